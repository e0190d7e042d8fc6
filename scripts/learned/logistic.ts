import { classProbabilities } from '@practicum/coder';

/**
 * The multinomial logistic regression behind the coder's learned readings (harm, main behaviour),
 * fitted the same way for both: full-batch Adam (or plain gradient descent) on the L2-regularised
 * log loss, over a dense vector and hashed word and word-pair buckets.
 */
export interface LogisticExample {
  /** Dense features. */
  x: Float32Array;
  /** Active n-gram buckets; each weighs `gw`. */
  g: readonly number[];
  gw: number;
  /** Class index. */
  y: number;
}

export interface FitOptions {
  dims: number;
  classes: number;
  buckets: number;
  lambda: number;
  iterations: number;
  optimizer: 'adam' | 'gd';
  step: number;
}

const BETA1 = 0.9;
const BETA2 = 0.999;

function softmaxRow(z: Float64Array): Float64Array {
  const max = Math.max(...z);
  let sum = 0;
  for (let c = 0; c < z.length; c++) sum += z[c] = Math.exp(z[c]! - max);
  for (let c = 0; c < z.length; c++) z[c]! /= sum;
  return z;
}

/**
 * Weights are kept class by class (K rows of D+1, bias last) so the inner loops run over contiguous
 * memory, and returned in the layout the coder reads: (D+1)×K row-major, bias row last. Adam scales
 * each weight's step by its own gradient history: plain descent on the averaged gradient moves a
 * word-pair weight by its share of the whole set, so rare words barely learn.
 */
export function fitLogistic(train: readonly LogisticExample[], o: FitOptions): Float64Array {
  const D = o.dims;
  const K = o.classes;
  const R = D + o.buckets + 1;
  const B = D + o.buckets;
  const W = new Float64Array(R * K);
  const grad = new Float64Array(R * K);
  const m = new Float64Array(R * K);
  const v = new Float64Array(R * K);
  const z = new Float64Array(K);
  for (let it = 0; it < o.iterations; it++) {
    grad.fill(0);
    for (const e of train) {
      const x = e.x;
      for (let c = 0; c < K; c++) {
        const row = c * R;
        let s = W[row + B]!;
        for (let d = 0; d < D; d++) s += x[d]! * W[row + d]!;
        for (const b of e.g) s += e.gw * W[row + D + b]!;
        z[c] = s;
      }
      softmaxRow(z);
      z[e.y]! -= 1;
      for (let c = 0; c < K; c++) {
        const row = c * R;
        const g = z[c]!;
        for (let d = 0; d < D; d++) grad[row + d]! += x[d]! * g;
        for (const b of e.g) grad[row + D + b]! += e.gw * g;
        grad[row + B]! += g;
      }
    }
    for (let c = 0; c < K; c++) {
      for (let d = 0; d <= B; d++) {
        const i = c * R + d;
        const reg = d < B ? o.lambda * W[i]! : 0;
        const g = grad[i]! / train.length + reg;
        if (o.optimizer === 'gd') {
          W[i]! -= o.step * g;
          continue;
        }
        m[i] = BETA1 * m[i]! + (1 - BETA1) * g;
        v[i] = BETA2 * v[i]! + (1 - BETA2) * g * g;
        const mHat = m[i]! / (1 - BETA1 ** (it + 1));
        const vHat = v[i]! / (1 - BETA2 ** (it + 1));
        W[i]! -= (o.step * mHat) / (Math.sqrt(vHat) + 1e-8);
      }
    }
  }
  const out = new Float64Array(R * K);
  for (let c = 0; c < K; c++) for (let d = 0; d <= B; d++) out[d * K + c] = W[c * R + d]!;
  return out;
}

/** Class probabilities of one example under fitted weights, read as the coder reads them. */
export function probabilities(
  W: Float64Array,
  e: LogisticExample,
  o: Pick<FitOptions, 'dims' | 'classes' | 'buckets'>,
): number[] {
  return classProbabilities({ dense: o.dims, buckets: o.buckets, classes: o.classes, weights: W }, e.x, {
    buckets: e.g,
    weight: e.gw,
  });
}
