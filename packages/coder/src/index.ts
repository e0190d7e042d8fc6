export * from './schemas/codes.schema';
export * from './schemas/transcript.schema';
export {
  analyzeUtterance,
  classifyUtterance,
  codeUtterance,
  type CoderContext,
  type UtteranceAnalysis,
} from './code';
export type { IdentityQuestion } from './acts/classify';
export {
  codeTranscript,
  isDisclosure,
  ordered,
  RISK_RESPONSE_WINDOW,
  RISK_SUBJECT_TURNS,
} from './miti/code-transcript';
export { disclosesRisk } from './miti/risk';
export { clean, normalise, sentences, wordCount } from './text/normalize';
export { contentStems, overlapShare } from './text/overlap';
export { EVOKE_CHANGE } from './lexicons/change-talk';
export { BOUNDARY_BREACH, LIFE_STEMS, PRIVACY_BREACH, SELF_FOCUS, UNPROFESSIONAL } from './lexicons/conduct';
export { HARMFUL_RISK_RESPONSE } from './lexicons/risk';
export { normalizeWords, wordsOf, type Normalized, type Sentence } from './acts/normalize';
export { STOPWORDS, stem as wordStem, wordStems as wordContentStems } from './text/stems';
export { fitsFeeling, OWN_FEELING_WORDS, type FeelingFamily } from './acts/feelings';
export { RISK_WORDS } from './lexicons/risk';
export { LEARNED_HARMS, type LearnedHarm } from './learned/harm';
export { hashedGrams, ngramFeatures } from './learned/ngrams';
export { classProbabilities, type LogisticLayout } from './learned/logistic';
export {
  hasSentenceEncoder,
  lineKey,
  prepareReadings,
  prepareTranscriptReadings,
  sentenceVector,
  SENTENCE_DIMS,
  useSentenceEncoder,
  type SentenceEncoder,
} from './learned/vectors';
export {
  MAIN_BEHAVIOURS,
  MAIN_DENSE,
  mainBehaviourDense,
  SHIPPED_MAIN_BEHAVIOUR_MODEL,
  useMainBehaviourModel,
  type MainBehaviour,
  type MainBehaviourInputs,
  type MainBehaviourModel,
} from './learned/main-behaviour';
export { compileCue, cueLine, cueWords, meetsAnyCue, meetsCue, type CueLine } from './checklist/cues';
