/**
 * Writes the fake microphone's WAV for the live-session browser test: a spoken English sentence
 * synthesised with our own eSpeak NG voice (the server's SpeechSynthesizer), 24 kHz mono 16-bit, with
 * silence around it so that Chromium, which loops the file, gives the server's voice-activity
 * detection a clear start and stop every time round.
 *
 *   node --import tsx e2e/fake-mic.ts <out.wav>
 */
import { mkdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { WavWriter } from '../../server/src/voice/audio/wav';
import { SpeechSynthesizer } from '../../server/src/voice/tts/synthesizer';

export const FAKE_MIC_SENTENCE = 'Hello, I am glad you came in today. How have you been feeling this week?';
const RATE = 24_000;
const LEAD_SILENCE_S = 0.5;
const TAIL_SILENCE_S = 2;

export async function writeFakeMicWav(path: string): Promise<{ seconds: number }> {
  const synth = new SpeechSynthesizer(1);
  try {
    const chunks: Int16Array[] = [];
    await synth.speak(FAKE_MIC_SENTENCE, { voice: 'male', speed: 1 }, (c) => chunks.push(c));
    mkdirSync(dirname(path), { recursive: true });
    const wav = await WavWriter.create(await open(path, 'w+'), { sampleRate: RATE, channels: 1 });
    await wav.append(new Int16Array(RATE * LEAD_SILENCE_S));
    for (const chunk of chunks) await wav.append(chunk);
    await wav.append(new Int16Array(RATE * TAIL_SILENCE_S));
    await wav.close();
    const speech = chunks.reduce((n, c) => n + c.length, 0) / RATE;
    return { seconds: LEAD_SILENCE_S + speech + TAIL_SILENCE_S };
  } finally {
    await synth.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: fake-mic.ts <out.wav>');
  const { seconds } = await writeFakeMicWav(out);
  console.warn(`fake microphone: ${out} (${seconds.toFixed(1)} s)`);
}
