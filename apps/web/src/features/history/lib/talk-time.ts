/** Talk-time optimal ranges in percent, inclusive; outside them the share reads Needs Adjustment. */
export const TALK_TIME_OPTIMAL = {
  student: { min: 25, max: 40 },
  patient: { min: 60, max: 75 },
} as const;

export type TalkTimeVerdict = 'Optimal Range' | 'Needs Adjustment';

/** Whether a speaker's share of the talking is in its optimal range; null when it was not measured. */
export function talkTimeVerdict(
  who: keyof typeof TALK_TIME_OPTIMAL,
  percentage: number | null | undefined,
): TalkTimeVerdict | null {
  if (typeof percentage !== 'number' || !Number.isFinite(percentage)) return null;
  const { min, max } = TALK_TIME_OPTIMAL[who];
  return percentage >= min && percentage <= max ? 'Optimal Range' : 'Needs Adjustment';
}
