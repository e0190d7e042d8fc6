import trained from './harm-weights.json';
import { classProbabilities } from './logistic';
import { ngramFeatures } from './ngrams';
import { lineKey, sentenceVector, SENTENCE_DIMS } from './vectors';

/** The harms the learned reading can name, in the order of the model's outputs after "acceptable". */
export const LEARNED_HARMS = ['hostility', 'judgement', 'invalidation', 'false_reassurance'] as const;
export type LearnedHarm = (typeof LEARNED_HARMS)[number];

/**
 * A multinomial logistic regression over sentence vectors, trained by `npm run train:harm` on the
 * hand-labelled lines in scripts/realism/conduct-lines (development authors and ordinary talk; the
 * held-out authors are never used). Above `threshold` probability of harm, a line the rules did not
 * catch is heard as harmful; the threshold was chosen on held-out folds (docs/decisions/029).
 * Between `doubt_threshold` and `threshold` the line is not judged harmful, but it may have sounded
 * so to the patient: the engine hears a doubtful tone there, the scoring nothing.
 */
interface HarmWeights {
  classes: readonly string[];
  dims: number;
  threshold: number;
  doubt_threshold?: number;
  /**
   * Hashed word and word-pair features after the sentence vector (none when absent): the sentence
   * vector blurs the few words that carry a judgement ("selfish", "drama", "calm down").
   */
  ngram_buckets?: number;
  /** (dims + ngram_buckets + 1) × classes, row-major; the last row is the bias. */
  weights: readonly number[];
}
const model = trained as HarmWeights;

export interface LearnedReading {
  /** Probability that the line is harmful (any harm). */
  harm: number;
  /** Above it, the line is heard as harmful. */
  threshold: number;
  /** Above it (and up to `threshold`), the line may have sounded hurtful to the patient. */
  doubt: number;
  /** The likeliest harm. */
  label: LearnedHarm;
}

function reading(vector: ArrayLike<number>, text: string): LearnedReading {
  const k = model.classes.length;
  const buckets = model.ngram_buckets ?? 0;
  const layout = { dense: model.dims, buckets, classes: k, weights: model.weights };
  const p = classProbabilities(layout, vector, ngramFeatures(text, buckets));
  let best = 1;
  for (let c = 2; c < k; c++) if (p[c]! > p[best]!) best = c;
  return {
    harm: 1 - p[0]!,
    threshold: model.threshold,
    doubt: Math.min(model.threshold, model.doubt_threshold ?? model.threshold),
    label: model.classes[best] as LearnedHarm,
  };
}

if (model.dims !== SENTENCE_DIMS) throw new Error('the harm model does not match the sentence encoder');

/** The learned reading of one line, or null without a sentence encoder. */
export function learnedReading(text: string): LearnedReading | null {
  const k = lineKey(text);
  const v = sentenceVector(k);
  return v ? reading(v, k) : null;
}
