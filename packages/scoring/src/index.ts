/**
 * @practicum/scoring: codes student utterances with published counselling-skills systems (MITI 4.2,
 * EPITOME, C-SSRS), measures the session and builds the Insights object of SPEC section 3. Pure: no
 * I/O, no clocks, no randomness.
 */
export * from './schemas/codes.schema';
export * from './schemas/transcript.schema';
export * from './schemas/insights.schema';
export { codeUtterance, type CoderContext } from './coder/code-utterance';
export { codeTranscript, isDisclosure } from './coder/code-transcript';
export { disclosesRisk } from './coder/risk';
export { analyse, type Analysis } from './analysis';
export { mitiSummary, MI_ADHERENT, MI_NON_ADHERENT, type MitiSummary } from './metrics/miti';
export { talkTime, type TalkTime } from './metrics/talk-time';
export { silence, type Silence } from './metrics/silence';
export { buildInsights, overallScore } from './insights/build-insights';
export * from './grades';
