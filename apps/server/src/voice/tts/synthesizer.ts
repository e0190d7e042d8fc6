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

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: Job | null;
}

/**
 * Speech synthesis off the event loop: a small pool of worker threads, each with a warm eSpeak NG
 * instance, producing 24 kHz PCM16 chunks as eSpeak produces them, so one long answer never delays
 * another session's turn.
 */
export class SpeechSynthesizer {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(size = Math.max(1, Math.min(2, availableParallelism() - 1))) {
    this.slots = Array.from({ length: size }, () => this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    worker.unref();
    const slot: Slot = { worker, busy: null, ready: Promise.resolve() };
    slot.ready = new Promise((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    worker.on('message', (msg: { id?: number; chunk?: Int16Array; done?: boolean; error?: string }) => {
      const job = slot.busy;
      if (!job || msg.id !== job.id) return;
      if (msg.chunk) job.onChunk(msg.chunk);
      if (msg.done || msg.error) {
        slot.busy = null;
        if (msg.error) job.reject(new Error(msg.error));
        else job.resolve();
        this.pump();
      }
    });
    worker.on('error', (error) => {
      slot.busy?.reject(error);
      slot.busy = null;
    });
    return slot;
  }

  /** Resolves once every worker has loaded eSpeak (about 100 ms each). */
  async warmUp(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready));
  }

  /** Synthesises `text`, calling `onChunk` with 24 kHz PCM16 as it is produced; resolves when done. */
  speak(text: string, options: SpeakOptions, onChunk: (chunk: Int16Array) => void): Promise<void> {
    if (this.closed) return Promise.reject(new Error('synthesizer closed'));
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
      if (slot.busy || this.queue.length === 0) continue;
      const job = this.queue.shift()!;
      slot.busy = job;
      void slot.ready.then(() => slot.worker.postMessage({ id: job.id, ...job.request }));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('synthesizer closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}

/** Splits an answer into sentences so the first can be spoken while the rest are synthesised. */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?…]+(?:[.!?…]+["')\]]*|$)/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
