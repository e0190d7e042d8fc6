import { and, asc, count, desc, eq, getTableColumns, gte, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AddMessageBody,
  CreateSessionBody,
  SessionListQuery,
  TranscriptEntry,
  UpdateSessionBody,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import {
  patients,
  sessionMessages,
  sessions,
  type SessionMessageRow,
  type SessionRow,
} from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { upgradeInsights } from '../../lib/insights/upgrade-insights';
import type { SessionDetailRead, SessionRead } from '../insights/session-read.schema';
import { startSession, transition } from './lifecycle';
import { sessionReview } from '../reviews/reviews.service';
import { matchesSearch, searchableText } from '../patients/patients.search';

type Json = Record<string, unknown> | null;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A session as the routes answer it; stored insights of an older shape are read in today's shape. */
export function toSession(row: SessionRow, messageCount: number): SessionRead {
  return {
    id: row.id,
    session_id: row.id,
    user_id: row.userId,
    patient_id: row.patientId,
    patient_name: row.patientName,
    status: row.status,
    start_time: row.startTime.toISOString(),
    end_time: iso(row.endTime),
    duration: row.duration,
    score: row.score,
    grade: row.grade,
    feedback: row.feedback,
    audio_enabled: row.audioEnabled,
    voice_type: row.voiceType as SessionRead['voice_type'],
    voice_speed: row.voiceSpeed,
    audio_file_id: row.audioFileId,
    insights: upgradeInsights(row.insights),
    insights_generated: row.insightsGenerated,
    analysis: row.analysis as Json,
    performance_metrics: row.performanceMetrics as Json,
    session_notes: row.sessionNotes,
    message_count: messageCount,
    transcript_deleted_at: iso(row.transcriptDeletedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toEntry(row: SessionMessageRow): TranscriptEntry {
  return {
    id: row.id,
    seq: row.seq,
    speaker: row.speaker,
    timestamp: row.createdAt.toISOString(),
    text: row.text,
    emotion: row.emotion,
    started_ms: row.startedMs,
    ended_ms: row.endedMs,
  };
}

/** Counts messages per session with one correlated subquery, so list rows never carry the transcript. */
// Written out in full: inside a subquery drizzle would leave the outer column unqualified.
const messageCount =
  sql<number>`(select count(*) from session_messages m where m.session_id = "sessions"."id")`.mapWith(Number);

/** A session the caller may see: their own, or anybody's for an admin (`ownerId` null). 404 otherwise. */
export async function findSession(
  db: Db,
  id: string,
  ownerId: string | null,
): Promise<{ row: SessionRow; messages: number }> {
  const where = ownerId ? and(eq(sessions.id, id), eq(sessions.userId, ownerId)) : eq(sessions.id, id);
  const [found] = await db
    .select({ row: sessions, messages: messageCount })
    .from(sessions)
    .where(where)
    .limit(1);
  if (!found) throw notFound('Session not found', 'session_not_found');
  return found;
}

export async function sessionDetail(db: Db, id: string, ownerId: string | null): Promise<SessionDetailRead> {
  const { row, messages } = await findSession(db, id, ownerId);
  const transcript = await db
    .select()
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, id))
    .orderBy(asc(sessionMessages.seq));
  const review = await sessionReview(db, id);
  return { ...toSession(row, messages), transcript: transcript.map(toEntry), review };
}

/**
 * Starts a session with an existing, non-archived patient. A student has at most one active session
 * per patient: asking again returns that one (`created` false).
 */
export async function createSession(
  db: Db,
  userId: string,
  body: Required<CreateSessionBody>,
): Promise<{ session: SessionRead; created: boolean }> {
  const [patient] = await db
    .select({ id: patients.id, name: patients.name })
    .from(patients)
    .where(and(eq(patients.id, body.patient_id), isNull(patients.archivedAt)))
    .limit(1);
  if (!patient) throw notFound('Patient not found', 'patient_not_found');
  const [existing] = await db
    .select({ row: sessions, messages: messageCount })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), eq(sessions.patientId, patient.id), eq(sessions.status, 'active')),
    )
    .limit(1);
  if (existing) return { session: toSession(existing.row, existing.messages), created: false };
  const row = await startSession(db, {
    userId,
    patientId: patient.id,
    patientName: patient.name,
    audioEnabled: body.audio_enabled,
    voiceType: body.voice_type,
    voiceSpeed: body.voice_speed,
  });
  return { session: toSession(row, 0), created: true };
}

