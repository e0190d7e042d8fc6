/**
 * Trains the coder's learned reading of the main behaviour (question, reflection, information or
 * advice, other) on expert-coded counselling transcripts: a multinomial logistic regression over the
 * line's sentence vector, the rules' own reading and hashed words and word pairs (docs/decisions/036).
 *
 *   npm run train:main -- path/to/annomi-dev.csv
 *
 * Folds are AnnoMI's transcript folds of `eval:annomi` (stratified by quality, seed 2022), so a
 * transcript's lines are never split between training and test. The regularisation is chosen on the
 * folds left out; the script prints, per fold and pooled out of fold, the rules' figures beside the
 * learned reading's: main-behaviour macro-F1, and the quality AUC of the scorer's overall score when
 * the test fold is coded with the model trained without it. The model written is then fitted on
 * every transcript. Only lines the coder lets the model read are examples (harm, false reassurance,
 * risk, noise and other languages keep the rules' reading).
 */
import { writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  lineKey,
  MAIN_BEHAVIOURS,
  MAIN_DENSE,
  mainBehaviourDense,
  ngramFeatures,
  prepareTranscriptReadings,
  sentenceVector,
  useMainBehaviourModel,
  type MainBehaviourInputs,
  type MainBehaviourModel,
} from '@practicum/coder';
import { buildInsights, codeTranscript } from '@practicum/scoring';
import { useLearnedReading } from '../apps/server/src/lib/sentence-encoder/encoder';
import { load, type Transcript } from './annomi/csv';
import { assignFolds } from './annomi/folds';
import { auc, classification, round } from './annomi/metrics';
import { fitLogistic, probabilities, type LogisticExample } from './learned/logistic';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = resolve(
  ROOT,
  process.env.TRAIN_MAIN_OUT ?? 'packages/coder/src/learned/main-behaviour-weights.json',
);
const LAMBDAS = (process.env.TRAIN_MAIN_LAMBDAS ?? '3e-4,1e-3,3e-3').split(',').map(Number);
const BUCKETS = Number(process.env.TRAIN_MAIN_NGRAMS ?? 4096);
const ITERATIONS = Number(process.env.TRAIN_MAIN_ITERATIONS ?? 200);
const FOLDS = 5;
const SEED = 2022;
const FIT = {
  dims: MAIN_DENSE,
  classes: MAIN_BEHAVIOURS.length,
  buckets: BUCKETS,
  iterations: ITERATIONS,
  optimizer: 'adam',
  step: 0.02,
} as const;

const path = process.argv[2];
if (!path) throw new Error('usage: npm run train:main -- path/to/annomi-dev.csv');
const transcripts = load(resolve(path));
useLearnedReading();
for (const t of transcripts) await prepareTranscriptReadings(t.scoring);

interface Line extends LogisticExample {
  transcript: Transcript;
  fold: number;
}

/** The rules' coding of every transcript, and the inputs the model reads for each line it may read. */
const folds = assignFolds(transcripts, FOLDS, SEED);
const foldOf = new Map<Transcript, number>();
folds.forEach((f, i) => f.forEach((t) => foldOf.set(t, i)));
const rulesPairs = new Map<Transcript, Array<[string, string]>>();
const examples: Line[] = [];
for (const t of transcripts) {
  const seen: MainBehaviourInputs[] = [];
  useMainBehaviourModel(null, (inputs) => seen.push(inputs));
  const codes = codeTranscript(t.scoring);
  const students = t.scoring.utterances.filter((u) => u.speaker === 'student');
  // The coder reads lines in order; match what it read to the student's turns in order.
  const inputsByTurn = new Map<number, MainBehaviourInputs>();
  let at = 0;
  for (const inputs of seen) {
    while (at < students.length && students[at]!.text !== inputs.text) at++;
    if (at < students.length) inputsByTurn.set(at, inputs);
  }
  const pairs: Array<[string, string]> = [];
  students.forEach((_u, i) => {
    const gold = t.gold[i]!.main;
    if (!(MAIN_BEHAVIOURS as readonly string[]).includes(gold)) return;
    pairs.push([gold, codes[i]!.annomi.main]);
    const inputs = inputsByTurn.get(i);
    if (!inputs) return;
    const line = sentenceVector(lineKey(inputs.text));
    if (!line) return;
    const grams = ngramFeatures(inputs.text, BUCKETS);
    examples.push({
      x: mainBehaviourDense(inputs, line),
      g: grams.buckets,
      gw: grams.weight,
      y: MAIN_BEHAVIOURS.indexOf(gold as (typeof MAIN_BEHAVIOURS)[number]),
      transcript: t,
      fold: foldOf.get(t)!,
    });
  });
  rulesPairs.set(t, pairs);
}
useMainBehaviourModel(null);

