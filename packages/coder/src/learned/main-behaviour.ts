import trained from './main-behaviour-weights.json';
import { classProbabilities } from './logistic';
import { ngramFeatures } from './ngrams';
import { lineKey, sentenceVector, SENTENCE_DIMS } from './vectors';
import { MITI_CODES, type MitiCode, type UtteranceCoding } from '../schemas/codes.schema';

/** AnnoMI's four main therapist behaviours, in the order of the model's outputs. */
export const MAIN_BEHAVIOURS = ['question', 'reflection', 'therapist_input', 'other'] as const;
export type MainBehaviour = (typeof MAIN_BEHAVIOURS)[number];

/** What the rules made of a line, as the learned reading takes it in. */
export interface RulesReading {
  main: MainBehaviour;
  primary: MitiCode;
  /** The rules heard an open question. */
  open: boolean;
  /** The rules heard a complex reflection. */
  complex: boolean;
}

/** Everything the learned reading of the main behaviour reads: the line and the rules' reading of it. */
export interface MainBehaviourInputs {
  text: string;
  rules: RulesReading;
}

/**
 * A multinomial logistic regression trained by `npm run train:main` on expert-coded counselling
 * transcripts (AnnoMI's development split, folds by transcript; docs/decisions/037). It reads the
 * line's sentence vector, the rules' own reading, and hashed words and word pairs. (The patient's
 * previous line as well moved out-of-fold macro-F1 by 0.002, well inside the folds' spread.)
 */
export interface MainBehaviourModel {
  classes: readonly string[];
  /** Length of the dense part: line vector, rules features. */
  dense: number;
  ngram_buckets: number;
  /** (dense + ngram_buckets + 1) × classes, row-major; the last row is the bias. */
  weights: readonly number[];
}

const RULES_FEATURES = MAIN_BEHAVIOURS.length + MITI_CODES.length + 4;
export const MAIN_DENSE = SENTENCE_DIMS + RULES_FEATURES;

/** The dense part of the features, the same in training and here. */
export function mainBehaviourDense(inputs: MainBehaviourInputs, line: ArrayLike<number>): Float32Array {
  const x = new Float32Array(MAIN_DENSE);
  for (let d = 0; d < SENTENCE_DIMS; d++) x[d] = line[d]!;
  let at = SENTENCE_DIMS;
  x[at + MAIN_BEHAVIOURS.indexOf(inputs.rules.main)] = 1;
  at += MAIN_BEHAVIOURS.length;
  x[at + MITI_CODES.indexOf(inputs.rules.primary)] = 1;
  at += MITI_CODES.length;
  x[at++] = inputs.text.includes('?') ? 1 : 0;
  x[at++] = Math.min(1, inputs.text.split(/\s+/).filter((w) => w !== '').length / 40);
  x[at++] = inputs.rules.open ? 1 : 0;
  x[at] = inputs.rules.complex ? 1 : 0;
  return x;
}

let model: MainBehaviourModel | null = trained as MainBehaviourModel;
let listener: ((inputs: MainBehaviourInputs) => void) | null = null;

function check(m: MainBehaviourModel): void {
  if (m.dense !== MAIN_DENSE || m.weights.length !== (m.dense + m.ngram_buckets + 1) * m.classes.length)
    throw new Error('the main-behaviour model does not match its features');
}
check(model);

/**
 * Sets the model the coder reads main behaviours with (null: the rules alone). Training passes
 * `listen` to collect the inputs the coder would read, exactly as the coder forms them.
 */
export function useMainBehaviourModel(
  next: MainBehaviourModel | null,
  listen: ((inputs: MainBehaviourInputs) => void) | null = null,
): void {
  if (next) check(next);
  model = next;
  listener = listen;
}

/** The model shipped with the coder. */
export const SHIPPED_MAIN_BEHAVIOUR_MODEL = trained as MainBehaviourModel;

/** The learned main behaviour of a line, or null (no sentence encoder, or the rules alone). */
export function learnedMainBehaviour(inputs: MainBehaviourInputs): MainBehaviour | null {
  listener?.(inputs);
  if (!model) return null;
  const line = sentenceVector(lineKey(inputs.text));
  if (!line) return null;
  const layout = {
    dense: model.dense,
    buckets: model.ngram_buckets,
    classes: model.classes.length,
    weights: model.weights,
  };
  const p = classProbabilities(
    layout,
    mainBehaviourDense(inputs, line),
    ngramFeatures(inputs.text, model.ngram_buckets),
  );
  return model.classes[p.indexOf(Math.max(...p))] as MainBehaviour;
}

/** AnnoMI's coarse code of a coding's main behaviour, as the rules read it. */
export const rulesMain = (annomi: UtteranceCoding['annomi']): MainBehaviour =>
  (MAIN_BEHAVIOURS as readonly string[]).includes(annomi.main) ? (annomi.main as MainBehaviour) : 'other';
