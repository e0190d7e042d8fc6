import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export type VoiceType = 'female' | 'male' | 'neutral';

/** eSpeak NG voices for the session's voice type. */
const VOICES: Record<VoiceType, string> = { female: 'en-us+f3', male: 'en-us+m3', neutral: 'en-us' };
/** eSpeak's rate (words per minute) at voice speed 1. */
const BASE_RATE = 170;

export interface SpeakOptions {
  voice: VoiceType;
  /** 0.5 to 2. */
  speed: number;
}

interface Job {
  id: number;
  text: string;
  voice: string;
  rate: number;
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
    const speed = Math.min(2, Math.max(0.5, options.speed));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        text,
        voice: VOICES[options.voice],
        rate: Math.round(BASE_RATE * speed),
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
      void slot.ready.then(() =>
        slot.worker.postMessage({ id: job.id, text: job.text, voice: job.voice, rate: job.rate }),
      );
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
