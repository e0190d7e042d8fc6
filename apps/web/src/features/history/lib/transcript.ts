import type { Speaker } from '@practicum/contract';
import { formatClock, formatMinutes } from './duration';
import { formatScore, gradeFor } from '../../../lib/score';

/** Messages the details modal shows before '... and N more messages'. */
export const TRANSCRIPT_PREVIEW_SIZE = 10;

export interface TranscriptLine {
  speaker: Speaker;
  text: string;
  timestamp: string;
  emotion?: string | null;
}

export interface TranscriptSession {
  patient_name: string;
  start_time: string;
  duration: number | null;
  score: number | null;
  grade: string | null;
}

/** The student reads their own lines as "You". */
export function speakerLabel(speaker: Speaker, patientName: string): string {
  return speaker === 'student' ? 'You' : patientName || 'Patient';
}

/** The first messages and how many more there are. */
export function previewTranscript<T>(entries: readonly T[], size = TRANSCRIPT_PREVIEW_SIZE) {
  return { shown: entries.slice(0, size), remaining: Math.max(0, entries.length - size) };
}

/** Time since the session started, "m:ss"; null when either time is unreadable or it came first. */
export function elapsedSince(start: string, at: string): string | null {
  const ms = Date.parse(at) - Date.parse(start);
  return Number.isFinite(ms) && ms >= 0 ? formatClock(ms / 1000) : null;
}

/**
 * File name of an exported transcript, from the patient and the session's start (UTC), safe on every
 * file system: `transcript_Laura_Bennett_2026-03-04_09-15-00.txt`.
 */
export function transcriptFilename(patientName: string, startTime: string): string {
  const patient =
    patientName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s-]+/g, '_') || 'session';
  const date = new Date(startTime);
  const stamp = Number.isNaN(date.getTime())
    ? 'unknown-time'
    : date.toISOString().slice(0, 19).replace('T', '_').replaceAll(':', '-');
  return `transcript_${patient}_${stamp}.txt`;
}

/** The whole conversation as plain text: a short header, then one line per message. */
export function transcriptText(session: TranscriptSession, entries: readonly TranscriptLine[]): string {
  const score = formatScore(session.score);
  const grade = gradeFor(session.score, session.grade);
  const header = [
    `Session transcript: ${session.patient_name}`,
    `Started: ${new Date(session.start_time).toISOString().replace('T', ' ').slice(0, 19)} UTC`,
    `Duration: ${formatMinutes(session.duration)}`,
    `Score: ${score ? `${score}${grade ? ` (${grade})` : ''}` : 'No Score'}`,
    `Messages: ${entries.length}`,
  ];
  const lines = entries.map((entry) => {
    const elapsed = elapsedSince(session.start_time, entry.timestamp);
    const who = speakerLabel(entry.speaker, session.patient_name);
    const emotion = entry.speaker === 'patient' && entry.emotion ? ` (${entry.emotion})` : '';
    return `${elapsed ? `[${elapsed}] ` : ''}${who}${emotion}: ${entry.text}`;
  });
  return `${[...header, '', ...lines].join('\n')}\n`;
}
