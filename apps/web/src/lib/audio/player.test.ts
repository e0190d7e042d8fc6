import { describe, expect, it } from 'vitest';
import type { Timers } from './chunker';
import { FakeContext } from '../../../test/support/fake-audio-context';
import { createPlayer, type PlaybackContext } from './player';

function manualTimers() {
  let tasks: { at: number; fn: () => void; id: number }[] = [];
  let now = 0;
  let id = 0;
  const timers: Timers = {
    setTimeout: (fn, ms) => (tasks.push({ at: now + ms, fn, id: ++id }), id),
    clearTimeout: (h) => void (tasks = tasks.filter((t) => t.id !== h)),
  };
  const advance = (ms: number) => {
    now += ms;
    const due = tasks.filter((t) => t.at <= now);
    tasks = tasks.filter((t) => t.at > now);
    due.forEach((t) => t.fn());
  };
  return { timers, advance };
}

function setup() {
  const ctx = new FakeContext(true);
  const { timers, advance } = manualTimers();
  const speaking: boolean[] = [];
  const errors: string[] = [];
  const bursts: number[] = [];
  const player = createPlayer({
    onSpeakingChange: (s) => speaking.push(s),
    onError: (e) => errors.push(e),
    onBurstStart: (at) => bursts.push(at),
    createContext: () => ctx as unknown as PlaybackContext,
    timers,
    now: () => 1000,
  });
  return { ctx, player, speaking, errors, bursts, advance };
}

const chunk = (ms: number) => new Int16Array((24000 * ms) / 1000).fill(1000);

describe('createPlayer', () => {
  it('schedules chunks back to back and says when the patient starts and stops speaking', () => {
    const { ctx, player, speaking, bursts } = setup();
    player.enqueue(chunk(100));
    player.enqueue(chunk(200));
    player.enqueue(chunk(100));
    const starts = ctx.sources.map((s) => s.startedAt!);
    expect(starts[0]).toBeCloseTo(0.005);
    expect(starts[1]).toBeCloseTo(0.105);
    expect(starts[2]).toBeCloseTo(0.305);
    expect(speaking).toEqual([true]);
    expect(bursts).toEqual([1005]);
    ctx.playUntil(0.2);
    expect(speaking).toEqual([true]);
    ctx.playUntil(0.5);
    expect(speaking).toEqual([true, false]);
  });

  it('starts a new burst from now, not from where the last one ended', () => {
    const { ctx, player, bursts } = setup();
    player.enqueue(chunk(100));
    ctx.playUntil(5);
    player.enqueue(chunk(100));
    expect(ctx.sources[1]!.startedAt).toBeCloseTo(5.005);
    expect(bursts).toHaveLength(2);
  });

  it('stops what plays, and plays nothing while turned off', () => {
    const { ctx, player, speaking } = setup();
    player.enqueue(chunk(100));
    player.enqueue(chunk(100));
    player.stop();
    expect(ctx.sources.every((s) => s.stopped)).toBe(true);
    expect(speaking).toEqual([true, false]);
    player.setEnabled(false);
    player.enqueue(chunk(100));
    expect(ctx.sources).toHaveLength(2);
    expect(player.enabled).toBe(false);
    player.setEnabled(true);
    player.enqueue(chunk(100));
    expect(ctx.sources).toHaveLength(3);
    expect(ctx.sources[2]!.startedAt).toBeCloseTo(0.005);
    player.setVolume(40);
    expect(ctx.gain.gain.value).toBeCloseTo(0.4);
  });

  it('on stop (barge-in) flushes what is scheduled and what waits for a held-back context', async () => {
    const { ctx, player, speaking } = setup();
    player.enqueue(chunk(100));
    player.enqueue(chunk(100));
    ctx.state = 'suspended';
    let allow!: () => void;
    ctx.resume = () => new Promise<void>((resolve) => (allow = resolve));
    player.enqueue(chunk(100));
    expect([ctx.sources.length, player.queued]).toEqual([2, 1]);
    player.stop();
    expect(ctx.sources.every((s) => s.stopped)).toBe(true);
    expect(player.queued).toBe(0);
    expect(speaking).toEqual([true, false]);
    // The context runs again: nothing of the stopped answer is left to play.
    ctx.state = 'running';
    allow();
    await Promise.resolve();
    await Promise.resolve();
    expect(ctx.sources).toHaveLength(2);
    // The next answer starts from now, not after the stopped one.
    ctx.currentTime = 0.05;
    player.enqueue(chunk(100));
    expect(ctx.sources[2]!.startedAt).toBeCloseTo(0.055);
  });

  it('keeps chunks queued while the context is held back, and plays them once it runs', async () => {
    const { ctx, player, speaking } = setup();
    ctx.state = 'suspended';
    let allow!: () => void;
    ctx.resume = () => {
      ctx.resumeCalls += 1;
      return new Promise<void>((resolve) => (allow = resolve));
    };
    player.enqueue(chunk(100));
    player.enqueue(chunk(100));
    expect(ctx.sources).toHaveLength(0);
    expect(player.queued).toBe(2);
    expect(ctx.resumeCalls).toBe(1); // one resume at a time
    ctx.state = 'running';
    allow();
    await Promise.resolve();
    await Promise.resolve();
    expect(ctx.sources).toHaveLength(2);
    expect(player.queued).toBe(0);
    expect(speaking).toEqual([true]);
  });

  it('gives up after 30 s without progress and reports it', () => {
    const { ctx, player, errors, speaking, advance } = setup();
    ctx.state = 'suspended';
    player.enqueue(chunk(100));
    advance(29_999);
    expect(errors).toEqual([]);
    advance(1);
    expect(errors).toEqual(['Audio playback failed']);
    expect(player.queued).toBe(0);
    expect(speaking).toEqual([]);
  });

  it('does not time out while audio keeps ending on time', () => {
    const { ctx, player, errors, advance } = setup();
    for (let i = 0; i < 5; i += 1) player.enqueue(chunk(10_000));
    for (let t = 10; t <= 50; t += 10) {
      advance(10_000);
      ctx.playUntil(t + 0.1);
    }
    expect(errors).toEqual([]);
  });

  it('reports a chunk that cannot be played and drops a long queue behind it', async () => {
    const { ctx, player, errors } = setup();
    ctx.state = 'suspended';
    let allow!: () => void;
    ctx.resume = () => new Promise<void>((resolve) => (allow = resolve));
    for (let i = 0; i < 12; i += 1) player.enqueue(chunk(10));
    const create = ctx.createBufferSource.bind(ctx);
    let calls = 0;
    ctx.createBufferSource = () => {
      calls += 1;
      if (calls === 1) throw new Error('decode');
      return create();
    };
    ctx.state = 'running';
    allow();
    await Promise.resolve();
    await Promise.resolve();
    expect(errors).toEqual(['Audio playback failed']);
    expect(ctx.sources).toHaveLength(0); // 11 waited behind the failure: more than 10, dropped
    player.enqueue(chunk(10));
    expect(ctx.sources).toHaveLength(1);
  });
});
