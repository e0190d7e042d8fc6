import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { databaseRecordingStore } from './database-recording-store';

/**
 * Random access to one recording while it is written, repaired or cut: what the WAV and Ogg Opus
 * writers need. A node FileHandle is one; another store implements the same few calls.
 */
export interface RecordingHandle {
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  write(buffer: Buffer, offset: number, length: number, position: number): Promise<unknown>;
  truncate(length: number): Promise<void>;
  stat(): Promise<{ size: number }>;
  close(): Promise<void>;
}

/**
 * Where session recordings live. Every read and write of a recording goes through here, so the file
 * system can be swapped for shared storage without the voice or history code changing: files
 * under DATA_DIR with PGlite (one process), the database itself on PostgreSQL (ADR 032).
 */
export interface RecordingStore {
  /** Size in bytes, or null when there is no such recording. */
  size(fileId: string): Promise<number | null>;
  read(fileId: string): Readable;
  /** The whole recording, or null when there is none. */
  readAll(fileId: string): Promise<Buffer | null>;
  /** Opens a recording to write: `create` starts it empty, `update` continues an existing one. */
  open(fileId: string, mode: 'create' | 'update'): Promise<RecordingHandle>;
  remove(fileId: string): Promise<void>;
}

/** Old recordings are WAV; recordings made since are Ogg Opus (decision record 026). */
const SAFE_ID = /^[a-zA-Z0-9_-]+\.(wav|opus)$/;

/** The Content-Type a recording is served with, from its file id. */
export const recordingMimeType = (fileId: string): string =>
  fileId.endsWith('.opus') ? 'audio/ogg' : 'audio/wav';

/** The file extension a downloaded recording gets. */
export const recordingExtension = (fileId: string): string => (fileId.endsWith('.opus') ? 'ogg' : 'wav');

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
    async readAll(fileId) {
      const path = pathOf(fileId);
      try {
        const file = await open(path, 'r');
        try {
          return await file.readFile();
        } finally {
          await file.close();
        }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async open(fileId, mode) {
      const path = pathOf(fileId);
      if (mode === 'create') await mkdir(dir, { recursive: true });
      return open(path, mode === 'create' ? 'w+' : 'r+');
    },
    async remove(fileId) {
      await rm(pathOf(fileId), { force: true });
    },
  };
}

/**
 * The store a server uses: on PostgreSQL the database, which every instance reaches, so a session
 * continued on another instance after its own died goes on in the same recording, and any instance
 * plays it; with PGlite (one process) files under DATA_DIR.
 */
export function recordingStoreFor(dataDir: string, database: Database): RecordingStore {
  return database.engine === 'postgres' ? databaseRecordingStore(database.db) : fileRecordingStore(dataDir);
}
