import { describe, expect, it } from 'vitest';
import { AudioChunker, type Timers } from './chunker';

function manualTimers() {
  let now = 0;
  let tasks: { at: number; fn: () => void; id: number }[] = [];
  let id = 0;
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      tasks.push({ at: now + ms, fn, id: ++id });
      return id;
    },
    clearTimeout: (h) => void (tasks = tasks.filter((t) => t.id !== h)),
  };
  const advance = (ms: number) => {
    now += ms;
    const due = tasks.filter((t) => t.at <= now);
    tasks = tasks.filter((t) => t.at > now);
    due.forEach((t) => t.fn());
  };
  return { timers, advance, pending: () => tasks.length };
}

const buffer = (value: number) => new Int16Array(2048).fill(value);

describe('AudioChunker', () => {
  it('sends four buffers at once as one chunk', () => {
    const { timers, pending } = manualTimers();
    const chunks: Int16Array[] = [];
    const chunker = new AudioChunker({ onChunk: (c) => chunks.push(c), timers });
    [1, 2, 3].forEach((v) => chunker.push(buffer(v)));
    expect(chunks).toHaveLength(0);
    chunker.push(buffer(4));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toHaveLength(4 * 2048);
    expect([chunks[0]![0], chunks[0]![2048], chunks[0]![3 * 2048]]).toEqual([1, 2, 4]);
    expect(pending()).toBe(0);
  });

  it('sends what waits 100 ms after the oldest buffer arrived', () => {
    const { timers, advance } = manualTimers();
    const chunks: Int16Array[] = [];
    const chunker = new AudioChunker({ onChunk: (c) => chunks.push(c), timers });
    chunker.push(buffer(1));
    advance(85);
    chunker.push(buffer(2));
    advance(14);
    expect(chunks).toHaveLength(0);
    advance(1);
    expect(chunks.map((c) => c.length)).toEqual([4096]);
    chunker.push(buffer(3));
    advance(100);
    expect(chunks.map((c) => c.length)).toEqual([4096, 2048]);
  });

  it('flushes on demand, and reset drops without sending', () => {
    const { timers, advance } = manualTimers();
    const chunks: Int16Array[] = [];
    const chunker = new AudioChunker({ onChunk: (c) => chunks.push(c), timers });
    chunker.flush();
    expect(chunks).toHaveLength(0);
    chunker.push(buffer(1));
    chunker.flush();
    expect(chunks).toHaveLength(1);
    chunker.push(buffer(2));
    chunker.reset();
    advance(500);
    expect(chunks).toHaveLength(1);
  });
});
