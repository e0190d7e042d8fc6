import type { Speaker } from '@practicum/contract';
import { formatClock } from './clock';

/** One line of the live transcript. */
export interface TranscriptLine {
  key: string;
  speaker: Speaker;
  text: string;
  /** When it was shown (ms since the epoch). */
  at: number;
  /** Seconds into the session when it was said, for the time column and the export. */
  offset: number;
  emotion: string | null;
  /** The server's sequence number, once the server has stored it. */
  seq: number | null;
}

/** A line not yet numbered by the server with the same text from the same speaker within 1 s is a duplicate. */
export const DUPLICATE_WINDOW_MS = 1000;

const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');

/**
 * True when `line` repeats a line already shown: the same seq, or, where either has no seq yet, the
 * same text and speaker within 1 s. Two lines the server numbered differently are two lines, even
 * with the same words: a reconnect stamps every restored line with the time it arrived, so a patient
 * who answers "Okay." again just after it would otherwise lose that answer.
 */
export function isDuplicate(lines: readonly TranscriptLine[], line: Omit<TranscriptLine, 'key'>): boolean {
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const other = lines[i]!;
    if (line.seq !== null && other.seq !== null) {
      if (other.seq === line.seq) return true;
      continue;
    }
    if (
      other.speaker === line.speaker &&
      Math.abs(line.at - other.at) < DUPLICATE_WINDOW_MS &&
      same(other.text, line.text)
    )
      return true;
  }
  return false;
}

let counter = 0;

/**
 * The lines with `line` added in seq order (a transcript the server finished late goes before the
 * stored lines after it; a line without seq goes last), or the same array when it is a duplicate or
 * empty.
 */
export function addLine(
  lines: readonly TranscriptLine[],
  line: Omit<TranscriptLine, 'key'>,
): TranscriptLine[] {
  if (!line.text.trim() || isDuplicate(lines, line)) return lines as TranscriptLine[];
  counter += 1;
  const added = { ...line, key: line.seq !== null ? `seq-${line.seq}` : `line-${counter}` };
  const seq = line.seq;
  const at = seq === null ? -1 : lines.findIndex((l) => l.seq !== null && l.seq > seq);
  if (at < 0) return [...lines, added];
  return [...lines.slice(0, at), added, ...lines.slice(at)];
}

export interface ServerLine {
  seq: number;
  speaker: Speaker;
  text: string;
  emotion: string | null;
}

/**
 * The transcript the server sends on (re)connect is the truth; lines already shown keep their time,
 * new ones are stamped now.
 */
export function mergeServerTranscript(
  lines: readonly TranscriptLine[],
  server: readonly ServerLine[],
  at: number,
  offset: number,
): TranscriptLine[] {
  const bySeq = new Map(lines.filter((l) => l.seq !== null).map((l) => [l.seq, l]));
  return server.map((s) => {
    const known = bySeq.get(s.seq);
    return known
      ? { ...known, text: s.text, emotion: s.emotion }
      : { key: `seq-${s.seq}`, speaker: s.speaker, text: s.text, emotion: s.emotion, seq: s.seq, at, offset };
  });
}

export const speakerName = (speaker: Speaker, patientName: string): string =>
  speaker === 'student' ? 'You' : patientName;

/** The plain-text export of the live transcript. */
export function transcriptText(
  lines: readonly TranscriptLine[],
  patientName: string,
  exportedAt: Date,
  durationSeconds: number,
): string {
  const header = [
    'Practice Session Transcript',
    `Patient: ${patientName}`,
    `Exported: ${exportedAt.toLocaleString()}`,
    `Duration: ${formatClock(durationSeconds)}`,
    `Messages: ${lines.length}`,
    '',
  ];
  const body = lines.map((l) => {
    const who = speakerName(l.speaker, patientName);
    const mood = l.speaker === 'patient' && l.emotion ? ` (${l.emotion})` : '';
    return `[${formatClock(l.offset)}] ${who}${mood}: ${l.text}`;
  });
  return [...header, ...body, ''].join('\n');
}

/** "transcript-maria-lopez-2025-03-01-1405.txt": named from the patient and the time. */
export function transcriptFilename(patientName: string, at: Date): string {
  const slug =
    patientName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'patient';
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `transcript-${slug}-${stamp}.txt`;
}

export const EMPTY_TRANSCRIPT_MESSAGE = 'No transcript to download. Start a conversation first.';
