import { describe, expect, it } from 'vitest';
import {
  addLine,
  isDuplicate,
  mergeServerTranscript,
  transcriptFilename,
  transcriptText,
  type TranscriptLine,
} from './transcript';

const line = (over: Partial<TranscriptLine>): Omit<TranscriptLine, 'key'> => ({
  speaker: 'student',
  text: 'Hello there',
  at: 1000,
  offset: 1,
  emotion: null,
  seq: null,
  ...over,
});

describe('duplicate entries', () => {
  it('drops the same text from the same speaker within 1 s', () => {
    let lines = addLine([], line({}));
    lines = addLine(lines, line({ at: 1999, text: '  Hello   there ' }));
    expect(lines).toHaveLength(1);
  });

  it('keeps it after 1 s, from the other speaker, or with other words', () => {
    let lines = addLine([], line({}));
    lines = addLine(lines, line({ at: 2000 }));
    lines = addLine(lines, line({ at: 2100, speaker: 'patient' }));
    lines = addLine(lines, line({ at: 2200, text: 'Hello again' }));
    expect(lines.map((l) => [l.speaker, l.text, l.at])).toEqual([
      ['student', 'Hello there', 1000],
      ['student', 'Hello there', 2000],
      ['patient', 'Hello there', 2100],
      ['student', 'Hello again', 2200],
    ]);
  });

  it('drops a line the server already numbered (text_message_sent then transcription_complete)', () => {
    const lines = addLine([], line({ seq: 4 }));
    expect(isDuplicate(lines, line({ seq: 4, at: 60_000, text: 'other' }))).toBe(true);
    expect(addLine(lines, line({ seq: 5, at: 60_000 }))).toHaveLength(2);
  });

  it('keeps a line the server numbered anew with the same words just after a reconnect restored the earlier one', () => {
    // On reconnect every stored line is stamped with the time it arrived; a guarded patient's
    // "Okay." to the next typed line may come within the second.
    const restored = addLine([], line({ seq: 6, speaker: 'patient', text: 'Okay.', at: 5000 }));
    const lines = addLine(restored, line({ seq: 8, speaker: 'patient', text: 'Okay.', at: 5400 }));
    expect(lines.map((l) => l.seq)).toEqual([6, 8]);
  });

  it('ignores empty text', () => {
    expect(addLine([], line({ text: '   ' }))).toEqual([]);
  });
});

describe('seq order', () => {
  it('puts a line the server numbered earlier before the later ones; unnumbered lines go last', () => {
    let lines = addLine([], line({ seq: 1, text: 'one' }));
    lines = addLine(lines, line({ seq: 3, text: 'three', speaker: 'patient' }));
    lines = addLine(lines, line({ seq: null, text: 'local', at: 5000 }));
    lines = addLine(lines, line({ seq: 2, text: 'two', at: 9000 }));
    expect(lines.map((l) => l.text)).toEqual(['one', 'two', 'three', 'local']);
  });
});

describe('mergeServerTranscript', () => {
  it('takes the server transcript, keeping the times of lines already shown', () => {
    const shown = addLine([], line({ seq: 1, at: 500, offset: 0 }));
    const merged = mergeServerTranscript(
      shown,
      [
        { seq: 1, speaker: 'student', text: 'Hello there', emotion: null },
        { seq: 2, speaker: 'patient', text: 'Hi.', emotion: 'anxious' },
      ],
      9000,
      12,
    );
    expect(merged.map((l) => [l.seq, l.at, l.offset, l.emotion])).toEqual([
      [1, 500, 0, null],
      [2, 9000, 12, 'anxious'],
    ]);
  });
});

describe('transcript export', () => {
  const lines = [
    { ...line({ seq: 1, offset: 3 }), key: 'a' },
    { ...line({ seq: 2, offset: 65, speaker: 'patient', text: 'I am tired.', emotion: 'sad' }), key: 'b' },
  ];

  it('writes a header and one line per utterance, the student as You', () => {
    const text = transcriptText(lines, 'Maria López', new Date(2025, 2, 1, 14, 5, 9), 125);
    expect(text).toContain('Patient: Maria López');
    expect(text).toContain('Duration: 02:05');
    expect(text).toContain('Messages: 2');
    expect(text).toContain('[00:03] You: Hello there');
    expect(text).toContain('[01:05] Maria López (sad): I am tired.');
  });

  it('names the file from the patient and the time', () => {
    expect(transcriptFilename('Maria López', new Date(2025, 2, 1, 14, 5, 9))).toBe(
      'transcript-maria-lopez-2025-03-01-140509.txt',
    );
    expect(transcriptFilename('???', new Date(2025, 0, 2, 3, 4, 5))).toBe(
      'transcript-patient-2025-01-02-030405.txt',
    );
  });
});
