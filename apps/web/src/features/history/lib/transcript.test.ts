import { describe, expect, it } from 'vitest';
import {
  elapsedSince,
  previewTranscript,
  speakerLabel,
  transcriptFilename,
  transcriptText,
  type TranscriptLine,
} from './transcript';

const start = '2026-03-04T09:15:00.000Z';
const line = (speaker: TranscriptLine['speaker'], text: string, second: number, emotion?: string) => ({
  speaker,
  text,
  emotion: emotion ?? null,
  timestamp: new Date(Date.parse(start) + second * 1000).toISOString(),
});

describe('speakerLabel', () => {
  it('shows the student as You and the patient by name', () => {
    expect(speakerLabel('student', 'Laura Bennett')).toBe('You');
    expect(speakerLabel('patient', 'Laura Bennett')).toBe('Laura Bennett');
    expect(speakerLabel('patient', '')).toBe('Patient');
  });
});

describe('previewTranscript', () => {
  it('keeps the first ten and counts the rest', () => {
    const entries = Array.from({ length: 13 }, (_, i) => i);
    expect(previewTranscript(entries)).toEqual({ shown: entries.slice(0, 10), remaining: 3 });
    expect(previewTranscript([1, 2])).toEqual({ shown: [1, 2], remaining: 0 });
  });
});

describe('elapsedSince', () => {
  it('counts from the session start', () => {
    expect(elapsedSince(start, '2026-03-04T09:16:05.000Z')).toBe('1:05');
    expect(elapsedSince(start, '2026-03-04T09:14:00.000Z')).toBeNull();
    expect(elapsedSince(start, 'not a date')).toBeNull();
  });
});

describe('transcriptFilename', () => {
  it('is named from the patient and the start time', () => {
    expect(transcriptFilename('Laura Bennett', start)).toBe(
      'transcript_Laura_Bennett_2026-03-04_09-15-00.txt',
    );
  });

  it('drops characters file systems dislike', () => {
    expect(transcriptFilename('  Zoë O’Neil / Test ', start)).toBe(
      'transcript_Zoe_ONeil_Test_2026-03-04_09-15-00.txt',
    );
    expect(transcriptFilename('***', 'nope')).toBe('transcript_session_unknown-time.txt');
  });
});

describe('transcriptText', () => {
  it('writes a header and every message with who said it and when', () => {
    const text = transcriptText(
      { patient_name: 'Laura Bennett', start_time: start, duration: 150, score: 86.4, grade: null },
      [line('student', 'Hello, how are you today?', 2), line('patient', 'Not great.', 5, 'sad')],
    );
    expect(text).toBe(
      [
        'Session transcript: Laura Bennett',
        'Started: 2026-03-04 09:15:00 UTC',
        'Duration: 2.5 min',
        'Score: 86% (B)',
        'Messages: 2',
        '',
        '[0:02] You: Hello, how are you today?',
        '[0:05] Laura Bennett (sad): Not great.',
        '',
      ].join('\n'),
    );
  });

  it('says No Score for an unscored session', () => {
    const text = transcriptText(
      { patient_name: 'P', start_time: start, duration: null, score: null, grade: null },
      [],
    );
    expect(text).toContain('Score: No Score');
    expect(text).toContain('Duration: N/A');
  });
});
