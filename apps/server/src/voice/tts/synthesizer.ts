import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export type VoiceType = 'female' | 'male' | 'neutral';

/**
 * How one line is said: the eSpeak NG voice (accent and variant) and its prosody. Persona voices and
 * emotion build it (`voice/tts/voices.ts`); it is plain data, so it can key a cache of audio.
 */
export interface SpeechVoice {
  /** eSpeak NG voice and variant, e.g. "en-gb-scotland+m3". */
  name: string;
  /** eSpeak pitch, 0 to 99; 50 is the variant's own. */
  pitch: number;
  /** Pitch range, 0 to 99: low is flat, high is lively; 50 is the variant's own. */
  range: number;
  /** Words per minute at session speed 1. */
  rate: number;
  /** Silence (ms) at hesitations: "...", dashes, "um"/"uh"/"er"; 0 leaves eSpeak's own pauses. */
  pauseMs: number;
}

/** The voice for a bare voice type, when no persona's voice is known. */
const TYPE_VOICES: Record<VoiceType, SpeechVoice> = {
  female: { name: 'en-us+f3', pitch: 50, range: 50, rate: 170, pauseMs: 0 },
  male: { name: 'en-us+m3', pitch: 50, range: 50, rate: 170, pauseMs: 0 },
  neutral: { name: 'en-us', pitch: 50, range: 50, rate: 170, pauseMs: 0 },
};

export interface SpeakOptions {
  voice: SpeechVoice | VoiceType;
  /** 0.5 to 2; multiplies the voice's rate. */
  speed: number;
}

/** What the worker is asked to say (see espeak-worker.mjs). */
interface WorkerRequest {
  /** SSML: the text escaped, with breaks at hesitations. */
  text: string;
  voice: string;
  rate: number;
  pitch: number;
  range: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(n)));

/**
 * The worker's request for `text`. eSpeak reads SSML, so the text is escaped, and a voice with
 * `pauseMs` gets a break after a trailing "..." or a dash and after a hesitation word ("um,").
 */
export function speechRequest(text: string, options: SpeakOptions): WorkerRequest {
  const voice = typeof options.voice === 'string' ? TYPE_VOICES[options.voice] : options.voice;
  const speed = Math.min(2, Math.max(0.5, options.speed));
  let markup = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (voice.pauseMs > 0) {
    const pause = `<break time="${Math.round(voice.pauseMs)}ms"/>`;
    const long = `<break time="${Math.round(voice.pauseMs * 1.5)}ms"/>`;
    markup = markup
      .replace(/(\.\.\.|…)(?=\s|$)/g, `$1 ${long}`)
      .replace(/\s+(?:--?|–|—)\s+/g, ` ${pause} `)
      .replace(/\b(um+|uh+|erm|er|hmm+|mm+)\b,?/gi, `$1, ${pause}`);
  }
  return {
    text: markup,
    voice: voice.name,
    // eSpeak NG accepts 80 to 450 words per minute.
    rate: clamp(voice.rate * speed, 80, 450),
    pitch: clamp(voice.pitch, 0, 99),
    range: clamp(voice.range, 0, 99),
  };
}

interface Job {
  id: number;
  request: WorkerRequest;
  onChunk: (chunk: Int16Array) => void;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Which eSpeak NG synthesises: `native`, the system's library (Debian's `espeak-ng` package) in
 * child processes; `wasm`, the WebAssembly build shipped in npm, in worker threads; `auto`, native
 * when the library is there, else WebAssembly.
 */
export type SpeechEngine = 'auto' | 'native' | 'wasm';

/** What a synthesis process or thread sends back (see espeak-native.mjs and espeak-worker.mjs). */
interface EngineMessage {
  id?: number;
  chunk?: Int16Array;
  done?: boolean;
  error?: string;
  ready?: boolean;
  version?: string;
  unavailable?: string;
}

/** One synthesis process or thread, with at most one job. */
interface Slot {
  kind: 'native' | 'wasm';
  ready: Promise<void>;
  busy: Job | null;
  /** Set once the slot is being stopped on purpose: its end is not a crash. */
  stopping: boolean;
  post(job: Job): void;
  /** Whether the slot keeps the process running: only while it starts or has a line to say. */
  hold(on: boolean): void;
  stop(): Promise<void>;
}

