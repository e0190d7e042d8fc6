/**
 * @practicum/scoring: codes student utterances with published counselling-skills systems (MITI 4.2,
 * EPITOME, C-SSRS), measures the session and builds the Insights object the contract describes. Pure: no
 * I/O, no clocks, no randomness.
 */
// The coder is re-exported: callers that score a transcript also read its codes.
export * from '@practicum/coder';
export * from './schemas/insights.schema';
export { analyse, type Analysis } from './analysis';
export { mitiSummary, MI_ADHERENT, MI_NON_ADHERENT, type MitiSummary } from './metrics/miti';
export { talkTime, type TalkTime } from './metrics/talk-time';
export { silence, type Silence } from './metrics/silence';
export { buildInsights, overallScore } from './insights/build-insights';
export * from './grades';
export {
  markChecklist,
  markItem,
  ratingFor,
  stationScore,
  stationSummary,
  STATION_LABELS,
} from './checklist/mark';
