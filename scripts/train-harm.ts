/**
 * Trains the coder's learned reading of harm: a multinomial logistic regression over Universal
 * Sentence Encoder vectors and hashed words and word pairs (TRAIN_HARM_NGRAMS buckets, 4096 unless
 * set; 0 leaves them out), on the hand-labelled single lines in scripts/realism/conduct-lines.
 *
 *   npm run train:harm            # writes packages/coder/src/learned/harm-weights.json
 *   npm run train:harm -- --annomi path/to/annomi-dev.csv
 *                                 # also learns from the counsellors' lines of that file's high-quality
 *                                 # transcripts, all taken as acceptable
 *
 * Only files named dev-* are used. Each development author is one fold, and ordinary talk is dealt
 * round-robin across the folds, so every choice (the regularisation and the threshold) is made on
 * lines of an author the candidate model never saw. heldout-* files are never read here:
 * `npm run eval:realism` measures them.
 *
 * With --annomi, every counsellor line of a high-quality AnnoMI transcript is one more acceptable
 * example, and the transcripts are dealt round-robin across the author folds (a transcript's lines stay
 * in one fold). The hand-written acceptable lines are single sentences written to sound close to harm;
 * these are what real counselling sounds like in bulk, so the threshold is also chosen on how often
 * ordinary good counselling would be flagged. Low-quality transcripts are never read: whether the
 * scorer tells them apart is what `npm run eval:annomi` measures.
 *
 * The model only adds to the rules (a line they already judge harmful stays so), so the threshold
 * is chosen for what the two together do on held-out folds: recall on harmful lines, minus three
 * times the share of acceptable lines wrongly flagged (a supervisor forgives a miss far more easily
 * than a false accusation, and a flag costs the student marks).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeUtterance, HARMFUL_CONDUCT, LEARNED_HARMS, ngramFeatures } from '@practicum/coder';
import { EMBEDDING_DIMS, sentenceEncoder } from '../apps/server/src/lib/sentence-encoder/encoder';
import { conductLineFiles, loadConductLines } from './realism/conduct-lines';
import { load as loadAnnomi } from './annomi/csv';
import { fitLogistic, probabilities } from './learned/logistic';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** TRAIN_HARM_OUT writes the model elsewhere, to compare candidates before one replaces it. */
const OUT = resolve(ROOT, process.env.TRAIN_HARM_OUT ?? 'packages/coder/src/learned/harm-weights.json');
const CACHE = resolve(ROOT, 'data/harm-vectors.json');
const CLASSES = ['acceptable', ...LEARNED_HARMS] as const;
/** TRAIN_HARM_LAMBDAS=3e-4 tries only that one (each costs a fit per fold). */
const LAMBDAS = (process.env.TRAIN_HARM_LAMBDAS ?? '1e-4,3e-4').split(',').map(Number);
const THRESHOLDS = Array.from({ length: 11 }, (_, i) => 0.4 + i * 0.05);
const FALSE_FLAG_COST = 3;
/**
 * Below the threshold, the patient may still hear a doubtful tone (never the scoring). The doubt
 * threshold is the lowest at which the model, out of fold, makes the patient wary of at most this
 * share of ordinary good talk (the ordinary-talk files and, with --annomi, the counselling lines)
 * that the rules let pass.
 */
const ORDINARY_DOUBT_BUDGET = 0.05;
/**
 * Hashed word and word-pair buckets beside the sentence vector (TRAIN_HARM_NGRAMS=0 leaves them out).
 */
const BUCKETS = Number(process.env.TRAIN_HARM_NGRAMS ?? 4096);
const ITERATIONS = Number(process.env.TRAIN_HARM_ITERATIONS ?? 300);
/**
 * Adam's step, per weight. Plain gradient descent on the averaged gradient moved a word-pair weight
 * by its share of the whole set, so words seen in a few lines barely learned in 300 steps and the
 * model missed many lines of the very authors it was trained on; Adam scales each weight's step by
 * its own gradient history. TRAIN_HARM_OPTIMIZER=gd restores the old fit (step 5) for comparison.
 */
const OPTIMIZER = process.env.TRAIN_HARM_OPTIMIZER === 'gd' ? 'gd' : 'adam';
const STEP = OPTIMIZER === 'gd' ? 5 : Number(process.env.TRAIN_HARM_STEP ?? 0.02);