export interface ListFilter {
  limit: number;
  offset: number;
  sort_by: 'start_time' | 'score' | 'duration';
  sort_order: 'asc' | 'desc';
  status_filter?: SessionListQuery['status_filter'];
  patient_id?: string;
  min_score?: number;
  max_score?: number;
  search?: string;
  include_cancelled?: 'true' | 'false';
  /** Only this user's sessions; null lists everybody's (admins). */
  userId: string | null;
}

/**
 * A session is found by the patient's name as the session recorded it and by the patient's
 * condition, category and presenting problem, with the patient list's synonyms.
 */
const sessionSearchText = () =>
  searchableText([
    sql`${sessions.patientName}`,
    sql`${patients.condition}`,
    sql`${patients.conditionCategory}`,
    sql`${patients.persona}->>'presenting_problem'`,
  ]);

const SORT_COLUMNS = { start_time: sessions.startTime, score: sessions.score, duration: sessions.duration };

export async function listSessions(
  db: Db,
  f: ListFilter,
): Promise<{ sessions: SessionRead[]; total: number }> {
  const where: SQL[] = [];
  if (f.userId) where.push(eq(sessions.userId, f.userId));
  if (f.status_filter && f.status_filter !== 'all') where.push(eq(sessions.status, f.status_filter));
  if (f.patient_id) where.push(eq(sessions.patientId, f.patient_id));
  if (f.min_score !== undefined) where.push(gte(sessions.score, f.min_score));
  if (f.max_score !== undefined) where.push(lte(sessions.score, f.max_score));
  if (f.include_cancelled === 'false') where.push(ne(sessions.status, 'cancelled'));
  const search = matchesSearch(sessionSearchText(), f.search);
  if (search) where.push(search);
  const condition = where.length ? and(...where) : undefined;
  const column = SORT_COLUMNS[f.sort_by];
  // Sessions without a score or duration sort last either way; start time and id break ties stably.
  const primary = f.sort_order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [rows, [total]] = await Promise.all([
    // The patient is joined for the search; rows and total see the same conditions.
    db
      .select({ row: sessions, messages: messageCount })
      .from(sessions)
      .leftJoin(patients, eq(patients.id, sessions.patientId))
      .where(condition)
      .orderBy(primary, desc(sessions.startTime), desc(sessions.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: count() })
      .from(sessions)
      .leftJoin(patients, eq(patients.id, sessions.patientId))
      .where(condition),
  ]);
  return { sessions: rows.map((r) => toSession(r.row, r.messages)), total: total?.n ?? 0 };
}

export async function updateSession(
  db: Db,
  id: string,
  ownerId: string | null,
  body: UpdateSessionBody,
): Promise<SessionRead> {
  const { row: before } = await findSession(db, id, ownerId);
  await db
    .update(sessions)
    .set({
      ...(body.session_notes !== undefined ? { sessionNotes: body.session_notes } : {}),
      ...(body.audio_enabled !== undefined ? { audioEnabled: body.audio_enabled } : {}),
      ...(body.voice_type !== undefined ? { voiceType: body.voice_type } : {}),
      ...(body.voice_speed !== undefined ? { voiceSpeed: body.voice_speed } : {}),
      updatedAt: new Date(),
    })
    .where(eq(sessions.id, before.id));
  const { row, messages } = await findSession(db, id, ownerId);
  return toSession(row, messages);
}

/**
 * Appends one utterance with the next seq, in one statement: a voice turn saves every line this way
 * before the client hears of it, and on the embedded database each statement is work on the event
 * loop, so the lock, the read of the last line, the insert and the touch go as one round trip
 * instead of a transaction of six. The same text from the same speaker within a second is a
 * duplicate (a resent message): the stored entry is answered instead of saving it twice (the web
 * client, told of the same seq again, shows it once). Appends to one session are serialised by its row lock.
 */
