import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { fullDiskRecordingStore } from '../../test/support/failing-recording-store';
import { decodeOggOpus } from '../../test/support/recording';
import { fileRecordingStore } from '../lib/recording-store';
import { SessionRecording } from './runner-recording';

const dir = mkdtempSync(join(tmpdir(), 'practicum-session-recording-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, errors: () => lines.filter((l) => l.level === 50) };
}

const speech = (n: number) => Int16Array.from({ length: n }, (_, i) => Math.round(6000 * Math.sin(i / 9)));

describe('a session recording that fails', () => {
  it('is logged and dropped when the timeline jumps too far to place, and the session goes on', async () => {
    const store = fileRecordingStore(dir);
    const { log, errors } = capturedLog();
    let now = 0;
    const recording = new SessionRecording(store, log, () => now);
    const fileId = await recording.open('jump', null);
    now = 1000;
    recording.student(speech(24_000));
    now = 1500;
    recording.flush();
    // The wall clock leapt (a suspended machine, a clock set by hand): years of silence to place.
    now = 1e12;
    expect(() => recording.flush()).not.toThrow();
    await vi.waitFor(() => expect(errors()).toHaveLength(1));
    expect(recording.isOpen).toBe(false);
    // The session goes on: audio and flushes are ignored, and closing is quiet.
    recording.student(speech(2400));
    recording.patient(speech(2400));
    recording.flush();
    await recording.close();
    expect(errors()).toHaveLength(1);
    const decoded = await decodeOggOpus(readFileSync(join(dir, 'recordings', fileId)));
    expect(decoded.seconds).toBeGreaterThan(0.9);
  });

  it('is logged once, with no audio in the log, when the disk is full', async () => {
    const store = fullDiskRecordingStore(fileRecordingStore(dir), 4000);
    const { log, errors } = capturedLog();
    let now = 0;
    const recording = new SessionRecording(store, log, () => now);
    await recording.open('full', null);
    for (now = 500; now <= 5000; now += 500) {
      recording.student(speech(12_000));
      recording.flush();
      await new Promise((r) => setTimeout(r, 20));
    }
    await vi.waitFor(() => expect(errors()).toHaveLength(1));
    expect(recording.isOpen).toBe(false);
    const [line] = errors();
    expect(line!.failure).toEqual({
      name: 'Error',
      code: 'ENOSPC',
      message: expect.stringContaining('no space'),
    });
    await expect(recording.close(5000)).resolves.toBeUndefined();
    expect(errors()).toHaveLength(1);
  });
});
