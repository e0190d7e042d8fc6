import { THRESHOLDS } from '../grades';
import { type ScoringUtterance } from '@practicum/coder';

export interface Silence {
  measured: boolean;
  /** Student turns that started before the patient had finished (by more than 300 ms). */
  interruptions: number[];
  /** Student turns preceded by a pause of 3 s or more after the patient spoke. */
  pausesAllowed: number[];
  /** Patient-to-student hand-overs measured. */
  handovers: number;
  medianResponseMs: number | null;
}

/**
 * Silence handling needs timing: the gap between the end of a patient turn and the start of the
 * student's reply. Interrupting is counted against the student; leaving room after the patient
 * speaks (3 s or more) is counted for them. Without timings nothing is claimed.
 */
export function silence(utterances: readonly ScoringUtterance[]): Silence {
  const gaps: number[] = [];
  const interruptions: number[] = [];
  const pauses: number[] = [];
  for (let i = 1; i < utterances.length; i++) {
    const prev = utterances[i - 1]!;
    const u = utterances[i]!;
    if (u.speaker !== 'student' || prev.speaker !== 'patient') continue;
    if (prev.end_ms == null || u.start_ms == null) continue;
    const gap = u.start_ms - prev.end_ms;
    gaps.push(gap);
    if (gap < THRESHOLDS.interruptionMs) interruptions.push(u.seq);
    if (gap >= THRESHOLDS.pauseMs) pauses.push(u.seq);
  }
  const sorted = [...gaps].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median =
    sorted.length === 0
      ? null
      : sorted.length % 2
        ? sorted[mid]!
        : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
  return {
    measured: gaps.length > 0,
    interruptions,
    pausesAllowed: pauses,
    handovers: gaps.length,
    medianResponseMs: median,
  };
}
