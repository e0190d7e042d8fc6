import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ClientMessageSchema } from '@practicum/contract';
import { base64ToPcm16, pcm16ToBase64, rms, strictBase64ToPcm16 } from './pcm';
import { Resampler } from '../tts/resampler.mjs';
import { ConversationRecorder } from './recorder';
import { repairWavHeader, WavWriter } from './wav';

const dir = mkdtempSync(join(tmpdir(), 'practicum-audio-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tone = (n: number, amp = 8000, period = 40) =>
  Int16Array.from({ length: n }, (_, i) => Math.round(amp * Math.sin((2 * Math.PI * i) / period)));

describe('pcm', () => {
  it('round-trips base64 PCM16', () => {
    const s = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    expect(Array.from(base64ToPcm16(pcm16ToBase64(s)))).toEqual(Array.from(s));
  });

  it('takes microphone base64 on its fast path exactly when the contract accepts it, with the same samples', () => {
    const valid = pcm16ToBase64(tone(2400));
    const cases = [
      '',
      valid,
      pcm16ToBase64(tone(3)), // 6 bytes: no padding
      pcm16ToBase64(tone(1)), // 2 bytes: one "="
      Buffer.from([1]).toString('base64'), // "AQ==": two
      'A===',
      'AAAAA===',
      'AB=A',
      'AA=A',
      '=AAA',
      'AAA',
      'AAAA ',
      'AA AA===',
      'AAA\n',
      'AA-_',
      'AAé=',
      'AAA!',
      `${valid.slice(0, 100)}*${valid.slice(101)}`,
      `${valid.slice(0, 100)}\t${valid.slice(101)}`,
      `${valid.slice(0, -4)}====`,
    ];
    for (const audio of cases) {
      const accepted = ClientMessageSchema.safeParse({ type: 'audio_data', audio }).success;
      const fast = strictBase64ToPcm16(audio);
      expect({ audio, fast: fast !== null }).toEqual({ audio, fast: accepted });
      if (fast) expect(fast).toEqual(base64ToPcm16(audio));
    }
  });

  it('resamples 22,050 Hz to 24,000 Hz continuously across chunk borders', () => {
    const input = tone(22_050, 8000, 50);
    const whole = new Resampler(22_050, 24_000).push(input);
    const chunked = new Resampler(22_050, 24_000);
    const parts: number[] = [];
    for (let i = 0; i < input.length; i += 517) parts.push(...chunked.push(input.subarray(i, i + 517)));
    expect(Math.abs(whole.length - 24_000)).toBeLessThanOrEqual(2);
    expect(Math.abs(parts.length - whole.length)).toBeLessThanOrEqual(1);
    const n = Math.min(parts.length, whole.length);
    let maxDiff = 0;
    for (let i = 0; i < n; i++) maxDiff = Math.max(maxDiff, Math.abs(parts[i]! - whole[i]!));
    expect(maxDiff).toBeLessThanOrEqual(2);
    expect(rms(whole)).toBeCloseTo(rms(input), 2);
  });
});

describe('WavWriter and ConversationRecorder', () => {
  it('writes a stereo file with the student left and the patient right, aligned in time', async () => {
    const path = join(dir, 'talk.wav');
    let now = 0;
    const rec = new ConversationRecorder(
      await WavWriter.create(await open(path, 'w+'), { sampleRate: 24_000, channels: 2 }),
      24_000,
      () => now,
    );
    now = 1000;
    rec.student(tone(24_000)); // the student spoke during the first second
    await rec.flush();
    rec.patient(tone(12_000, 5000)); // the patient answers at 1 s for half a second
    now = 2000;
    await rec.close();
    const wav = readFileSync(path);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt16LE(22)).toBe(2);
    const dataBytes = wav.readUInt32LE(40);
    expect(dataBytes).toBe(wav.length - 44);
    const frames = dataBytes / 4;
    expect(frames).toBe(36_000);
    const left = (i: number) => wav.readInt16LE(44 + i * 4);
    const right = (i: number) => wav.readInt16LE(46 + i * 4);
    const energy = (ch: (i: number) => number, from: number, to: number) => {
      let e = 0;
      for (let i = from; i < to; i++) e += Math.abs(ch(i));
      return e / (to - from);
    };
    expect(energy(left, 0, 24_000)).toBeGreaterThan(1000);
    expect(energy(right, 0, 24_000)).toBe(0);
    expect(energy(right, 24_000, 36_000)).toBeGreaterThan(1000);
    expect(energy(left, 24_000, 36_000)).toBe(0);
  });

  it('mixes the two voices into one channel for a one-channel writer, held within 16 bits, and keeps audio past the flush for later', async () => {
    const path = join(dir, 'mono.wav');
    let now = 0;
    const rec = new ConversationRecorder(
      await WavWriter.create(await open(path, 'w+'), { sampleRate: 24_000, channels: 1 }),
      24_000,
      () => now,
    );
    now = 1000;
    rec.student(new Int16Array(24_000).fill(1000)); // the student for the first second
    rec.patient(new Int16Array(12_000).fill(2000)); // the patient from 1 s, queued before it is due
    now = 1300; // a flush at 1 s (the lag): the patient's audio lies wholly after it
    await rec.flush();
    now = 1500;
    rec.student(new Int16Array(4800).fill(32_000)); // the student interrupts at 1.3 s, loudly
    now = 2000;
    await rec.close();
    const wav = readFileSync(path);
    expect(wav.readUInt16LE(22)).toBe(1);
    const sample = (i: number) => wav.readInt16LE(44 + i * 2);
    expect((wav.length - 44) / 2).toBe(36_000);
    expect(sample(12_000)).toBe(1000);
    expect(sample(24_000 + 100)).toBe(2000);
    // Both at once from 1.3 s to 1.5 s: summed, and clipped rather than wrapped.
    expect(sample(30_000)).toBe(2000);
    expect(sample(31_200 + 100)).toBe(32_767);
  });

  it('ends exactly where the conversation ended: queued audio past it dropped, written frames cut back', async () => {
    const format = { sampleRate: 24_000, channels: 2 };
    const framesOf = (path: string) => {
      const wav = readFileSync(path);
      expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
      return (wav.length - 44) / 4;
    };
    // The student ended while the patient still had three seconds of answer queued: not heard, not kept.
    const cut = join(dir, 'cut.wav');
    let now = 0;
    const answering = new ConversationRecorder(
      await WavWriter.create(await open(cut, 'w+'), format),
      24_000,
      () => now,
    );
    now = 1000;
    answering.patient(tone(24_000 * 4, 5000));
    now = 2000;
    await answering.flush();
    await answering.close(2000);
    expect(framesOf(cut)).toBe(48_000);

    // Silence already written past the end (the timer kept writing after the student left) is cut off.
    const trimmed = join(dir, 'trimmed.wav');
    now = 0;
    const left = new ConversationRecorder(
      await WavWriter.create(await open(trimmed, 'w+'), format),
      24_000,
      () => now,
    );
    now = 1000;
    left.student(tone(24_000));
    now = 10_000;
    await left.flush();
    expect((readFileSync(trimmed).length - 44) / 4).toBeGreaterThan(200_000);
    await left.close(1500);
    expect(framesOf(trimmed)).toBe(36_000);
  });

  it('repairs the header of a file whose writer died', async () => {
    const path = join(dir, 'crash.wav');
    const writer = await WavWriter.create(await open(path, 'w+'), { sampleRate: 24_000, channels: 2 });
    await writer.append(tone(4800 * 2));
    // No close(): the process "died". Append the bytes of a second chunk by hand, as a crash leaves them.
    writeFileSync(path, Buffer.from(tone(4800).buffer), { flag: 'a' });
    const file = await open(path, 'r+');
    expect(await repairWavHeader(file, { sampleRate: 24_000, channels: 2 })).toBe((4800 * 2 + 4800) * 2);
    await file.close();
    expect(readFileSync(path).readUInt32LE(40)).toBe(28_800);
  });
});