const asModel = (W: Float64Array): MainBehaviourModel => ({
  classes: MAIN_BEHAVIOURS,
  dense: MAIN_DENSE,
  ngram_buckets: BUCKETS,
  weights: Array.from(W, (w) => Math.round(w * 1e5) / 1e5),
});

/** Codes transcripts with a model and reports main-behaviour macro-F1 and the quality AUC. */
function measure(of: readonly Transcript[], model: MainBehaviourModel | null) {
  useMainBehaviourModel(model);
  const pairs: Array<[string, string]> = [];
  const high: number[] = [];
  const low: number[] = [];
  for (const t of of) {
    const codes = codeTranscript(t.scoring);
    t.gold.forEach((g, i) => {
      if ((MAIN_BEHAVIOURS as readonly string[]).includes(g.main))
        pairs.push([g.main, codes[i]!.annomi.main]);
    });
    (t.quality === 'high' ? high : low).push(buildInsights(t.scoring).overall_score);
  }
  useMainBehaviourModel(null);
  return { pairs, high, low };
}

const report: Record<string, unknown>[] = [];
let best: { lambda: number; f1: number } | null = null;
const rulesAll = measure(transcripts, null);
for (const lambda of LAMBDAS) {
  const perFold: Record<string, unknown>[] = [];
  const pooled = { pairs: [] as Array<[string, string]>, high: [] as number[], low: [] as number[] };
  const rulesPooled = { pairs: [] as Array<[string, string]>, high: [] as number[], low: [] as number[] };
  for (let f = 0; f < FOLDS; f++) {
    const W = fitLogistic(
      examples.filter((e) => e.fold !== f),
      { ...FIT, lambda },
    );
    const test = folds[f]!;
    const learned = measure(test, asModel(W));
    const rules = measure(test, null);
    for (const [into, from] of [
      [pooled, learned],
      [rulesPooled, rules],
    ] as const) {
      into.pairs.push(...from.pairs);
      into.high.push(...from.high);
      into.low.push(...from.low);
    }
    // How often the model's own choice agrees with the coding it produced (the coder's gates aside).
    const direct = examples.filter((e) => e.fold === f);
    const agree = direct.filter((e) => {
      const p = probabilities(W, e, FIT);
      return p.indexOf(Math.max(...p)) === e.y;
    }).length;
    perFold.push({
      fold: f,
      transcripts: test.length,
      rules_macro_f1: classification(rules.pairs, MAIN_BEHAVIOURS).macro_f1,
      learned_macro_f1: classification(learned.pairs, MAIN_BEHAVIOURS).macro_f1,
      rules_auc: auc(rules.high, rules.low),
      learned_auc: auc(learned.high, learned.low),
      model_accuracy_on_its_lines: round(agree / Math.max(1, direct.length)),
    });
    console.error(`lambda ${lambda} fold ${f}: ${JSON.stringify(perFold.at(-1))}`);
  }
  const f1 = classification(pooled.pairs, MAIN_BEHAVIOURS).macro_f1;
  report.push({
    lambda,
    per_fold: perFold,
    pooled_out_of_fold: {
      rules_macro_f1: classification(rulesPooled.pairs, MAIN_BEHAVIOURS).macro_f1,
      learned_macro_f1: f1,
      rules_auc: auc(rulesPooled.high, rulesPooled.low),
      learned_auc: auc(pooled.high, pooled.low),
    },
  });
  if (f1 !== null && (!best || f1 > best.f1)) best = { lambda, f1 };
}
const W = fitLogistic(examples, { ...FIT, lambda: best!.lambda });
const chosen = report.find((r) => r.lambda === best!.lambda)!;
writeFileSync(
  OUT,
  JSON.stringify({
    ...asModel(W),
    lambda: best!.lambda,
    iterations: ITERATIONS,
    trained_on: `${basename(path)}: ${transcripts.length} transcripts, ${examples.length} counsellor lines`,
    out_of_fold: chosen.pooled_out_of_fold,
  }) + '\n',
);
process.stdout.write(
  `${JSON.stringify(
    {
      dataset: path,
      transcripts: transcripts.length,
      examples: examples.length,
      rules_whole_set_macro_f1: classification(rulesAll.pairs, MAIN_BEHAVIOURS).macro_f1,
      candidates: report,
      chosen_lambda: best!.lambda,
      written: OUT,
    },
    null,
    2,
  )}\n`,
);
process.exit(0);
