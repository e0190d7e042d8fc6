import { afterAll, describe, expect, it, vi } from 'vitest';
import { SpeechCache } from './cache';
import { SpeechScheduler } from './scheduler';

const female = { voice: 'female', speed: 1 } as const;
/** Base64 in JSON: what a chunk of PCM16 weighs in the client's socket. */
const wire = (chunk: Int16Array) => Math.ceil((chunk.byteLength * 4) / 3);

/** A client socket that takes nothing until told to: its backlog is everything sent since. */
class SlowClient {
  sent = 0;
  chunks = 0;
  draining = false;
  backlog = () => (this.draining ? 0 : this.sent);
  take = (chunk: Int16Array) => {
    this.sent += wire(chunk);
    this.chunks++;
  };
}

describe('SpeechScheduler', { timeout: 120_000 }, () => {
  // One worker, so the order in which sentences are synthesised is the scheduler's alone. The tests
  // wait for real synthesis, which a busy machine slows down many times over (hence the timeouts).
  const speech = new SpeechScheduler({ workers: 1, cache: { maxBytes: 0, maxChars: 0 } });
  afterAll(() => speech.close());

  it("gives a new reply's first sentence to the synthesizer before older replies' later sentences", async () => {
    const first = 'I am so tired.';
    const reply = `${first} Work is hard.`;
    // How many chunks the first sentence makes on its own (eSpeak is deterministic).
    let firstChunks = 0;
    await speech.session().speak(first, female, () => firstChunks++);
    expect(firstChunks).toBeGreaterThan(2);

    const order: string[] = [];
    const counts = new Array<number>(50).fill(0);
    let olderFirstAudio!: () => void;
    const olderStarted = new Promise<void>((resolve) => (olderFirstAudio = resolve));
    const older = Array.from({ length: 50 }, (_, i) =>
      speech.session().speak(reply, female, () => {
        counts[i]!++;
        order.push(counts[i]! <= firstChunks ? `old-first` : `old-later`);
        olderFirstAudio();
      }),
    );
    // The oldest reply is already speaking (its later sentences are waiting) when the new one comes.
    await olderStarted;
    let newFirst = -1;
    const fresh = speech.session().speak(reply, female, () => {
      if (newFirst < 0) newFirst = order.length;
      order.push('new');
    });
    await Promise.all([...older, fresh]);

    expect(newFirst).toBeGreaterThan(0);
    const firstLater = order.indexOf('old-later');
    expect(firstLater).toBeGreaterThan(newFirst);
    // Every reply's first sentence went before any reply's second.
    expect(order.slice(0, firstLater).filter((x) => x === 'old-first')).toHaveLength(50 * firstChunks);
    expect(speech.stats()).toMatchObject({ sessions: 0, queuedSentences: 0, inFlight: 0 });
  }, 180_000);

  it('holds back a slow client once it has the high-water mark waiting, and goes on when it drains', async () => {
    const highWater = 100_000;
    const bounded = new SpeechScheduler({
      workers: 1,
      highWaterBytes: highWater,
      recheckMs: 10,
      cache: { maxBytes: 0, maxChars: 0 },
    });
    try {
      const slow = new SlowClient();
      const reply = Array.from({ length: 12 }, (_, i) => `This is sentence number ${i + 1}.`).join(' ');
      const spoken = bounded.session(slow.backlog).speak(reply, female, slow.take);
      await vi.waitFor(() => expect(bounded.stats().held).toBe(1), { timeout: 60_000 });
      const heldAt = slow.sent;
      // Past the mark by at most the one sentence that crossed it (each is under 2 s of audio).
      expect(heldAt).toBeGreaterThan(highWater);
      expect(heldAt).toBeLessThan(highWater + 2 * 64_000);
      expect(bounded.stats().queuedSentences).toBeGreaterThan(0);

      // Meanwhile another session is served as usual.
      let other = 0;
      await bounded.session().speak('I am fine. Thank you.', female, () => other++);
      expect(other).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 100));
      expect(slow.sent).toBe(heldAt);

      slow.draining = true;
      await spoken;
      let alone = 0;
      await bounded.session().speak(reply, female, () => alone++);
      expect(slow.chunks).toBe(alone);
      expect(bounded.stats()).toMatchObject({ sessions: 0, queuedSentences: 0, held: 0 });
    } finally {
      await bounded.close();
    }
  });

  it('drops what a cancelled session still had to say and frees its queue', async () => {
    const slow = new SlowClient();
    const session = new SpeechScheduler({ workers: 1, highWaterBytes: 1, recheckMs: 10 });
    try {
      const voice = session.session(slow.backlog);
      const reply = 'One more thing. And another. And one more. And the last one.';
      const spoken = voice.speak(reply, female, slow.take);
      await vi.waitFor(() => expect(session.stats().held).toBe(1), { timeout: 60_000 });
      expect(session.stats().queuedSentences).toBe(3);
      voice.cancel();
      await spoken;
      expect(session.stats()).toMatchObject({ sessions: 0, queuedSentences: 0 });
      const before = slow.chunks;
      // The session speaks again after a cancel.
      slow.draining = true;
      await voice.speak('Sorry, go on.', female, slow.take);
      expect(slow.chunks).toBeGreaterThan(before);
      // A closed session says nothing more.
      voice.close();
      await voice.speak('Still here?', female, slow.take);
      expect(session.stats().sessions).toBe(0);
    } finally {
      await session.close();
    }
  });

  it('says recurring short lines from the cache, keyed by voice and prosody as well as the text', async () => {
    const cached = new SpeechScheduler({ workers: 1 });
    try {
      const collect = async (text: string, options: { voice: 'female' | 'male'; speed: number }) => {
        const chunks: Int16Array[] = [];
        await cached.session().speak(text, options, (c) => chunks.push(c));
        return chunks;
      };
      const hello = await collect('Hello. Thanks for seeing me.', female);
      expect(cached.stats().cache).toMatchObject({ hits: 0, misses: 2, entries: 2 });
      const again = await collect('Hello. Thanks for seeing me.', female);
      expect(cached.stats().cache).toMatchObject({ hits: 2, misses: 2 });
      expect(again).toEqual(hello);
      await collect('Hello.', { voice: 'male', speed: 1 });
      await collect('Hello.', { voice: 'female', speed: 1.5 });
      expect(cached.stats().cache).toMatchObject({ hits: 2, misses: 4, entries: 4 });
    } finally {
      await cached.close();
    }
  });
});