export async function addMessage(
  db: Db,
  sessionId: string,
  ownerId: string | null,
  body: AddMessageBody,
  /** The patient engine's state after a patient turn, kept for scoring and review. */
  engineState?: Record<string, unknown> | null,
): Promise<TranscriptEntry> {
  const append = appendMessage(sessionId, ownerId, body, engineState ?? null, new Date());
  try {
    const outcome = await appended(db, append);
    if (outcome !== 'raced') return outcome;
  } catch (err) {
    if (!isSeqTaken(err)) throw err;
  }
  // Another append to this session (or its end) committed while this statement waited for the
  // session's row lock, after the statement had read the transcript. Under the lock, taken first,
  // the same statement reads what is there now.
  return db.transaction(async (tx) => {
    await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update');
    const outcome = await appended(tx, append);
    if (outcome === 'raced') throw new Error('the session changed while its row was locked');
    return outcome;
  });
}

/**
 * The append as one statement. The session's row is locked by the update that touches it, which
 * rechecks the status on the row as it is once the lock is held (a session ended meanwhile gets no
 * line); the new line's seq and the duplicate check read the transcript as the statement began.
 */
function appendMessage(
  sessionId: string,
  ownerId: string | null,
  body: AddMessageBody,
  engineState: Record<string, unknown> | null,
  now: Date,
): SQL {
  const at = now.toISOString();
  return sql`
    with target as (
      select id, status from sessions
      where id = ${sessionId} ${ownerId ? sql`and user_id = ${ownerId}` : sql``}
    ),
    last as (
      select * from session_messages where session_id = ${sessionId} order by seq desc limit 1
    ),
    duplicate as (
      select last.* from last, target
      where target.status = 'active' and last.speaker = ${body.speaker}::speaker and last.text = ${body.text}
        and last.created_at > ${at}::timestamptz - interval '1 second'
    ),
    touched as (
      update sessions set updated_at = ${at}::timestamptz
      where id = (select id from target) and status = 'active' and not exists (select from duplicate)
      returning id
    ),
    inserted as (
      insert into session_messages (session_id, seq, speaker, text, emotion, started_ms, ended_ms, engine_state)
      select id, coalesce((select seq from last), 0) + 1, ${body.speaker}::speaker, ${body.text}::text,
        ${body.emotion ?? null}::text, ${body.started_ms ?? null}::integer, ${body.ended_ms ?? null}::integer,
        ${engineState === null ? null : JSON.stringify(engineState)}::jsonb
      from touched
      returning *
    )
    select target.status as session_status, line.*
    from target left join (select * from inserted union all select * from duplicate) line on true`;
}

const messageColumns = Object.entries(getTableColumns(sessionMessages));

/**
 * Runs the append: the line saved (or the duplicate found), or 'raced' when the session was active
 * as the statement began but no longer once its row was locked (or the seq was taken meanwhile).
 */
async function appended(db: Db, append: SQL): Promise<TranscriptEntry | 'raced'> {
  const { rows } = (await db.execute(append)) as unknown as { rows: Record<string, unknown>[] };
  const [found] = rows;
  if (!found) throw notFound('Session not found', 'session_not_found');
  if (found.session_status !== 'active')
    throw conflict('This session has ended; no more messages can be added', 'session_ended');
  if (found.id == null) return 'raced';
  // Read through the table's own columns, as a select of the table would.
  const row = Object.fromEntries(
    messageColumns.map(([key, column]) => {
      const value = found[column.name];
      return [key, value == null ? null : column.mapFromDriverValue(value)];
    }),
  ) as SessionMessageRow;
  return toEntry(row);
}

/** The new line's seq was taken by an append that committed while this one waited for the lock. */
function isSeqTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.cause?.code ? e.cause : e;
  return pg?.code === '23505' && pg.constraint === 'session_messages_seq_idx';
}

/**
 * Ends one of the caller's sessions as completed (end time and duration through the lifecycle).
 * A session that has already ended is refused with SessionTransitionError.
 */
export async function endSession(db: Db, id: string, ownerId: string | null): Promise<SessionRead> {
  const { row } = await findSession(db, id, ownerId);
  await transition(db, row.id, 'complete');
  const found = await findSession(db, id, ownerId);
  return toSession(found.row, found.messages);
}

export async function deleteSession(db: Db, id: string, ownerId: string | null): Promise<SessionRow> {
  const { row } = await findSession(db, id, ownerId);
  await db.delete(sessions).where(eq(sessions.id, row.id));
  return row;
}
