import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { sessionMessages, sessions, type SessionRow } from '../../src/db/schema';
import type { RecordingStore } from '../../src/lib/recording-store';
import { startSession, transition } from '../../src/features/sessions/lifecycle';
import { createPatientRow } from './factories';

export interface SeedSession {
  userId: string;
  /** When it started; now when absent. */
  startTime?: Date;
  /** Completed unless asked to stay active. */
  active?: boolean;
  score?: number;
  /** Student and patient lines, alternating from the student. */
  lines?: string[];
  /** Bytes of a recording to write to the store under `<id>.opus`. */
  recordingBytes?: number;
}

/**
 * A session as it would be after a conversation: transcript rows, an ended status, a score with a
 * minimal report, and a recording file of the given size in the store.
 */
export async function seedSession(db: Db, store: RecordingStore, opts: SeedSession): Promise<SessionRow> {
  const patient = await createPatientRow(db);
  const row = await startSession(db, {
    userId: opts.userId,
    patientId: patient.id,
    patientName: patient.name,
    audioEnabled: true,
    voiceType: 'female',
    voiceSpeed: 1,
  });
  const lines = opts.lines ?? ['How are you feeling today?', 'Not great, to be honest.'];
  if (lines.length > 0) {
    await db.insert(sessionMessages).values(
      lines.map((text, i) => ({
        sessionId: row.id,
        seq: i + 1,
        speaker: i % 2 === 0 ? ('student' as const) : ('patient' as const),
        text,
      })),
    );
  }
  if (!opts.active) await transition(db, row.id, 'complete');
  let audioFileId: string | null = null;
  if (opts.recordingBytes !== undefined) {
    audioFileId = `${row.id}.opus`;
    const handle = await store.open(audioFileId, 'create');
    const bytes = Buffer.alloc(opts.recordingBytes, 0x4f);
    await handle.write(bytes, 0, bytes.length, 0);
    await handle.close();
  }
  const score = opts.score ?? 80;
  const [updated] = await db
    .update(sessions)
    .set({
      startTime: opts.startTime ?? new Date(),
      score,
      grade: 'B',
      feedback: 'Warm opening; explore feelings further.',
      insights: { overall_score: score, grade: 'B', session_summary: 'Warm opening.' },
      insightsGenerated: true,
      audioFileId,
    })
    .where(eq(sessions.id, row.id))
    .returning();
  return updated!;
}
