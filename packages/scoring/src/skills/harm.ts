import { type Analysis } from '../analysis';
import { type Harm } from '../metrics/credit';
import { type Evidence } from '../schemas/insights.schema';
import { cite, evidence } from './common';

/** What each kind of harmful line does to the patient, and what to do instead, in plain words. */
const ADVICE: Record<Harm, string> = {
  hostility:
    'is hostile or insulting. Stay respectful whatever the patient says; if you feel frustrated, pause and say back what you heard instead.',
  judgement: 'judges or blames the patient. Describe what you notice without blame, and ask how they see it.',
  invalidation:
    'brushes aside what the patient feels. Acknowledge what they feel before anything else ("That sounds really hard").',
  false_reassurance:
    'promises things will be fine before you know what is wrong, which can leave the patient feeling unheard. Acknowledge what they feel before anything else.',
};

/** Plain names of the harms, for evidence labels and summaries. */
export const HARM_LABEL: Record<Harm, string> = {
  hostility: 'hostile or insulting',
  judgement: 'judging or blaming',
  invalidation: 'dismissing feelings',
  false_reassurance: 'false reassurance',
};

/** Which skill answers for each harm: feelings brushed aside are empathy; insults and blame are conduct. */
const EMPATHY_HARMS: readonly Harm[] = ['invalidation', 'false_reassurance'];
const CONDUCT_HARMS: readonly Harm[] = ['hostility', 'judgement'];

/** The harmful lines a skill answers for, each with the first of its kinds that skill owns. */
export function harmsFor(a: Analysis, skill: 'empathy' | 'conduct'): Array<{ seq: number; kind: Harm }> {
  const owned = skill === 'empathy' ? EMPATHY_HARMS : CONDUCT_HARMS;
  return a.harms.flatMap((h) => {
    const kind = h.kinds.find((k) => owned.includes(k));
    return kind ? [{ seq: h.seq, kind }] : [];
  });
}

/** "#4 “Just cheer up” brushes aside what the patient feels. Acknowledge …" */
export function harmArea(a: Analysis, seq: number, kind: Harm): string {
  return `${cite(a, seq)} ${ADVICE[kind]}`;
}

export function harmEvidence(a: Analysis, seq: number, kind: Harm): Evidence {
  return evidence(a, seq, kind);
}

/** The one sentence about every harmful line, for the session summary (empty when there is none). */
export function harmSummary(a: Analysis): string {
  if (a.harms.length === 0) return '';
  const seqs = a.harms.map((h) => `#${h.seq}`).join(', ');
  const one = a.harms.length === 1;
  return `${one ? 'One of your lines' : `${a.harms.length} of your lines`} (${seqs}) could hurt the patient; see what to change.`;
}
