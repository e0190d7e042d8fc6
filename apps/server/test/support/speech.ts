import { SpeechSynthesizer } from '../../src/voice/tts/synthesizer';

/** The sample rate the browser streams the microphone at, and eSpeak speaks at. */
export const SPEECH_RATE = 24_000;

export function concatPcm(parts: readonly Int16Array[]): Int16Array {
  const all = new Int16Array(parts.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of parts) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

/**
 * A sentence spoken by our own eSpeak NG voice, 24 kHz mono: real speech for the voice activity
 * detector, which (being a speech model) rightly takes a pure tone for noise.
 */
export async function spokenPcm(text: string, voice: 'female' | 'male' = 'female'): Promise<Int16Array> {
  const synth = new SpeechSynthesizer(1);
  try {
    const chunks: Int16Array[] = [];
    await synth.speak(text, { voice, speed: 1 }, (c) => chunks.push(c));
    return concatPcm(chunks);
  } finally {
    await synth.close();
  }
}

/** `pcm` cut into chunks of `size` samples (the last one padded with silence), as the browser sends. */
export function chunked(pcm: Int16Array, size: number): Int16Array[] {
  const out: Int16Array[] = [];
  for (let at = 0; at < pcm.length; at += size) {
    const chunk = new Int16Array(size);
    chunk.set(pcm.subarray(at, Math.min(pcm.length, at + size)));
    out.push(chunk);
  }
  return out;
}
