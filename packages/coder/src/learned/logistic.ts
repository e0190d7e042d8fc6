/**
 * The layout both learned readings' weights share, as `npm run train:harm` and `train:main` write
 * them: (dense + buckets + 1) × classes, row-major, the bias row last.
 */
export interface LogisticLayout {
  /** Length of the dense part (a sentence vector, and features of its own). */
  dense: number;
  /** Hashed word and word-pair buckets after the dense part. */
  buckets: number;
  classes: number;
  weights: ArrayLike<number>;
}

/** Class probabilities of one line: its dense features and its active n-gram buckets. */
export function classProbabilities(
  m: LogisticLayout,
  x: ArrayLike<number>,
  grams: { buckets: readonly number[]; weight: number },
): number[] {
  const k = m.classes;
  const bias = (m.dense + m.buckets) * k;
  const z = new Array<number>(k).fill(0);
  for (let c = 0; c < k; c++) {
    let s = m.weights[bias + c]!;
    for (let d = 0; d < m.dense; d++) s += x[d]! * m.weights[d * k + c]!;
    for (const b of grams.buckets) s += grams.weight * m.weights[(m.dense + b) * k + c]!;
    z[c] = s;
  }
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
