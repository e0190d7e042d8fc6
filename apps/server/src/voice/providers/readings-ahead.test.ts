import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[][] = [];
let release: () => void = () => undefined;
vi.mock('@practicum/coder', () => ({
  prepareReadings: vi.fn((texts: string[]) => {
    calls.push(texts);
    return new Promise<void>((resolve) => (release = resolve));
  }),
}));

const { readingsAhead } = await import('./readings-ahead');

beforeEach(() => {
  calls.length = 0;
});

describe('readingsAhead', () => {
  it('starts a line reading when it arrives, and the answer waits for that one reading', async () => {
    const readings = readingsAhead();
    readings.prepare('How are you?');
    readings.prepare('How are you?');
    expect(calls).toEqual([['How are you?']]);
    let ready = false;
    const waiting = readings.ready('How are you?').then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    release();
    await waiting;
    expect(calls).toHaveLength(1);
  });

  it('reads a line nobody prepared when its answer is asked for', async () => {
    const readings = readingsAhead();
    const waiting = readings.ready('Tell me more.');
    expect(calls).toEqual([['Tell me more.']]);
    release();
    await waiting;
    // Once answered, the same words said again are read again (the coder's own cache answers).
    readings.prepare('Tell me more.');
    expect(calls).toHaveLength(2);
  });
});
