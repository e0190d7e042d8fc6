import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  sessionMessages,
  sessionRunners,
  sessions,
  type SessionMessageRow,
  type SessionRow,
} from '../db/schema';
import { SessionTransitionError, transition, type SessionEvent } from '../features/sessions/lifecycle';
import { addMessage } from '../features/sessions/sessions.service';
import { AppError } from '../lib/app-error';

/** How a live session ends, as the runner and the voice plugin name it. */
export type EndReason = 'completed' | 'cancelled' | 'interrupted';

const EVENT_OF: Record<EndReason, SessionEvent> = {
  completed: 'complete',
  cancelled: 'cancel',
  interrupted: 'interrupt',
};

/**
 * What one live session keeps in the database: its transcript (every line written before the client
 * hears of it), its heartbeat, its recording's file id, a restart, and its end, which goes through
 * the session lifecycle like every status change.
 */
export class RunnerStore {
  constructor(
    private readonly db: Db,
    private readonly sessionId: string,
  ) {}

  transcript(): Promise<SessionMessageRow[]> {
    return this.db
      .select()
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, this.sessionId))
      .orderBy(asc(sessionMessages.seq));
  }

  student(text: string) {
    return addMessage(this.db, this.sessionId, null, { speaker: 'student', text });
  }

  /** A patient line with the engine state behind it (kept for scoring and review). */
  patient(text: string, emotion: string | null | undefined, engineState: Record<string, unknown>) {
    return addMessage(
      this.db,
      this.sessionId,
      null,
      { speaker: 'patient', text, ...(emotion ? { emotion } : {}) },
      engineState,
    );
  }

  /**
   * A sign of life: crash recovery on PostgreSQL leaves sessions touched recently alone. False when
   * the session is no longer active (ended elsewhere: the HTTP end route, another instance's sweep).
   */
  async touch(): Promise<boolean> {
    const touched = await this.db
      .update(sessions)
      .set({ updatedAt: new Date() })
      .where(and(eq(sessions.id, this.sessionId), eq(sessions.status, 'active')))
      .returning({ id: sessions.id });
    return touched.length > 0;
  }

  /**
   * Takes the session up for the runner `runnerId`: a sign of life at once (one taken up after the
   * instance running it died was last seen then, and no sweep may finalise it before the first
   * heartbeat), and the claim any runner that held it before finds taken.
   */
  async claim(runnerId: string): Promise<void> {
    await this.touch();
    await this.db
      .insert(sessionRunners)
      .values({ sessionId: this.sessionId, runnerId })
      .onConflictDoUpdate({ target: sessionRunners.sessionId, set: { runnerId, claimedAt: new Date() } });
  }

  /**
   * False once another runner has claimed the session (the student reconnected to another instance),
   * or has ended it and dropped the claim.
   */
  async heldBy(runnerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ runnerId: sessionRunners.runnerId })
      .from(sessionRunners)
      .where(eq(sessionRunners.sessionId, this.sessionId))
      .limit(1);
    return row?.runnerId === runnerId;
  }

  /** When the session ended, if it has ended (elsewhere, while this runner still ran it). */
  async endedAt(): Promise<Date | null> {
    const [row] = await this.db
      .select({ status: sessions.status, endTime: sessions.endTime })
      .from(sessions)
      .where(eq(sessions.id, this.sessionId))
      .limit(1);
    return row && row.status !== 'active' ? row.endTime : null;
  }

  async setAudioFile(fileId: string): Promise<void> {
    await this.db.update(sessions).set({ audioFileId: fileId }).where(eq(sessions.id, this.sessionId));
  }

  /** Starts the attempt again: transcript gone, the clock back to zero. The session stays active. */
  async restart(): Promise<SessionRow> {
    await this.db.delete(sessionMessages).where(eq(sessionMessages.sessionId, this.sessionId));
    const [row] = await this.db
      .update(sessions)
      .set({ startTime: new Date(), updatedAt: new Date() })
      .where(eq(sessions.id, this.sessionId))
      .returning();
    return row!;
  }

  /**
   * Ends the session through the lifecycle at `at`, with the provider's usage; the duration it stored, or
   * null when the session had already ended elsewhere (the HTTP end route, a sweep) or was deleted,
   * in which case it is left as it is.
   */
  async finish(reason: EndReason, usage: object | null, at: Date): Promise<number | null> {
    try {
      const ended = await transition(this.db, this.sessionId, EVENT_OF[reason], {
        at,
        ...(usage ? { usage } : {}),
      });
      return ended.duration;
    } catch (err) {
      if (err instanceof SessionTransitionError) return null;
      if (err instanceof AppError && err.code === 'session_not_found') return null;
      throw err;
    } finally {
      // An ended session has no runner to hold it.
      await this.db.delete(sessionRunners).where(eq(sessionRunners.sessionId, this.sessionId));
    }
  }
}
