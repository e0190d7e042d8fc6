import { Readable } from 'node:stream';
import { and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recordingChunks } from '../db/schema';
import type { RecordingHandle, RecordingStore } from './recording-store';

/** Rows read per query while a recording is streamed out. */
const STREAM_ROWS = 64;

interface Chunk {
  position: number;
  data: Buffer;
}

const endOf = (c: Chunk) => c.position + c.data.length;

/** What a store reports for a recording that is not there, as the file store's ENOENT does. */
function missing(fileId: string): Error {
  return Object.assign(new Error(`no recording ${fileId}`), { code: 'ENOENT' });
}

/**
 * Recordings in the database (recording_chunks), for PostgreSQL where every instance reaches them:
 * one recording is the bytes of its rows laid at their positions. The writers mostly append (a page
 * per flush: one insert, committed at once, so a crash loses only what was not flushed), and now and
 * then rewrite a page they wrote or cut the end; those merge the rows they touch into one.
 */
export function databaseRecordingStore(db: Db): RecordingStore {
  const of = (fileId: string) => eq(recordingChunks.fileId, fileId);

  /** The rows that hold any of [from, to): the last one starting at or before `from`, and those inside. */
  async function overlapping(q: Db, fileId: string, from: number, to: number): Promise<Chunk[]> {
    const [before] = await q
      .select({ position: recordingChunks.position, data: recordingChunks.data })
      .from(recordingChunks)
      .where(and(of(fileId), lte(recordingChunks.position, from)))
      .orderBy(desc(recordingChunks.position))
      .limit(1);
    const inside = await q
      .select({ position: recordingChunks.position, data: recordingChunks.data })
      .from(recordingChunks)
      .where(and(of(fileId), gt(recordingChunks.position, from), lt(recordingChunks.position, to)))
      .orderBy(asc(recordingChunks.position));
    // The row at `from` itself counts even when empty (the mark an empty recording leaves).
    const first = before && (endOf(before) > from || before.position === from) ? [before] : [];
    return [...first, ...inside];
  }

  async function size(q: Db, fileId: string): Promise<number | null> {
    const [row] = await q
      .select({
        end: sql<string | null>`max(${recordingChunks.position} + octet_length(${recordingChunks.data}))`,
        rows: sql<number>`count(*)::int`,
      })
      .from(recordingChunks)
      .where(of(fileId));
    return row && Number(row.rows) > 0 ? Number(row.end) : null;
  }

  /**
   * Writes `data` at `position` as a row of its own if it touches no row (and no row starts there:
   * the empty mark at 0), in one statement; false if it would, for the transaction that merges.
   * Nearly every write of a live session is such an append, and at a class's scale their
   * transactions (five round trips, each holding a pooled connection) kept the transcript's saves
   * waiting for a connection.
   */
  async function append(fileId: string, position: number, data: Buffer): Promise<boolean> {
    const end = position + data.length;
    const { rows } = (await db.execute(sql`
      insert into ${recordingChunks} (file_id, position, data)
      select ${fileId}, ${position}::bigint, ${data}::bytea
      where not exists (
          select 1 from ${recordingChunks}
          where file_id = ${fileId} and position >= ${position}::bigint and position < ${end}::bigint)
        and not exists (
          select 1 from (
            select position, data from ${recordingChunks}
            where file_id = ${fileId} and position < ${position}::bigint
            order by position desc limit 1) before
          where before.position + octet_length(before.data) > ${position}::bigint)
      returning position`)) as unknown as { rows: unknown[] };
    return rows.length === 1;
  }

  /** An empty recording is one empty row at 0, so it exists (size 0) as an empty file does. */
  const markEmpty = (q: Db, fileId: string) =>
    q
      .insert(recordingChunks)
      .values({ fileId, position: 0, data: Buffer.alloc(0) })
      .onConflictDoNothing();

  function handle(fileId: string): RecordingHandle {
    let cache: Buffer | null = null;
    return {
      async read(buffer, offset, length, position) {
        // Reads come in runs (a resume scans every page, a cut rereads one), between the writes of
        // this handle, the recording's only writer: the whole recording is loaded once per run.
        cache ??= await whole(fileId);
        const bytesRead = Math.max(0, Math.min(length, cache.length - position));
        if (bytesRead > 0) cache.copy(buffer, offset, position, position + bytesRead);
        return { bytesRead };
      },
      async write(buffer, offset, length, position) {
        // Writing nothing changes nothing, not even the size, as with a file.
        if (length === 0) return;
        cache = null;
        const data = Buffer.from(buffer.subarray(offset, offset + length));
        if (await append(fileId, position, data)) return;
        await db.transaction(async (tx) => {
          const q = tx as unknown as Db;
          const touched = await overlapping(q, fileId, position, position + length);
          if (!touched.length) {
            await q.insert(recordingChunks).values({ fileId, position, data });
            return;
          }
          // A rewrite: the rows it touches and the new bytes over them become one row.
          const start = Math.min(position, touched[0]!.position);
          const end = Math.max(position + length, ...touched.map(endOf));
          const merged = Buffer.alloc(end - start);
          for (const c of touched) c.data.copy(merged, c.position - start);
          data.copy(merged, position - start);
          await q
            .delete(recordingChunks)
            .where(
              and(
                of(fileId),
                gte(recordingChunks.position, start),
                lte(recordingChunks.position, touched.at(-1)!.position),
              ),
            );
          await q.insert(recordingChunks).values({ fileId, position: start, data: merged });
        });
      },
      async truncate(length) {
        cache = null;
        await db.transaction(async (tx) => {
          const q = tx as unknown as Db;
          await q.delete(recordingChunks).where(and(of(fileId), gte(recordingChunks.position, length)));
          if (length === 0) return void (await markEmpty(q, fileId));
          const [last] = await overlapping(q, fileId, length - 1, length);
          if (last && endOf(last) > length) {
            await q
              .update(recordingChunks)
              .set({ data: last.data.subarray(0, length - last.position) })
              .where(and(of(fileId), eq(recordingChunks.position, last.position)));
            return;
          }
          // Longer than what is written (a gap left by a write past the end included): zeros, as a
          // file grows. The empty mark at 0 makes way for them.
          const current = (await size(q, fileId)) ?? 0;
          if (current >= length) return;
          if (current === 0) await q.delete(recordingChunks).where(of(fileId));
          await q
            .insert(recordingChunks)
            .values({ fileId, position: current, data: Buffer.alloc(length - current) });
        });
      },
      async stat() {
        return { size: (await size(db, fileId)) ?? 0 };
      },
      async close() {
        cache = null;
      },
    };
  }

  async function* chunksOf(fileId: string): AsyncGenerator<Buffer> {
    let next = 0;
    for (;;) {
      const rows = await db
        .select({ position: recordingChunks.position, data: recordingChunks.data })
        .from(recordingChunks)
        .where(and(of(fileId), gte(recordingChunks.position, next)))
        .orderBy(asc(recordingChunks.position))
        .limit(STREAM_ROWS);
      for (const c of rows) {
        // Bytes never written (a write past the end) read as zeros, as they do from a file.
        if (c.position > next) yield Buffer.alloc(c.position - next);
        if (c.data.length) yield c.data;
        next = endOf(c);
      }
      if (rows.length < STREAM_ROWS) return;
      next = Math.max(next, rows.at(-1)!.position + 1);
    }
  }

  async function whole(fileId: string): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of chunksOf(fileId)) parts.push(part);
    return Buffer.concat(parts);
  }

  return {
    size: (fileId) => size(db, fileId),
    read: (fileId) => Readable.from(chunksOf(fileId)),
    async readAll(fileId) {
      return (await size(db, fileId)) === null ? null : whole(fileId);
    },
    async open(fileId, mode) {
      if (mode === 'create') {
        await db.transaction(async (tx) => {
          const q = tx as unknown as Db;
          await q.delete(recordingChunks).where(of(fileId));
          await markEmpty(q, fileId);
        });
      } else if ((await size(db, fileId)) === null) {
        throw missing(fileId);
      }
      return handle(fileId);
    },
    async remove(fileId) {
      await db.delete(recordingChunks).where(of(fileId));
    },
  };
}
