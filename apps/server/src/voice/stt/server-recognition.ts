import { REALTIME_SAMPLE_RATE } from '@practicum/contract';
import { SileroVad } from '../audio/vad';
import { wavHeader } from '../audio/wav';
import { post, type Endpoint } from '../../lib/model-http/http';
import type { ProviderEvents } from '../providers/provider';

/** An OpenAI-compatible `/audio/transcriptions` service (`STT_*`), e.g. a Whisper server the institution runs. */
export interface SpeechToTextSettings {
  stt: Endpoint;
  timeoutMs: number;
  maxRetries: number;
}

/** Audio kept from just before the detector fired, so the first syllable is not clipped. */
const PRE_ROLL_SAMPLES = (REALTIME_SAMPLE_RATE * 300) / 1000;
/** Longest single student utterance sent for transcription (seconds). */
const MAX_UTTERANCE_SECONDS = 60;

function toWav(samples: Int16Array): Blob {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = wavHeader({ sampleRate: REALTIME_SAMPLE_RATE, channels: 1 }, data.length);
  return new Blob([header, data], { type: 'audio/wav' });
}

/**
 * The server hears the student: the voice activity detector cuts the microphone stream into
 * utterances (with a short pre-roll), and each is transcribed by the speech-to-text service. Used by
 * every turn-based provider when `STT_*` is set, the offline one included, so a self-hosted
 * recogniser gives voice input to any browser without a chat model.
 */
export class ServerRecognition {
  private readonly vad: SileroVad;
  private preRoll: Int16Array[] = [];
  private utterance: Int16Array[] | null = null;
  private utteranceSamples = 0;

  constructor(
    private readonly settings: SpeechToTextSettings,
    private readonly events: () => ProviderEvents | null,
  ) {
    this.vad = new SileroVad({ sampleRate: REALTIME_SAMPLE_RATE }, (chunk, boundary) =>
      this.take(chunk, boundary?.event ?? null),
    );
  }

  push(chunk: Int16Array): void {
    this.vad.push(chunk);
  }

  /** The session's provider has closed: the detector lets its stream go. */
  close(): void {
    this.vad.close();
  }

  private take(chunk: Int16Array, event: 'speech_started' | 'speech_stopped' | null): void {
    if (event === 'speech_started') {
      this.utterance = [...this.preRoll];
      this.utteranceSamples = this.utterance.reduce((n, c) => n + c.length, 0);
      this.events()?.speechStarted();
    }
    if (this.utterance) {
      this.utterance.push(chunk);
      this.utteranceSamples += chunk.length;
    } else {
      this.preRoll.push(chunk);
      let kept = this.preRoll.reduce((n, c) => n + c.length, 0);
      while (this.preRoll.length > 1 && kept - this.preRoll[0]!.length >= PRE_ROLL_SAMPLES)
        kept -= this.preRoll.shift()!.length;
    }
    const tooLong = this.utteranceSamples > MAX_UTTERANCE_SECONDS * REALTIME_SAMPLE_RATE;
    if (event === 'speech_stopped') this.events()?.speechStopped();
    // Transcribed at the end of speech, or cut at the longest an utterance may be.
    if (!this.utterance || (event !== 'speech_stopped' && !tooLong)) return;
    const all = new Int16Array(this.utteranceSamples);
    let at = 0;
    for (const c of this.utterance ?? []) {
      all.set(c, at);
      at += c.length;
    }
    // Still speaking after the longest utterance: what follows is the next one.
    this.utterance = event === 'speech_stopped' ? null : [];
    this.utteranceSamples = 0;
    this.preRoll = [];
    void this.transcribe(all);
  }

  private async transcribe(samples: Int16Array): Promise<void> {
    const { stt, timeoutMs, maxRetries } = this.settings;
    const events = this.events();
    events?.usage({ stt_seconds: samples.length / REALTIME_SAMPLE_RATE });
    const form = new FormData();
    form.append('file', toWav(samples), 'speech.wav');
    form.append('model', stt.model);
    form.append('response_format', 'json');
    try {
      const res = await post(
        stt,
        '/audio/transcriptions',
        form,
        {},
        {
          timeoutMs,
          maxRetries,
          what: 'Speech recognition',
        },
      );
      const text = String(((await res.json()) as { text?: string }).text ?? '').trim();
      if (text) events?.studentTranscript(text);
      else events?.transcriptionFailed('Nothing was recognised; please say it again or type it.');
    } catch (err) {
      events?.transcriptionFailed(`${(err as Error).message}; please say it again or type it.`);
    }
  }
}
