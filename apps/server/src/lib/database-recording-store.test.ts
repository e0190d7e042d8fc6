import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/build-test-app';
import { databaseRecordingStore } from './database-recording-store';
import { fileRecordingStore, type RecordingStore } from './recording-store';

let database: TestDatabase;
let store: RecordingStore;
const dataDir = mkdtempSync(join(tmpdir(), 'practicum-db-recordings-'));

beforeAll(async () => {
  database = await createTestDatabase();
  store = databaseRecordingStore(database.db);
});

afterAll(async () => {
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

async function readStream(s: RecordingStore, fileId: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of s.read(fileId)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('recordings in the database', () => {
  it('keeps the bytes a file would keep through writes, rewrites, gaps and cuts', async () => {
    const files = fileRecordingStore(dataDir);
    const fileId = 'same-as-a-file.wav';
    const a = await files.open(fileId, 'create');
    const b = await store.open(fileId, 'create');
    expect(await store.size(fileId)).toBe(0);
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let step = 0; step < 300; step++) {
      const { size } = await a.stat();
      const kind = random(10);
      if (kind < 6) {
        // Mostly appends, sometimes over what is there or past the end.
        const position = kind < 4 ? size : random(size + 50);
        const bytes = Buffer.alloc(1 + random(200), step % 251);
        const offset = random(bytes.length);
        const length = random(bytes.length - offset + 1);
        await a.write(bytes, offset, length, position);
        await b.write(bytes, offset, length, position);
      } else if (kind < 8) {
        const to = random(size + 20);
        await a.truncate(to);
        await b.truncate(to);
      } else {
        const position = random(size + 10);
        const length = random(300);
        const x = Buffer.alloc(length + 3, 0xee);
        const y = Buffer.alloc(length + 3, 0xee);
        const readA = await a.read(x, 3, length, position);
        const readB = await b.read(y, 3, length, position);
        expect(readB.bytesRead).toBe(readA.bytesRead);
        expect(y).toEqual(x);
      }
      expect((await b.stat()).size, `step ${step} ${kind} from ${size}`).toBe((await a.stat()).size);
    }
    await a.close();
    await b.close();
    expect(await store.readAll(fileId)).toEqual(await files.readAll(fileId));
    expect(await readStream(store, fileId)).toEqual(await files.readAll(fileId));
  });

  it('has no recording before one is made and none after it is removed', async () => {
    const fileId = 'removed.opus';
    expect(await store.size(fileId)).toBeNull();
    expect(await store.readAll(fileId)).toBeNull();
    await expect(store.open(fileId, 'update')).rejects.toMatchObject({ code: 'ENOENT' });
    const file = await store.open(fileId, 'create');
    await file.write(Buffer.from('OggS'), 0, 4, 0);
    await file.close();
    expect(await store.readAll(fileId)).toEqual(Buffer.from('OggS'));
    await store.remove(fileId);
    expect(await store.size(fileId)).toBeNull();
    // Another recording is untouched by that.
    expect(await store.size('same-as-a-file.wav')).not.toBeNull();
  });
});
