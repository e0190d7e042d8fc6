import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where session recordings live. The file system is the default; an S3-compatible store can
 * implement the same interface without the voice or history code changing.
 */
export interface RecordingStore {
  /** Size in bytes, or null when there is no such recording. */
  size(fileId: string): Promise<number | null>;
  read(fileId: string): ReadStream;
  /** Where a writer should put the file for `fileId` (created folders included). */
  pathForWriting(fileId: string): Promise<string>;
  remove(fileId: string): Promise<void>;
}

const SAFE_ID = /^[a-zA-Z0-9_-]+\.wav$/;

export function fileRecordingStore(dataDir: string): RecordingStore {
  const dir = join(dataDir, 'recordings');
  const pathOf = (fileId: string) => {
    // Ids come from our own database, but a path never leaves the recordings folder.
    if (!SAFE_ID.test(fileId)) throw new Error(`invalid recording id ${fileId}`);
    return join(dir, fileId);
  };
  return {
    async size(fileId) {
      try {
        return (await stat(pathOf(fileId))).size;
      } catch {
        return null;
      }
    },
    read: (fileId) => createReadStream(pathOf(fileId)),
    async pathForWriting(fileId) {
      await mkdir(dir, { recursive: true });
      return pathOf(fileId);
    },
    async remove(fileId) {
      await rm(pathOf(fileId), { force: true });
    },
  };
}
