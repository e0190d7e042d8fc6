/**
 * The coder's disagreements with the gold main behaviour on chosen folds, for designing a rule on
 * training folds only: each line is one therapist turn with the patient's words before it. Printed to
 * stdout at run time; nothing from the corpus is written anywhere.
 */
import { codeTranscript } from '@practicum/scoring';
import { type Transcript } from './csv';
import { assignFolds } from './folds';

export interface FoldErrorsOptions {
  /** 1-based fold numbers whose transcripts are listed. */
  folds: readonly number[];
  k: number;
  seed: number;
  /** Only turns with this gold code (any when undefined). */
  gold?: string;
  /** Only turns predicted as this code (any when undefined). */
  predicted?: string;
}

export function foldErrors(transcripts: readonly Transcript[], o: FoldErrorsOptions) {
  const folds = assignFolds(transcripts, o.k, o.seed);
  const rows: Array<Record<string, unknown>> = [];
  for (const f of o.folds) {
    const held = folds[f - 1];
    if (!held) throw new Error(`--errors: no fold ${f} of ${o.k}`);
    for (const t of held) {
      const codings = codeTranscript(t.scoring);
      let g = 0;
      let patient = '';
      for (const u of t.scoring.utterances) {
        if (u.speaker === 'patient') {
          patient = u.text;
          continue;
        }
        const c = codings[g]!;
        const gold = t.gold[g++]!;
        if (gold.main === c.annomi.main) continue;
        if (o.gold && gold.main !== o.gold) continue;
        if (o.predicted && c.annomi.main !== o.predicted) continue;
        rows.push({
          fold: f,
          id: t.id,
          gold: gold.main,
          predicted: c.annomi.main,
          primary: c.primary,
          codes: c.codes,
          patient,
          text: u.text,
        });
      }
    }
  }
  return rows;
}
