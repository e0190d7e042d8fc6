/**
 * Measures the rule-based coder and scorer of @practicum/scoring against AnnoMI's expert annotations
 * (therapist = student, client = patient). See docs/evaluation.md.
 *
 * Usage: npm run eval:annomi -- [path/to/annomi.csv] [--folds 5] [--seed 2022] [--select quality_auc]
 *                                [--exclude path/to/other.csv]
 *   path       an AnnoMI CSV: a dev split file you provide (e.g. path/to/annomi-dev.csv), a held-out file
 *              of the same columns, or the public AnnoMI-simple.csv / AnnoMI-full.csv. Without it the
 *              script reads $ANNOMI_CSV, else data/annomi/annomi-dev.csv (data/ is not committed)
 *   --folds    k for the cross-validation (default 5)
 *   --seed     seed of the fold shuffle (default 2022; printed)
 *   --select   the figure that picks a variant on the training folds (default quality_auc)
 *   --exclude  leave out the transcripts whose ids appear in that CSV (e.g. the dev split, to measure a
 *              full AnnoMI file on the transcripts held back from it)
 *   --errors   instead of the report, print the misclassified turns of these folds as JSON lines
 *              (e.g. --errors 1,2,3,4 to design a rule on training folds); --gold / --predicted filter them
 *   --quick    leave out the split halves and the timing
 *
 * Prints one JSON object: on the whole set, main-behaviour accuracy/macro-F1 with per-class figures and
 * confusion matrix, the open/closed and simple/complex sub-codes and the ROC AUC of overall_score for
 * high- vs low-quality transcripts; the same figures on two halves of the transcript ids; a stratified
 * k-fold cross-validation in which each fold reports the variant chosen on the other folds (per-fold
 * figures, their mean and standard deviation, and pooled out-of-fold figures); and the time to score a
 * 60-minute transcript. Reads the corpus at run time only; nothing from it is written anywhere.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { prepareTranscriptReadings } from '@practicum/coder';
import { buildInsights, codeTranscript, type ScoringTranscript } from '@practicum/scoring';
import { useLearnedReading } from '../apps/server/src/lib/sentence-encoder/encoder';
import { byId, load, transcriptIds, type Transcript } from './annomi/csv';
import { foldErrors } from './annomi/errors';
import { crossValidate, type Variant } from './annomi/folds';
import { evaluate, FIGURES, round, type Figure } from './annomi/metrics';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    folds: { type: 'string', default: '5' },
    seed: { type: 'string', default: '2022' },
    select: { type: 'string', default: 'quality_auc' },
    exclude: { type: 'string' },
    errors: { type: 'string' },
    gold: { type: 'string' },
    predicted: { type: 'string' },
    quick: { type: 'boolean', default: false },
    rules: { type: 'boolean', default: false },
  },
});
const csvPath = positionals[0]
  ? resolve(positionals[0])
  : resolve(root, process.env.ANNOMI_CSV ?? 'data/annomi/annomi-dev.csv');
if (!existsSync(csvPath)) {
  console.error(
    `No AnnoMI file at ${csvPath}. Download AnnoMI-full.csv from the AnnoMI repository of its authors ` +
      '(see docs/evaluation.md), then pass its path, set ANNOMI_CSV, or put it at data/annomi/annomi-dev.csv.',
  );
  process.exit(2);
}
const folds = Number(args.folds);
if (!Number.isInteger(folds) || folds < 2)
  throw new Error(`--folds must be an integer of at least 2, not ${args.folds}`);
const seed = Number(args.seed);
if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer, not ${args.seed}`);
if (!(FIGURES as readonly string[]).includes(args.select))
  throw new Error(`--select must be one of ${FIGURES.join(', ')}`);
const selectBy = args.select as Figure;

/** One result per transcript, computed once and shared by the variants. */
function perTranscript<T>(f: (t: Transcript) => T): (t: Transcript) => T {
  const cache = new Map<Transcript, T>();
  return (t) => {
    if (!cache.has(t)) cache.set(t, f(t));
    return cache.get(t)!;
  };
}
const codesOf = perTranscript((t) => codeTranscript(t.scoring).map((c) => c.annomi));
const insightsOf = perTranscript((t) => buildInsights(t.scoring));

/** The skills whose scores are built on MITI codes (boundaries and crisis management are not). */
const MITI_SKILLS = [
  'active_listening',
  'empathy_demonstration',
  'questioning_techniques',
  'therapeutic_interventions',
] as const;

