import { availableParallelism } from 'node:os';
import { REALTIME_SAMPLE_RATE } from '@practicum/contract';
import { DEFAULT_SPEECH_CACHE, SpeechCache, type SpeechCacheOptions } from './cache';
import { sentences, SpeechSynthesizer, type SpeakOptions, type SpeechEngine } from './synthesizer';

export interface SchedulerOptions {
  /**
   * eSpeak workers, each a thread with its own warm instance. Default: one per core; the event loop
   * mostly waits on sockets and the database meanwhile, and synthesis is what a class full of
   * patients talking at once runs short of.
   */
  workers: number;
  /**
   * Bytes a client may have waiting in its socket before its session's next sentence is held back.
   * Speech is base64 in JSON, about 64 KB per second of audio, so the default is some 8 s of it.
   */
  highWaterBytes: number;
  /** How often sessions held back by a full socket are looked at again (ms). */
  recheckMs: number;
  /** Native eSpeak NG when installed (`auto`), or one engine only (see `SpeechEngine`). */
  engine: SpeechEngine;
}

export const DEFAULT_SCHEDULER: SchedulerOptions = {
  workers: availableParallelism(),
  highWaterBytes: 512 * 1024,
  recheckMs: 25,
  engine: 'auto',
};

interface Reply {
  options: SpeakOptions;
  onChunk: (chunk: Int16Array) => void;
  sentences: string[];
  /** The next sentence to synthesise. */
  next: number;
  /** When the reply was asked for (first sentences are served oldest first). */
  queuedAt: number;
  /** When its first audio left, and how much has left since: when the client will run out of it. */
  firstAudioAt: number | null;
  samplesOut: number;
  done: boolean;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The speech of one live session: its replies, oldest first, at most one sentence of them with the
 * synthesizer at a time, and the audio its client has not taken yet (`backlog`, in bytes).
 */
export class SessionSpeech {
  /** @internal */ replies: Reply[] = [];
  /** @internal A sentence of this session is with the synthesizer. */ busy = false;
  private closed = false;

  constructor(
    private readonly scheduler: SpeechScheduler,
    /** @internal */ readonly backlog: () => number,
  ) {}

  /**
   * Speaks `text` sentence by sentence, calling `onChunk` with 24 kHz PCM16 in order; resolves once
   * all of it has been handed over, or at once when the reply is cancelled.
   */
  speak(text: string, options: SpeakOptions, onChunk: (chunk: Int16Array) => void): Promise<void> {
    const parts = sentences(text);
    if (this.closed || parts.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.replies.push({
        options,
        onChunk,
        sentences: parts,
        next: 0,
        queuedAt: performance.now(),
        firstAudioAt: null,
        samplesOut: 0,
        done: false,
        resolve,
        reject,
      });
      this.scheduler.wake(this);
    });
  }

  /**
   * Drops everything this session still has to say (barge-in, `response.cancelled`): pending replies
   * resolve at once; a sentence already with the synthesizer finishes there but is not delivered.
   */
  cancel(): void {
    for (const reply of this.replies.splice(0)) this.scheduler.settle(reply);
    this.scheduler.forget(this);
  }

  /** The session is over: nothing more is spoken for it. */
  close(): void {
    this.closed = true;
    this.cancel();
  }

  /** Sentences still to synthesise for this session. */
  get queued(): number {
    return this.replies.reduce((n, r) => n + r.sentences.length - r.next, 0);
  }
}

export interface SchedulerStats {
  /** The eSpeak NG that synthesises: native or WebAssembly (null while it starts). */
  engine: 'native' | 'wasm' | null;
  workers: number;
  inFlight: number;
  /** Sessions with something left to say. */
  sessions: number;
  queuedSentences: number;
  /** Sessions whose client has more than the high-water mark waiting. */
  held: number;
  cache: { hits: number; misses: number; entries: number; bytes: number };
}

/**
 * First-audio-first scheduling of speech over the synthesizer's workers. Every reply's first sentence
 * goes before any reply's later sentences (a patient who starts answering at once can finish a few
 * hundred ms later without anyone noticing; synthesis runs hundreds of times faster than speech);
 * first sentences are served oldest first, later ones by when their client runs out of audio. Each
 * session has at most one sentence with the synthesizer, and none while its client still has more
 * than the high-water mark of audio waiting, so a slow client holds back only its own speech and
 * never grows the server's memory. Short recurring lines come from the cache without a worker.
 */
export class SpeechScheduler {
  private readonly waiting = new Set<SessionSpeech>();
  private inFlight = 0;
  private held = 0;
  private recheck: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly options: SchedulerOptions;
  private readonly synth: SpeechSynthesizer;
  readonly cache: SpeechCache;

  constructor(options: Partial<SchedulerOptions & { cache: SpeechCacheOptions }> = {}) {
    this.options = {
      workers: Math.max(1, Math.floor(options.workers ?? DEFAULT_SCHEDULER.workers)),
      highWaterBytes: options.highWaterBytes ?? DEFAULT_SCHEDULER.highWaterBytes,
      recheckMs: options.recheckMs ?? DEFAULT_SCHEDULER.recheckMs,
      engine: options.engine ?? DEFAULT_SCHEDULER.engine,
    };
    this.synth = new SpeechSynthesizer(this.options.workers, { engine: this.options.engine });
    this.cache = new SpeechCache(options.cache ?? DEFAULT_SPEECH_CACHE);
  }

