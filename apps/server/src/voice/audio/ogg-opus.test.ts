import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeOggOpus, loudness } from '../../../test/support/recording';
import {
  OggOpusWriter,
  PAGE_INDEX,
  oggOpusDurationSeconds,
  repairOggOpus,
  type OpusFormat,
} from './ogg-opus';
import { MAX_BACKLOG_SECONDS } from './opus-encoders';
import { ConversationRecorder } from './recorder';

const dir = mkdtempSync(join(tmpdir(), 'practicum-opus-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const format = { sampleRate: 24_000, channels: 2 } as const;
const tone = (n: number, amp = 8000, period = 60) =>
  Int16Array.from({ length: n }, (_, i) => Math.round(amp * Math.sin((2 * Math.PI * i) / period)));
/** 48 kHz output index of a 24 kHz timeline position, in seconds. */
const at = (seconds: number) => Math.round(seconds * 48_000);

async function create(
  name: string,
  as: OpusFormat = format,
): Promise<{ path: string; writer: OggOpusWriter }> {
  const path = join(dir, name);
  return { path, writer: await OggOpusWriter.create(await open(path, 'w+'), as) };
}

/** The student for the first second, then the patient for half a second; the recording ended at 1.5 s. */
async function talk(writer: OggOpusWriter): Promise<void> {
  let now = 0;
  const rec = new ConversationRecorder(writer, 24_000, () => now);
  now = 1000;
  rec.student(tone(24_000));
  await rec.flush();
  rec.patient(tone(12_000, 5000, 40));
  now = 2000;
  await rec.close();
}

describe('Ogg Opus recordings', () => {
  it('records the two voices mixed in one channel, and a recording resumed keeps the channels it began with', async () => {
    const { path, writer } = await create('mono.opus', { sampleRate: 24_000, channels: 1 });
    await talk(writer);
    const bytes = readFileSync(path);
    expect(bytes.readUInt8(bytes.indexOf('OpusHead') + 9)).toBe(1);
    const decoded = await decodeOggOpus(bytes);
    expect(decoded.seconds).toBeCloseTo(1.5, 2);
    // One channel, played on both sides: the student, then the patient.
    expect(loudness(decoded.left, at(0.05), at(0.95))).toBeGreaterThan(0.1);
    expect(loudness(decoded.left, at(1.05), at(1.45))).toBeGreaterThan(0.05);
    expect(loudness(decoded.right, at(1.05), at(1.45))).toBeGreaterThan(0.05);
    // 1.5 s at 24 kbps is 4,500 bytes of audio, with the pages' headers.
    expect(bytes.length).toBeLessThan(6_000);

    // A stereo recording begun before continues in stereo, whatever the caller now records in.
    const { path: old, writer: stereo } = await create('old-stereo.opus');
    await stereo.append(new Int16Array(24_000 * 2));
    await stereo.close();
    const { writer: resumed, frames } = await OggOpusWriter.resume(await open(old, 'r+'), {
      sampleRate: 24_000,
      channels: 1,
    });
    expect(resumed.channels).toBe(2);
    let now = 0;
    const again = new ConversationRecorder(resumed, 24_000, () => now, frames);
    now = 1500; // the patient answers at 1.5 s for half a second
    again.patient(tone(12_000, 5000, 40));
    now = 2000;
    await again.close();
    const continued = await decodeOggOpus(readFileSync(old));
    expect(continued.seconds).toBeCloseTo(2, 2);
    expect(loudness(continued.right, at(1.55), at(1.95))).toBeGreaterThan(0.05);
    expect(loudness(continued.left, at(1.55), at(1.95))).toBeLessThan(0.01);
  });

  it('keeps the student left and the patient right, in time, at a twentieth of the WAV size', async () => {
    const { path, writer } = await create('talk.opus');
    await talk(writer);
    const bytes = readFileSync(path);
    const decoded = await decodeOggOpus(bytes);
    expect(decoded.seconds).toBeCloseTo(1.5, 3);
    expect(oggOpusDurationSeconds(bytes)).toBeCloseTo(1.5, 3);
    expect(loudness(decoded.left, at(0.05), at(0.95))).toBeGreaterThan(0.1);
    expect(loudness(decoded.right, at(0.05), at(0.95))).toBeLessThan(0.01);
    expect(loudness(decoded.right, at(1.05), at(1.45))).toBeGreaterThan(0.05);
    expect(loudness(decoded.left, at(1.05), at(1.45))).toBeLessThan(0.01);
    // 1.5 s of 16-bit stereo at 24 kHz is 144,000 bytes as WAV.
    expect(bytes.length).toBeLessThan(144_000 / 15);
  });

  it('ends exactly where asked, even inside pages already on disk', async () => {
    const { path, writer } = await create('cut.opus');
    let now = 0;
    const rec = new ConversationRecorder(writer, 24_000, () => now);
    now = 1000;
    rec.student(tone(24_000));
    // The runner flushes twice a second; the timer went on for eight seconds after the student left.
    for (now = 1500; now <= 10_000; now += 500) await rec.flush();
    const before = statSync(path).size;
    await rec.close(1500);
    expect(statSync(path).size).toBeLessThan(before);
    const decoded = await decodeOggOpus(readFileSync(path));
    expect(decoded.seconds).toBeCloseTo(1.5, 3);
    expect(loudness(decoded.left, at(0.1), at(0.9))).toBeGreaterThan(0.1);
  });

  it('ends exactly where asked far back in a long recording, before the pages it remembers', async () => {
    const mono = { sampleRate: 24_000, channels: 1 } as const;
    for (const [name, endSeconds] of [
      ['far.opus', 1],
      ['near.opus', 13.5],
    ] as const) {
      const { path, writer } = await create(name, mono);
      // A page for every 20 ms appended: far more pages than a writer remembers.
      const pages = PAGE_INDEX * 2 + 200;
      for (let i = 0; i < pages; i++) await writer.append(tone(480, i * 480 < 24_000 ? 8000 : 2000));
      await writer.cut(endSeconds * 24_000);
      await writer.close();
      const decoded = await decodeOggOpus(readFileSync(path));
      expect(decoded.seconds, name).toBeCloseTo(endSeconds, 3);
      expect(loudness(decoded.left, at(0.1), at(0.9))).toBeGreaterThan(0.1);
    }
  });

  it('leaves whole pages on disk after every flush, so a writer that dies loses only what it had not flushed', async () => {
    const { path, writer } = await create('crash.opus');
    for (let i = 0; i < 10; i++) await writer.append(tone(2400 * 2)); // ten flushes of 100 ms
    // No close(): the process died, with half a page torn off at the end as a crash can leave it.
    appendFileSync(path, readFileSync(path).subarray(200, 260));
    const torn = readFileSync(path);
    const decodedTorn = await decodeOggOpus(torn).catch(() => null);
    const file = await open(path, 'r+');
    await repairOggOpus(file);
    await file.close();
    const decoded = await decodeOggOpus(readFileSync(path));
    // One second went in; only the part of a 20 ms frame not yet complete and the encoder's look-ahead are lost.
    expect(decoded.seconds).toBeGreaterThan(0.97);
    expect(decoded.seconds).toBeLessThanOrEqual(1);
    expect(loudness(decoded.left, at(0.1), at(0.9))).toBeGreaterThan(0.1);
    if (decodedTorn) expect(decodedTorn.seconds).toBeCloseTo(decoded.seconds, 2);
  });

  it('records a class at once: every encoder keeps working however many are open', async () => {
    // A class is hundreds of sessions, each with its own encoder, all in one process; the encoders'
    // memory grows as they are opened, and none may lose its place in it.
    const writers = await Promise.all(Array.from({ length: 250 }, (_, i) => create(`class-${i}.opus`)));
    for (let flush = 0; flush < 4; flush++)
      await Promise.all(writers.map(({ writer }, i) => writer.append(tone(12_000 * 2, 8000, 40 + (i % 20)))));
    await Promise.all(writers.map(({ writer }) => writer.close()));
    for (const i of [0, 99, 249]) {
      const decoded = await decodeOggOpus(readFileSync(writers[i]!.path));
      expect(decoded.seconds).toBeCloseTo(2, 2);
      expect(loudness(decoded.left, at(0.1), at(1.9))).toBeGreaterThan(0.1);
      expect(loudness(decoded.right, at(0.1), at(1.9))).toBeGreaterThan(0.1);
    }
  });

  it('fails a recording whose encoder falls too far behind instead of queueing its audio without end', async () => {
    const { writer } = await create('behind.opus');
    // Two seconds more than the limit handed over at once, as flushes pile up when the machine is
    // out of CPU (half a second each).
    const flushes = Array.from({ length: (MAX_BACKLOG_SECONDS + 2) * 2 }, () =>
      writer.append(tone(12_000 * 2)),
    );
    const results = await Promise.allSettled(flushes);
    expect(results.filter((r) => r.status === 'rejected').length).toBeGreaterThan(0);
    expect(String((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason)).toMatch(
      /behind/,
    );
    await writer.close().catch(() => undefined);
  });

  it('continues a recording after a crash or a reconnect, and again after it was ended', async () => {
    const { path, writer } = await create('resume.opus');
    await writer.append(tone(24_000 * 2));
    // Died without closing; the next runner continues after what is on disk.
    const first = await OggOpusWriter.resume(await open(path, 'r+'), format);
    expect(first.frames).toBeGreaterThan(24_000 - 960);
    expect(first.frames).toBeLessThanOrEqual(24_000);
    await first.writer.append(tone(24_000 * 2, 8000, 30));
    await first.writer.close();
    const once = await decodeOggOpus(readFileSync(path));
    expect(once.seconds).toBeCloseTo((first.frames + 24_000) / 24_000, 3);

    const second = await OggOpusWriter.resume(await open(path, 'r+'), format);
    await second.writer.append(tone(12_000 * 2));
    await second.writer.close();
    const twice = await decodeOggOpus(readFileSync(path));
    expect(twice.seconds).toBeCloseTo((second.frames + 12_000) / 24_000, 3);
    expect(loudness(twice.left, at(once.seconds + 0.05), at(twice.seconds - 0.05))).toBeGreaterThan(0.1);
  });
});
