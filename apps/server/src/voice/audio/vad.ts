import { rms } from './pcm';

export interface VadOptions {
  sampleRate: number;
  /** Level (0..1 RMS) above which a frame counts as speech once the noise floor is subtracted. */
  threshold?: number;
  /** Speech must last this long to start a turn, and silence this long to end it. */
  startMs?: number;
  stopMs?: number;
}

export type VadEvent = 'speech_started' | 'speech_stopped';

/**
 * Energy-based voice activity detection with an adaptive noise floor and hangover, enough to emit
 * speech_started / speech_stopped for a close microphone (the local provider has no recogniser).
 */
export class EnergyVad {
  private readonly threshold: number;
  private readonly startSamples: number;
  private readonly stopSamples: number;
  private noise = 0.005;
  private speaking = false;
  private run = 0;

  constructor(private readonly options: VadOptions) {
    this.threshold = options.threshold ?? 0.02;
    this.startSamples = ((options.startMs ?? 120) * options.sampleRate) / 1000;
    this.stopSamples = ((options.stopMs ?? 700) * options.sampleRate) / 1000;
  }

  get isSpeaking(): boolean {
    return this.speaking;
  }

  /** Feeds one chunk; returns the event it causes, if any. */
  push(samples: Int16Array): VadEvent | null {
    const level = rms(samples);
    const voiced = level - this.noise > this.threshold;
    // The floor follows quiet frames quickly and loud ones very slowly.
    this.noise = voiced ? this.noise * 0.999 + level * 0.001 : this.noise * 0.95 + level * 0.05;
    if (voiced === this.speaking) {
      this.run = 0;
      return null;
    }
    this.run += samples.length;
    if (!this.speaking && this.run >= this.startSamples) {
      this.speaking = true;
      this.run = 0;
      return 'speech_started';
    }
    if (this.speaking && this.run >= this.stopSamples) {
      this.speaking = false;
      this.run = 0;
      return 'speech_stopped';
    }
    return null;
  }

  reset(): void {
    this.speaking = false;
    this.run = 0;
  }
}
