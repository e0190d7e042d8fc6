import { REALTIME_SAMPLE_RATE } from '@practicum/contract';
import type { UsageDelta } from './providers/provider';

/** Provider usage of one session, stored under `performance_metrics.usage` when it ends. */
export interface SessionUsage {
  provider: string;
  audio_in_seconds: number;
  audio_out_seconds: number;
  input_tokens: number;
  output_tokens: number;
  stt_seconds: number;
  tts_characters: number;
}

/**
 * Adds up what a model provider used during one session: audio the runner relays in and out
 * (measured here), and what the provider reports (tokens, speech-service seconds and characters).
 */
export class UsageMeter {
  private readonly total: SessionUsage;

  constructor(provider: string) {
    this.total = {
      provider,
      audio_in_seconds: 0,
      audio_out_seconds: 0,
      input_tokens: 0,
      output_tokens: 0,
      stt_seconds: 0,
      tts_characters: 0,
    };
  }

  add(delta: UsageDelta): void {
    for (const [k, v] of Object.entries(delta) as [keyof UsageDelta, number | undefined][])
      if (typeof v === 'number' && Number.isFinite(v)) this.total[k] += v;
  }

  /** 24 kHz PCM16 sent to the provider. */
  audioIn(samples: Int16Array): void {
    this.total.audio_in_seconds += samples.length / REALTIME_SAMPLE_RATE;
  }

  /** 24 kHz PCM16 the provider spoke. */
  audioOut(samples: Int16Array): void {
    this.total.audio_out_seconds += samples.length / REALTIME_SAMPLE_RATE;
  }

  /** The totals, seconds rounded to hundredths. */
  rounded(): SessionUsage {
    const r = (n: number) => Math.round(n * 100) / 100;
    return {
      ...this.total,
      audio_in_seconds: r(this.total.audio_in_seconds),
      audio_out_seconds: r(this.total.audio_out_seconds),
      stt_seconds: r(this.total.stt_seconds),
    };
  }
}
