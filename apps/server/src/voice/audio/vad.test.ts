import { beforeAll, describe, expect, it } from 'vitest';
import { concatPcm as concat, spokenPcm, SPEECH_RATE as RATE } from '../../../test/support/speech';
import { SileroVad, type VadBoundary } from './vad';

const CHUNK = 2_400; // 100 ms, as the browser sends
const ms = (samples: number) => (samples * 1000) / RATE;

let speech: Int16Array;
/** Where the words really begin and end in `speech` (samples), from the clean signal's 10 ms energy. */
let truth: { start: number; end: number };

beforeAll(async () => {
  speech = await spokenPcm(
    "I haven't been sleeping well for a few weeks now, and most days I just feel tired.",
  );
  const win = RATE / 100;
  const energies: number[] = [];
  for (let i = 0; i + win <= speech.length; i += win) energies.push(power(speech.subarray(i, i + win)));
  const peak = Math.max(...energies);
  // Within 40 dB of the loudest 10 ms: the quietest consonants, not the synthesiser's dither.
  const voiced = energies.map((e) => e > peak * 1e-4);
  truth = { start: voiced.indexOf(true) * win, end: (voiced.lastIndexOf(true) + 1) * win };
}, 60_000);

function power(x: Int16Array): number {
  let sum = 0;
  for (const v of x) sum += v * v;
  return sum / x.length;
}

/** Deterministic white Gaussian noise (Box-Muller over a small LCG), so a failure replays. */
function noise(n: number, rmsLevel: number, seed = 7): Int16Array {
  let s = seed;
  const uniform = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (s + 1) / 2_147_483_649;
  };
  return Int16Array.from({ length: n }, () => {
    const g = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    return Math.max(-32768, Math.min(32767, Math.round(g * rmsLevel)));
  });
}

/** `lead` ms of silence, the speech, `tail` ms of silence; plus noise at `snrDb` below the speech. */
function scene(snrDb: number | null, lead = 1000, tail = 1500) {
  const before = (RATE * lead) / 1000;
  const clean = concat([new Int16Array(before), speech, new Int16Array((RATE * tail) / 1000)]);
  if (snrDb === null) return { audio: clean, start: before + truth.start, end: before + truth.end };
  const speechRms = Math.sqrt(power(speech.subarray(truth.start, truth.end)));
  const n = noise(clean.length, speechRms / 10 ** (snrDb / 20));
  const audio = clean.map((v, i) => Math.max(-32768, Math.min(32767, v + n[i]!)));
  return { audio, start: before + truth.start, end: before + truth.end };
}

/** Feeds the audio in 100 ms chunks; each boundary comes with the stream position its chunk ended at. */
async function detect(audio: Int16Array) {
  const found: (VadBoundary & { heardAt: number })[] = [];
  let fed = 0;
  const vad = new SileroVad({ sampleRate: RATE }, (chunk, boundary) => {
    fed += chunk.length;
    if (boundary) found.push({ ...boundary, heardAt: fed });
  });
  for (let i = 0; i < audio.length; i += CHUNK) vad.push(audio.subarray(i, i + CHUNK));
  await vad.idle();
  expect(fed).toBe(audio.length);
  return found;
}

describe('SileroVad on eSpeak speech', () => {
  it.each([
    ['clean audio', null, 1000],
    ['white noise at 10 dB SNR', 10, 1000],
    // Long enough for detection to settle on the noise and let most of its frames by unjudged.
    ['white noise at 10 dB SNR after 6 s of it alone', 10, 6000],
  ] as const)(
    'finds the start and end of the words within 100 ms in %s',
    async (_name, snr, lead) => {
      const { audio, start, end } = scene(snr, lead);
      const found = await detect(audio);
      expect(found.map((b) => b.event)).toEqual(['speech_started', 'speech_stopped']);
      const [started, stopped] = found as [
        VadBoundary & { heardAt: number },
        VadBoundary & { heardAt: number },
      ];
      expect(Math.abs(ms(started.atSample - start))).toBeLessThanOrEqual(100);
      expect(Math.abs(ms(stopped.atSample - end))).toBeLessThanOrEqual(100);
      // Barge-in is told within a quarter of a second of the first word (the chunk that confirms it);
      // the end of the turn after the 700 ms of silence that ends it.
      expect(ms(started.heardAt - start)).toBeLessThanOrEqual(250);
      expect(ms(stopped.heardAt - end)).toBeGreaterThanOrEqual(600);
      expect(ms(stopped.heardAt - end)).toBeLessThanOrEqual(900);
    },
    60_000,
  );

  it('hears no speech in noise alone, however loud', async () => {
    const speechRms = Math.sqrt(power(speech.subarray(truth.start, truth.end)));
    // Noise as loud as the speech itself: a level detector calls all of it speech.
    expect(await detect(noise(RATE * 3, speechRms, 11))).toEqual([]);
  }, 60_000);

  it('judges a class of streams at once as it judges each alone', async () => {
    // Streams share runs of the model; each must get its own frames' verdicts and keep its own memory.
    const alone = await detect(scene(null).audio);
    const streams = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? scene(null, 600 + i * 20).audio : noise(RATE * 3, 2000, i + 1),
    );
    const together = await Promise.all(streams.map((audio) => detect(audio)));
    together.forEach((found, i) => {
      if (i % 2 === 0) return expect(found).toEqual([]);
      const shift = ((i * 20 - 400) * RATE) / 1000;
      expect(found.map((b) => b.event)).toEqual(['speech_started', 'speech_stopped']);
      found.forEach((b, k) =>
        expect(Math.abs(ms(b.atSample - shift - alone[k]!.atSample))).toBeLessThanOrEqual(64),
      );
    });
  }, 60_000);

  it('starts afresh after a reset (the session was paused mid-word)', async () => {
    const { audio, start } = scene(null);
    const found: VadBoundary[] = [];
    const vad = new SileroVad({ sampleRate: RATE }, (_chunk, boundary) => boundary && found.push(boundary));
    const cut = start + RATE / 2; // half a second into the words
    for (let i = 0; i < cut; i += CHUNK) vad.push(audio.subarray(i, Math.min(i + CHUNK, cut)));
    vad.reset();
    await vad.idle();
    expect(found.map((b) => b.event)).toEqual(['speech_started']);
    expect(vad.isSpeaking).toBe(false);
    found.length = 0;
    for (let i = 0; i < audio.length; i += CHUNK) vad.push(audio.subarray(i, i + CHUNK));
    await vad.idle();
    expect(found.map((b) => b.event)).toEqual(['speech_started', 'speech_stopped']);
  }, 60_000);
});