export interface SynthesizerOptions {
  engine: SpeechEngine;
  /** The native library to load (tests point it at one that does not exist). */
  nativeLibrary?: string;
}

const NATIVE_HOST = new URL('./espeak-native.mjs', import.meta.url);

const pick = (env: NodeJS.ProcessEnv, names: string[]) =>
  Object.fromEntries(names.filter((n) => env[n] !== undefined).map((n) => [n, env[n]]));
const WASM_WORKER = new URL('./espeak-worker.mjs', import.meta.url);

/**
 * Speech synthesis off the event loop: a small pool of eSpeak NG instances, each warm and saying one
 * line at a time, producing 24 kHz PCM16 chunks as eSpeak produces them, so one long answer never
 * delays another session's turn. The native library costs about a tenth of the WebAssembly build's
 * CPU per second of speech (decision record 036), so it is used wherever it is installed; the
 * WebAssembly build, which every install has, speaks otherwise.
 */
export class SpeechSynthesizer {
  private slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly mode: SpeechEngine;
  private readonly nativeLibrary: string | undefined;
  /** The engine in use; null while the native library is still being tried. */
  engine: 'native' | 'wasm' | null;
  /** Why the native library is not used, when it was tried and failed. */
  nativeUnavailable: string | null = null;

  constructor(
    private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1)),
    options: Partial<SynthesizerOptions> = {},
  ) {
    this.mode = options.engine ?? 'auto';
    this.nativeLibrary = options.nativeLibrary;
    const kind = this.mode === 'wasm' ? 'wasm' : 'native';
    this.engine = kind === 'wasm' ? 'wasm' : null;
    this.slots = Array.from({ length: size }, () => this.spawn(kind));
  }

  private spawn(kind: 'native' | 'wasm'): Slot {
    return kind === 'native' ? this.spawnNative() : this.spawnWasm();
  }

  private spawnWasm(): Slot {
    const worker = new Worker(WASM_WORKER);
    worker.unref();
    const slot: Slot = {
      kind: 'wasm',
      busy: null,
      stopping: false,
      ready: Promise.resolve(),
      post: (job) => worker.postMessage({ id: job.id, ...job.request }),
      hold: () => undefined,
      stop: async () => {
        slot.stopping = true;
        await worker.terminate();
      },
    };
    let started = false;
    slot.ready = new Promise((resolve, reject) => {
      worker.once('message', () => {
        started = true;
        resolve();
      });
      worker.once('error', reject);
    });
    slot.ready.catch(() => undefined);
    worker.on('message', (msg: EngineMessage) => this.receive(slot, msg));
    worker.on('error', () => undefined);
    worker.on('exit', (code) => {
      const why = `the eSpeak NG worker stopped (exit code ${code})`;
      // One that could not even start would fail again: it is not replaced.
      if (started) this.ended(slot, why);
      else this.dead(slot, why);
    });
    return slot;
  }

  private spawnNative(): Slot {
    // No inherited execArgv: the host is plain JavaScript, and a profiler or loader flag given to
    // the server is not meant for it.
    const child = fork(NATIVE_HOST, this.nativeLibrary ? [this.nativeLibrary] : [], {
      execArgv: [],
      // Only what loading the library may need: the server's secrets stay in the server.
      env: pick(process.env, ['PATH', 'LD_LIBRARY_PATH', 'ESPEAK_DATA_PATH']),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
    const slot: Slot = {
      kind: 'native',
      busy: null,
      stopping: false,
      ready: new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
      post: (job) => {
        slot.hold(true);
        child.send({ id: job.id, ...job.request });
      },
      hold: (on) => {
        if (on) child.ref();
        else child.unref();
        if (on) child.channel?.ref();
        else child.channel?.unref();
      },
      stop: async () => {
        slot.stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        slot.hold(true);
        child.kill();
        await exited;
      },
    };
    slot.ready.catch(() => undefined);
    let ready = false;
    child.on('message', (msg: EngineMessage) => {
      if (msg.unavailable !== undefined) {
        settle?.reject(new Error(`native eSpeak NG is not available: ${msg.unavailable}`));
        this.noNative(msg.unavailable);
        return;
      }
      if (msg.ready) {
        ready = true;
        this.engine = 'native';
        if (!slot.busy) slot.hold(false);
        settle?.resolve();
        return;
      }
      this.receive(slot, msg);
    });
    child.on('error', () => undefined);
    child.on('exit', (code, signal) => {
      const why = `the native eSpeak NG process stopped (${signal ?? `exit code ${code}`})`;
      if (!ready) {
        // It never started: the library is missing or broken here (or it was stopped first).
        settle?.reject(new Error(why));
        if (!slot.stopping) this.noNative(why);
        return;
      }
      this.ended(slot, why);
    });
    return slot;
  }

  /** The native library cannot be used: fall back to WebAssembly, unless native was required. */
  private noNative(reason: string): void {
    if (this.closed || this.nativeUnavailable !== null) return;
    this.nativeUnavailable = reason;
    const old = this.slots;
    if (this.mode === 'native') {
      for (const slot of old) {
        const job = slot.busy;
        slot.busy = null;
        job?.reject(new Error(`native eSpeak NG is not available: ${reason}`));
      }
      for (const job of this.queue.splice(0))
        job.reject(new Error(`native eSpeak NG is not available: ${reason}`));
      return;
    }
    // Jobs already given to a native process that never started go back to the front of the queue.
    for (const slot of [...old].reverse()) {
      if (slot.busy) this.queue.unshift(slot.busy);
      slot.busy = null;
    }
    for (const slot of old) void slot.stop();
    this.engine = 'wasm';
    this.slots = Array.from({ length: this.size }, () => this.spawnWasm());
    this.pump();
  }

  private receive(slot: Slot, msg: EngineMessage): void {
    const job = slot.busy;
    if (!job || msg.id !== job.id) return;
    if (msg.chunk) job.onChunk(msg.chunk);
    if (msg.done || msg.error) {
      slot.busy = null;
      slot.hold(false);
      if (msg.error) job.reject(new Error(msg.error));
      else job.resolve();
      this.pump();
    }
  }

  /** Stops using a slot that failed, failing its line; false if it was already stopping or the pool closed. */
  private fail(slot: Slot, why: string): boolean {
    if (slot.stopping || this.closed) return false;
    slot.stopping = true;
    const job = slot.busy;
    slot.busy = null;
    job?.reject(new Error(why));
    return true;
  }

  /** A process or thread ended without being asked to: its line fails, and a new one takes its place. */
  private ended(slot: Slot, why: string): void {
    if (!this.fail(slot, why)) return;
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots[at] = this.spawn(slot.kind);
    this.pump();
  }

  /** A slot that never started: its line fails, and with no slot left every waiting line fails. */
  private dead(slot: Slot, why: string): void {
    if (!this.fail(slot, why)) return;
    if (this.slots.every((s) => s.stopping))
      for (const queued of this.queue.splice(0)) queued.reject(new Error(why));
    this.pump();
  }

  /**
   * Resolves once every instance has loaded eSpeak (about 100 ms each); with `auto`, after falling
   * back to WebAssembly when the native library is not there. Rejects when `native` was required
   * and is not there.
   */
  async warmUp(): Promise<void> {
    for (;;) {
      const slots = this.slots;
      const outcome = await Promise.allSettled(slots.map((s) => s.ready));
      if (this.slots !== slots && !this.closed) continue;
      const failed = outcome.find((o) => o.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      return;
    }
  }

  /** Synthesises `text`, calling `onChunk` with 24 kHz PCM16 as it is produced; resolves when done. */
  speak(text: string, options: SpeakOptions, onChunk: (chunk: Int16Array) => void): Promise<void> {
    if (this.closed) return Promise.reject(new Error('synthesizer closed'));
    if (this.mode === 'native' && this.nativeUnavailable !== null) {
      return Promise.reject(new Error(`native eSpeak NG is not available: ${this.nativeUnavailable}`));
    }
    const request = speechRequest(text, options);
    return new Promise<void>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        request,
        onChunk,
        resolve,
        reject,
      });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy || slot.stopping || this.queue.length === 0) continue;
      const job = this.queue.shift()!;
      slot.busy = job;
      void slot.ready.then(
        () => {
          if (slot.busy === job && !slot.stopping) slot.post(job);
        },
        () => undefined, // a slot that never starts hands its job on (noNative) or fails it (ended)
      );
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('synthesizer closed'));
    await Promise.all(this.slots.map((s) => s.stop()));
  }
}

/** Splits an answer into sentences so the first can be spoken while the rest are synthesised. */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?…]+(?:[.!?…]+["')\]]*|$)/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
