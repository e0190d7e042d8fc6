/**
 * Trains the coder's learned reading of harm: a multinomial logistic regression over Universal
 * Sentence Encoder vectors, on the hand-labelled single lines in scripts/realism/conduct-lines.
 *
 *   npm run train:harm            # writes packages/coder/src/learned/harm-weights.json
 *
 * Only files named dev-* are used. Each development author is one fold, and ordinary talk is dealt
 * round-robin across the folds, so every choice (the regularisation and the threshold) is made on
 * lines of an author the candidate model never saw. heldout-* files are never read here:
 * `npm run eval:realism` measures them.
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
import { codeUtterance, HARMFUL_CONDUCT, LEARNED_HARMS } from '@practicum/coder';
import { EMBEDDING_DIMS, sentenceEncoder } from '../apps/server/src/lib/sentence-encoder/encoder';
import { conductLineFiles, loadConductLines } from './realism/conduct-lines';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = resolve(ROOT, 'packages/coder/src/learned/harm-weights.json');
const CACHE = resolve(ROOT, 'data/harm-vectors.json');
const CLASSES = ['acceptable', ...LEARNED_HARMS] as const;
const LAMBDAS = [1e-4, 3e-4, 1e-3];
const THRESHOLDS = Array.from({ length: 11 }, (_, i) => 0.4 + i * 0.05);
const FALSE_FLAG_COST = 3;
const ITERATIONS = 300;
const STEP = 5;

interface Example {
  file: string;
  text: string;
  y: number;
  harmful: boolean;
  rules: boolean;
  fold: number;
  x: Float32Array;
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

function softmaxRow(z: Float64Array): Float64Array {
  const max = Math.max(...z);
  let sum = 0;
  for (let c = 0; c < z.length; c++) sum += z[c] = Math.exp(z[c]! - max);
  for (let c = 0; c < z.length; c++) z[c]! /= sum;
  return z;
}

/** Full-batch gradient descent on the L2-regularised multinomial log loss; weights (D+1)×K, bias last. */
function fit(train: readonly Example[], lambda: number): Float64Array {
  const D = EMBEDDING_DIMS;
  const K = CLASSES.length;
  const W = new Float64Array((D + 1) * K);
  const grad = new Float64Array((D + 1) * K);
  const z = new Float64Array(K);
  for (let it = 0; it < ITERATIONS; it++) {
    grad.fill(0);
    for (const e of train) {
      for (let c = 0; c < K; c++) {
        let s = W[D * K + c]!;
        for (let d = 0; d < D; d++) s += e.x[d]! * W[d * K + c]!;
        z[c] = s;
      }
      softmaxRow(z);
      z[e.y]! -= 1;
      for (let d = 0; d < D; d++) {
        const xd = e.x[d]!;
        for (let c = 0; c < K; c++) grad[d * K + c]! += xd * z[c]!;
      }
      for (let c = 0; c < K; c++) grad[D * K + c]! += z[c]!;
    }
    for (let i = 0; i < W.length; i++) {
      const reg = i < D * K ? lambda * W[i]! : 0;
      W[i]! -= STEP * (grad[i]! / train.length + reg);
    }
  }
  return W;
}

function harmOf(W: Float64Array, x: Float32Array): number {
  const D = EMBEDDING_DIMS;
  const K = CLASSES.length;
  const z = new Float64Array(K);
  for (let c = 0; c < K; c++) {
    let s = W[D * K + c]!;
    for (let d = 0; d < D; d++) s += x[d]! * W[d * K + c]!;
    z[c] = s;
  }
  return 1 - softmaxRow(z)[0]!;
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

const files = conductLineFiles().filter((f) => f.startsWith('dev-'));
const authors = files.filter((f) => !f.includes('ordinary'));
const lines = files.flatMap((file) => loadConductLines(file).map((l) => ({ ...l, file })));
const xs = await vectors(lines.map((l) => l.text));
let ordinary = 0;
const examples: Example[] = lines.map((l, i) => ({
  file: l.file,
  text: l.text,
  y: CLASSES.indexOf(l.label),
  harmful: l.label !== 'acceptable',
  rules: codeUtterance(l.text, { learned: false }).conduct.some((c) => HARMFUL_CONDUCT.includes(c)),
  fold: authors.includes(l.file) ? authors.indexOf(l.file) : ordinary++ % authors.length,
  x: xs[i]!,
}));

const rulesAlone = figures(examples, (e) => e.rules);
console.error(`rules alone on development lines: ${JSON.stringify(rulesAlone)}`);
let best: { lambda: number; threshold: number; score: number; recall: number; false_flags: number } | null =
  null;
for (const lambda of LAMBDAS) {
  const outOfFold = new Map<Example, number>();
  for (let f = 0; f < authors.length; f++) {
    const W = fit(
      examples.filter((e) => e.fold !== f),
      lambda,
    );
    for (const e of examples.filter((x) => x.fold === f)) outOfFold.set(e, harmOf(W, e.x));
  }
  for (const threshold of THRESHOLDS) {
    const fig = figures(examples, (e) => e.rules || outOfFold.get(e)! > threshold);
    const score = fig.recall - FALSE_FLAG_COST * fig.false_flags;
    console.error(
      `lambda ${lambda} threshold ${threshold.toFixed(2)}: ${JSON.stringify(fig)} score ${round(score)}`,
    );
    if (!best || score > best.score) best = { lambda, threshold, score, ...fig };
  }
}
if (!best) throw new Error('nothing to choose from');
const W = fit(examples, best.lambda);
const out = {
  classes: CLASSES,
  dims: EMBEDDING_DIMS,
  threshold: round(best.threshold),
  lambda: best.lambda,
  trained_on: files,
  held_out_folds: {
    rules_alone: { recall: round(rulesAlone.recall), false_flags: round(rulesAlone.false_flags) },
    with_model: { recall: round(best.recall), false_flags: round(best.false_flags) },
  },
  weights: Array.from(W, (w) => Math.round(w * 1e5) / 1e5),
};
writeFileSync(OUT, JSON.stringify(out) + '\n');
process.stdout.write(`${JSON.stringify({ ...out, weights: `${out.weights.length} numbers` }, null, 2)}\n`);