interface Example {
  file: string;
  text: string;
  y: number;
  harmful: boolean;
  rules: boolean;
  fold: number;
  x: Float32Array;
  /** Active n-gram buckets; each weighs `gw`. */
  g: number[];
  gw: number;
}

async function vectors(texts: string[]): Promise<Float32Array[]> {
  const hash = (t: string) => createHash('sha1').update(t).digest('hex');
  const cached: Record<string, number[]> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
  const missing = [...new Set(texts.filter((t) => !cached[hash(t)]))];
  for (let i = 0; i < missing.length; i += 256) {
    const part = missing.slice(i, i + 256);
    const v = await sentenceEncoder.embed(part);
    if (!v) throw new Error('the sentence encoder did not start');
    part.forEach((t, j) => (cached[hash(t)] = Array.from(v[j]!, (x) => Math.round(x * 1e6) / 1e6)));
    console.error(`embedded ${Math.min(i + 256, missing.length)}/${missing.length}`);
  }
  if (missing.length > 0) {
    mkdirSync(dirname(CACHE), { recursive: true });
    writeFileSync(CACHE, JSON.stringify(cached));
  }
  return texts.map((t) => Float32Array.from(cached[hash(t)]!));
}

const FIT = {
  classes: CLASSES.length,
  buckets: BUCKETS,
  iterations: ITERATIONS,
  optimizer: OPTIMIZER,
  step: STEP,
} as const;

function fit(train: readonly Example[], lambda: number): Float64Array {
  return fitLogistic(train, { ...FIT, dims: EMBEDDING_DIMS, lambda });
}

function harmOf(W: Float64Array, e: Example): number {
  return 1 - probabilities(W, e, { ...FIT, dims: EMBEDDING_DIMS })[0]!;
}

