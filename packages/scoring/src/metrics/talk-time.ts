import { THRESHOLDS } from '../grades';
import { type ScoringUtterance } from '@practicum/coder';
import { wordCount } from '@practicum/coder';

export interface TalkTime {
  basis: 'duration' | 'words';
  /** Milliseconds (duration basis) or words. */
  student: number;
  patient: number;
  studentPercent: number;
  patientPercent: number;
  optimal: boolean;
  longestMonologue: { seq: number; endSeq: number; words: number; ms: number | null } | null;
  /** Share of all student words spoken in the longest uninterrupted run. */
  monologueShare: number;
}

function duration(u: ScoringUtterance): number | null {
  if (u.start_ms == null || u.end_ms == null || u.end_ms < u.start_ms) return null;
  return u.end_ms - u.start_ms;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Talk shares from measured speech durations when every utterance has them; otherwise from word
 * counts (speech rate differs little between the two roles, so words are a fair proxy). Mixing the
 * two would compare milliseconds with words, so partial timing falls back to words.
 */
export function talkTime(utterances: readonly ScoringUtterance[]): TalkTime {
  const spoken = utterances.filter((u) => u.text.trim() !== '');
  const timed = spoken.length > 0 && spoken.every((u) => duration(u) !== null);
  const amount = (u: ScoringUtterance) => (timed ? (duration(u) ?? 0) : wordCount(u.text));
  let student = 0;
  let patient = 0;
  for (const u of spoken) {
    if (u.speaker === 'student') student += amount(u);
    else patient += amount(u);
  }
  const total = student + patient;
  const studentPercent = total > 0 ? round1((100 * student) / total) : 0;
  const patientPercent = total > 0 ? round1(100 - studentPercent) : 0;

  let longest: TalkTime['longestMonologue'] = null;
  let run: { seq: number; endSeq: number; words: number; ms: number | null } | null = null;
  let studentWords = 0;
  for (const u of spoken) {
    if (u.speaker !== 'student') {
      run = null;
      continue;
    }
    const w = wordCount(u.text);
    studentWords += w;
    const ms = duration(u);
    if (run) {
      run.endSeq = u.seq;
      run.words += w;
      run.ms = run.ms !== null && ms !== null ? run.ms + ms : null;
    } else run = { seq: u.seq, endSeq: u.seq, words: w, ms: timed ? ms : null };
    if (!longest || run.words > longest.words) longest = { ...run };
  }
  const { min, max } = THRESHOLDS.studentTalk;
  return {
    basis: timed ? 'duration' : 'words',
    student,
    patient,
    studentPercent,
    patientPercent,
    optimal: total > 0 && studentPercent >= min && studentPercent <= max,
    longestMonologue: longest,
    monologueShare: longest && studentWords > 0 ? longest.words / studentWords : 0,
  };
}