/**
 * Candidate variants, the default first. Each maps a transcript to codes and a quality score using only
 * what the package exports; add one here to compare a choice on held-out folds.
 */
const VARIANTS: Variant[] = [
  {
    name: 'overall_score',
    description: 'codeTranscript codes; quality = buildInsights overall_score',
    predict: (t) => ({ codes: codesOf(t), score: insightsOf(t).overall_score }),
  },
  {
    name: 'miti_skills_mean',
    description: `codeTranscript codes; quality = mean of the assessed ${MITI_SKILLS.join(', ')} scores`,
    predict: (t) => {
      const insights = insightsOf(t);
      const scores = MITI_SKILLS.map((s) => insights[s].score).filter((s): s is number => s !== null);
      return {
        codes: codesOf(t),
        score: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0,
      };
    },
  },
];

/** A synthetic session of about an hour: whole transcripts back to back, renumbered and re-timed. */
function longSession(transcripts: Transcript[], minUtterances: number): ScoringTranscript {
  const utterances: ScoringTranscript['utterances'] = [];
  const available = transcripts.filter((t) => t.scoring.utterances.length > 0);
  // Cycle through the transcripts (a small CSV is repeated) until the session is long enough.
  for (let i = 0; available.length > 0 && utterances.length < minUtterances; i++) {
    const t = available[i % available.length]!;
    for (const u of t.scoring.utterances) utterances.push({ ...u, seq: utterances.length, start_ms: null });
  }
  return { utterances };
}

function timing(transcripts: Transcript[]) {
  const session = longSession(transcripts, 720);
  const words = session.utterances.reduce((s, u) => s + u.text.split(/\s+/).length, 0);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 22; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    buildInsights(session);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (xs: number[]) => round([...xs].sort((a, b) => a - b)[xs.length >> 1]!);
  return {
    utterances: session.utterances.length,
    words,
    // At about 130 spoken words a minute this is the session's length; at least 60 minutes of talk.
    approx_minutes_at_130_wpm: Math.round(words / 130),
    median_ms: median(wall.slice(2)),
    median_cpu_ms: median(cpu.slice(2)),
    min_ms: round(Math.min(...wall.slice(2))),
    max_ms: round(Math.max(...wall.slice(2))),
    first_run_ms: round(wall[0]!),
    note: 'median of 20 warm runs after 2 warm-up runs; wall-clock time depends on machine load, CPU time less so',
  };
}

const loaded = load(csvPath);
const excluded = args.exclude ? transcriptIds(resolve(args.exclude)) : new Set<string>();
const transcripts = loaded.filter((t) => !excluded.has(t.id));
if (transcripts.length === 0) throw new Error(`no transcripts left in ${csvPath}`);
// The coder as the product runs it: word families and the learned reading (--rules: word families alone).
if (!args.rules) {
  useLearnedReading();
  for (const t of transcripts) await prepareTranscriptReadings(t.scoring);
}
const sorted = byId(transcripts);
const predict = VARIANTS[0]!.predict;
const k = Math.min(folds, transcripts.length);
if (k < folds) console.warn(`only ${transcripts.length} transcripts: ${k} folds instead of ${folds}`);
if (args.errors) {
  const chosen = args.errors.split(',').map(Number);
  const rows = foldErrors(transcripts, {
    folds: chosen,
    k,
    seed,
    gold: args.gold,
    predicted: args.predicted,
  });
  for (const row of rows) process.stdout.write(`${JSON.stringify(row)}\n`);
  process.exit(0);
}
const result = {
  dataset: csvPath,
  ...(args.exclude
    ? { excluded: { ids_from: resolve(args.exclude), transcripts: loaded.length - transcripts.length } }
    : {}),
  variant: VARIANTS[0]!.name,
  ...evaluate(transcripts, predict, true),
  split_half: args.quick
    ? undefined
    : {
        note: 'transcripts alternately assigned by sorted id',
        even: evaluate(
          sorted.filter((_, i) => i % 2 === 0),
          predict,
          false,
        ),
        odd: evaluate(
          sorted.filter((_, i) => i % 2 === 1),
          predict,
          false,
        ),
      },
  cross_validation:
    k >= 2
      ? crossValidate(transcripts, VARIANTS, k, seed, selectBy)
      : { skipped: 'fewer than two transcripts' },
  timing_60_minute_transcript: args.quick ? undefined : timing(sorted),
  targets: { main_behaviour_macro_f1: 0.7, quality_auc: 0.9, sixty_minute_ms: 50 },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