describe('SpeechCache', () => {
  const pcm = (samples: number) => [new Int16Array(samples)];

  it('keeps short lines within its byte budget, least recently used out first', () => {
    const cache = new SpeechCache({ maxBytes: 3000, maxChars: 20 });
    const a = cache.key('Okay.', female);
    const b = cache.key('I do not know.', female);
    const c = cache.key('Hello.', female);
    cache.set(a, pcm(600));
    cache.set(b, pcm(600));
    expect(cache.get(a)).toBeDefined();
    cache.set(c, pcm(600));
    expect(cache.bytes).toBeLessThanOrEqual(3000);
    expect(cache.get(b)).toBeUndefined();
    expect(cache.get(a)).toBeDefined();
    expect(cache.get(c)).toBeDefined();
  });

  it('never keeps long lines, and keys equal requests alike whatever the order of their fields', () => {
    const cache = new SpeechCache({ maxBytes: 3000, maxChars: 20 });
    expect(cache.key('This line is far too long to be worth keeping.', female)).toBeNull();
    const voice = { name: 'en-gb', pitch: 40, rate: 150 };
    expect(cache.key('Okay.', { voice, speed: 1 })).toBe(
      cache.key('Okay.', { speed: 1, voice: { rate: 150, name: 'en-gb', pitch: 40 } }),
    );
    expect(cache.key('Okay.', { voice, speed: 1 })).not.toBe(
      cache.key('Okay.', { voice: { ...voice, pitch: 41 }, speed: 1 }),
    );
  });
});