  /** The engine in use, and why native eSpeak NG is not, when it was tried and is not there. */
  get engine(): { engine: 'native' | 'wasm' | null; nativeUnavailable: string | null } {
    return { engine: this.synth.engine, nativeUnavailable: this.synth.nativeUnavailable };
  }

  /** Resolves once every worker has loaded eSpeak and said a line (its code compiled and warm). */
  async warmUp(): Promise<void> {
    await this.synth.warmUp();
    if (this.closed) return;
    const line = 'Hello, thank you for seeing me today. I am not sure where to start.';
    await Promise.all(
      Array.from({ length: this.options.workers * 2 }, () =>
        this.synth.speak(line, { voice: 'neutral', speed: 1 }, () => undefined),
      ),
    );
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Stops the workers; whatever was still to be said is dropped. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.recheck) clearTimeout(this.recheck);
    for (const session of [...this.waiting]) session.close();
    await this.synth.close();
  }

  /** A session's speech; `backlog` reports the bytes its client has not taken yet (0 if unknown). */
  session(backlog: () => number = () => 0): SessionSpeech {
    return new SessionSpeech(this, backlog);
  }

  /** @internal A session has something new to say. */
  wake(session: SessionSpeech): void {
    this.waiting.add(session);
    this.pump();
  }

  /** @internal A session has nothing left to say. */
  forget(session: SessionSpeech): void {
    this.waiting.delete(session);
  }

  /** @internal A reply is over (spoken or dropped). */
  settle(reply: Reply, error?: Error): void {
    if (reply.done) return;
    reply.done = true;
    if (error) reply.reject(error);
    else reply.resolve();
  }

  stats(): SchedulerStats {
    let queued = 0;
    for (const s of this.waiting) queued += s.queued;
    return {
      engine: this.synth.engine,
      workers: this.options.workers,
      inFlight: this.inFlight,
      sessions: this.waiting.size,
      queuedSentences: queued,
      held: this.held,
      cache: {
        hits: this.cache.hits,
        misses: this.cache.misses,
        entries: this.cache.size,
        bytes: this.cache.bytes,
      },
    };
  }

  /** Hands sentences to free workers, best first; cached sentences are delivered on the spot. */
  private pump(): void {
    for (;;) {
      const session = this.pick();
      if (!session) break;
      const reply = session.replies[0]!;
      const text = reply.sentences[reply.next]!;
      const key = this.cache.key(text, reply.options);
      const cached = this.cache.get(key);
      if (cached) {
        for (const chunk of cached) this.deliver(reply, chunk);
        this.advance(session, reply);
        continue;
      }
      if (this.inFlight >= this.options.workers) break;
      this.synthesize(session, reply, text, key);
    }
    if (this.held > 0 && !this.recheck) {
      this.recheck = setTimeout(() => {
        this.recheck = null;
        this.pump();
      }, this.options.recheckMs);
      this.recheck.unref();
    }
  }

  /**
   * The session whose next sentence matters most: a reply's first sentence before any later one
   * (oldest reply first), then the later sentence whose client runs out of audio soonest. Sessions
   * with a sentence in the synthesizer or a full socket wait.
   */
  private pick(): SessionSpeech | null {
    let best: SessionSpeech | null = null;
    let bestFirst = false;
    let bestAt = Infinity;
    this.held = 0;
    for (const session of this.waiting) {
      const reply = session.replies[0];
      if (!reply) {
        this.waiting.delete(session);
        continue;
      }
      if (session.busy) continue;
      if (session.backlog() > this.options.highWaterBytes) {
        this.held++;
        continue;
      }
      const first = reply.next === 0;
      const at = first
        ? reply.queuedAt
        : (reply.firstAudioAt ?? reply.queuedAt) + (reply.samplesOut * 1000) / REALTIME_SAMPLE_RATE;
      if ((first && !bestFirst) || (first === bestFirst && at < bestAt)) {
        best = session;
        bestFirst = first;
        bestAt = at;
      }
    }
    return best;
  }

  private synthesize(session: SessionSpeech, reply: Reply, text: string, key: string | null): void {
    this.inFlight++;
    session.busy = true;
    const chunks: Int16Array[] | null = key === null ? null : [];
    this.synth
      .speak(text, reply.options, (chunk) => {
        chunks?.push(chunk);
        this.deliver(reply, chunk);
      })
      .then(
        () => {
          if (chunks) this.cache.set(key, chunks);
          this.advance(session, reply);
        },
        (error: Error) => this.fail(session, reply, error),
      )
      .finally(() => {
        this.inFlight--;
        session.busy = false;
        this.pump();
      });
  }

  private deliver(reply: Reply, chunk: Int16Array): void {
    if (reply.done) return;
    reply.firstAudioAt ??= performance.now();
    reply.samplesOut += chunk.length;
    try {
      reply.onChunk(chunk);
    } catch (error) {
      reply.done = true;
      reply.reject(error as Error);
    }
  }

  /** The reply's sentence is out: on to its next one, or to the session's next reply. */
  private advance(session: SessionSpeech, reply: Reply): void {
    if (reply.done) {
      this.drop(session, reply);
      return;
    }
    reply.next++;
    if (reply.next < reply.sentences.length) return;
    this.drop(session, reply);
    this.settle(reply);
  }

  private fail(session: SessionSpeech, reply: Reply, error: Error): void {
    this.drop(session, reply);
    this.settle(reply, error);
  }

  private drop(session: SessionSpeech, reply: Reply): void {
    const at = session.replies.indexOf(reply);
    if (at >= 0) session.replies.splice(at, 1);
    if (session.replies.length === 0) this.waiting.delete(session);
  }
}