/** Mean recall over the files with harmful lines and mean false-flag rate over every file. */
function figures(examples: readonly Example[], flagged: (e: Example) => boolean) {
  const files = [...new Set(examples.map((e) => e.file))];
  const recalls: number[] = [];
  const falseFlags: number[] = [];
  for (const f of files) {
    const of = examples.filter((e) => e.file === f);
    const harm = of.filter((e) => e.harmful);
    const ok = of.filter((e) => !e.harmful);
    if (harm.length > 0) recalls.push(harm.filter(flagged).length / harm.length);
    if (ok.length > 0) falseFlags.push(ok.filter(flagged).length / ok.length);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return { recall: mean(recalls), false_flags: mean(falseFlags) };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

const ANNOMI_FILE = 'annomi-high-quality';
const annomiAt = process.argv.indexOf('--annomi');
const annomiPath = annomiAt >= 0 ? process.argv[annomiAt + 1] : undefined;
if (annomiAt >= 0 && !annomiPath) throw new Error('--annomi needs the path of an AnnoMI CSV');

const files = conductLineFiles().filter((f) => f.startsWith('dev-'));
const authors = files.filter((f) => !f.includes('ordinary'));
const lines: { text: string; label: string; file: string; group?: string }[] = files.flatMap((file) =>
  loadConductLines(file).map((l) => ({ ...l, file })),
);
if (annomiPath) {
  for (const t of loadAnnomi(annomiPath).filter((t) => t.quality === 'high'))
    for (const u of t.scoring.utterances)
      if (u.speaker === 'student' && u.text.trim().split(/\s+/).length >= 3)
        lines.push({ text: u.text, label: 'acceptable', file: ANNOMI_FILE, group: t.id });
}
const trainedOn = annomiPath ? [...files, ANNOMI_FILE] : files;
const xs = await vectors(lines.map((l) => l.text));
function grams(text: string): { g: number[]; gw: number } {
  const { buckets, weight } = ngramFeatures(text, BUCKETS);
  return { g: buckets, gw: weight };
}
let ordinary = 0;
const transcriptFold = new Map<string, number>();
const foldOf = (l: (typeof lines)[number]) => {
  if (authors.includes(l.file)) return authors.indexOf(l.file);
  if (l.group === undefined) return ordinary++ % authors.length;
  if (!transcriptFold.has(l.group)) transcriptFold.set(l.group, transcriptFold.size % authors.length);
  return transcriptFold.get(l.group)!;
};
const examples: Example[] = lines.map((l, i) => ({
  file: l.file,
  text: l.text,
  y: CLASSES.indexOf(l.label as (typeof CLASSES)[number]),
  harmful: l.label !== 'acceptable',
  rules: codeUtterance(l.text, { learned: false }).conduct.some((c) => HARMFUL_CONDUCT.includes(c)),
  fold: foldOf(l),
  x: xs[i]!,
  ...grams(l.text),
}));

const rulesAlone = figures(examples, (e) => e.rules);
console.error(`rules alone on development lines: ${JSON.stringify(rulesAlone)}`);
let best: { lambda: number; threshold: number; score: number; recall: number; false_flags: number } | null =
  null;
const outOfFoldBy = new Map<number, Map<Example, number>>();
const counselling = examples.filter((e) => e.file === ANNOMI_FILE);
for (const lambda of LAMBDAS) {
  const outOfFold = new Map<Example, number>();
  outOfFoldBy.set(lambda, outOfFold);
  for (let f = 0; f < authors.length; f++) {
    const W = fit(
      examples.filter((e) => e.fold !== f),
      lambda,
    );
    for (const e of examples.filter((x) => x.fold === f)) outOfFold.set(e, harmOf(W, e));
  }
  for (const threshold of THRESHOLDS) {
    const fig = figures(examples, (e) => e.rules || outOfFold.get(e)! > threshold);
    const score = fig.recall - FALSE_FLAG_COST * fig.false_flags;
    const counsellingFlagged = counselling.filter((e) => e.rules || outOfFold.get(e)! > threshold).length;
    console.error(
      `lambda ${lambda} threshold ${threshold.toFixed(2)}: ${JSON.stringify(fig)} score ${round(score)}` +
        (counselling.length
          ? ` counselling lines flagged ${round(counsellingFlagged / counselling.length)}`
          : ''),
    );
    if (!best || score > best.score) best = { lambda, threshold, score, ...fig };
  }
}
if (!best) throw new Error('nothing to choose from');
const chosen = best;
const oof = outOfFoldBy.get(chosen.lambda)!;
const ordinaryTalk = examples.filter((e) => e.file.includes('ordinary') || e.file === ANNOMI_FILE);
const ordinaryTaken = (t: number) =>
  ordinaryTalk.filter((e) => !e.rules && oof.get(e)! > t).length / Math.max(1, ordinaryTalk.length);
for (const t of THRESHOLDS)
  console.error(
    `ordinary talk the model alone makes the patient wary of above ${t.toFixed(2)}: ${round(ordinaryTaken(t))}`,
  );
// On a finer grid than the threshold's: a better-fitted model moves ordinary talk across the doubt
// budget within one of the threshold's steps, which would leave no band at all.
const DOUBT_STEPS = Array.from({ length: 51 }, (_, i) => 0.4 + i * 0.01);
const doubt =
  DOUBT_STEPS.filter((t) => t <= chosen.threshold && ordinaryTaken(t) <= ORDINARY_DOUBT_BUDGET)[0] ??
  chosen.threshold;
const doubtFigures = figures(examples, (e) => e.rules || oof.get(e)! > doubt);
console.error(
  `doubt threshold ${doubt.toFixed(2)}: ordinary talk taken warily by the model alone ${round(ordinaryTaken(doubt))}, ` +
    `harmful lines the patient feels ${round(doubtFigures.recall)}, hard acceptable lines ${round(doubtFigures.false_flags)}`,
);
const W = fit(examples, chosen.lambda);
const out = {
  classes: CLASSES,
  dims: EMBEDDING_DIMS,
  ...(BUCKETS > 0 ? { ngram_buckets: BUCKETS } : {}),
  threshold: round(best.threshold),
  doubt_threshold: round(doubt),
  lambda: best.lambda,
  optimizer: { name: OPTIMIZER, step: STEP },
  iterations: ITERATIONS,
  trained_on: trainedOn,
  held_out_folds: {
    rules_alone: { recall: round(rulesAlone.recall), false_flags: round(rulesAlone.false_flags) },
    with_model: { recall: round(best.recall), false_flags: round(best.false_flags) },
    felt_by_patient: {
      recall: round(doubtFigures.recall),
      false_flags: round(doubtFigures.false_flags),
      ordinary_talk: round(ordinaryTaken(doubt)),
    },
  },
  weights: Array.from(W, (w) => Math.round(w * 1e5) / 1e5),
};
writeFileSync(OUT, JSON.stringify(out) + '\n');
process.stdout.write(`${JSON.stringify({ ...out, weights: `${out.weights.length} numbers` }, null, 2)}\n`);
