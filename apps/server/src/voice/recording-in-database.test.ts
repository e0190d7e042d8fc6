import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/build-test-app';
import { decodeOggOpus, loudness } from '../../test/support/recording';
import { databaseRecordingStore } from '../lib/database-recording-store';
import type { RecordingStore } from '../lib/recording-store';
import { OggOpusWriter } from './audio/ogg-opus';

let database: TestDatabase;
let store: RecordingStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = databaseRecordingStore(database.db);
});

afterAll(() => database.dispose());

const FORMAT = { sampleRate: 24_000, channels: 2 } as const;

/** `seconds` of a 440 Hz tone on one channel (student left, patient right), silence on the other. */
function tone(seconds: number, channel: 0 | 1): Int16Array {
  const frames = FORMAT.sampleRate * seconds;
  const pcm = new Int16Array(frames * 2);
  for (let i = 0; i < frames; i++)
    pcm[i * 2 + channel] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / FORMAT.sampleRate));
  return pcm;
}

async function readStream(s: RecordingStore, fileId: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of s.read(fileId)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('an Ogg Opus recording in the database', () => {
  it('continues a recording whose writer died after its last flush, in another store on the same database, and plays both parts', async () => {
    const fileId = 'died-mid-session.opus';
    const first = await OggOpusWriter.create(await store.open(fileId, 'create'), FORMAT);
    // Half-second flushes, as a live session writes them; then the process dies (nothing closed).
    for (let i = 0; i < 4; i++) await first.append(tone(0.5, 0));
    const written = await store.size(fileId);
    expect(written).toBeGreaterThan(0);

    // Another instance: its own store on the same database.
    const other = databaseRecordingStore(database.db);
    expect(await other.size(fileId)).toBe(written);
    const { writer, frames } = await OggOpusWriter.resume(await other.open(fileId, 'update'), FORMAT);
    expect(frames / FORMAT.sampleRate).toBeCloseTo(2, 1);
    for (let i = 0; i < 4; i++) await writer.append(tone(0.5, 1));
    await writer.close();

    const bytes = (await other.readAll(fileId))!;
    expect(await readStream(store, fileId)).toEqual(bytes);
    const audio = await decodeOggOpus(bytes);
    expect(audio.seconds).toBeCloseTo(4, 1);
    const at = (seconds: number) => Math.round(seconds * 48_000);
    // The student's tone in the first two seconds, the patient's in the last two.
    expect(loudness(audio.left, at(0.2), at(1.8))).toBeGreaterThan(0.1);
    expect(loudness(audio.right, at(0.2), at(1.8))).toBeLessThan(0.01);
    expect(loudness(audio.right, at(2.2), at(3.8))).toBeGreaterThan(0.1);
    expect(loudness(audio.left, at(2.2), at(3.8))).toBeLessThan(0.01);
  });
});
