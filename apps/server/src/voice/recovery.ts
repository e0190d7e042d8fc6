import { and, eq, lt, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SessionTransitionError, transition } from '../features/sessions/lifecycle';
import { AppError } from '../lib/app-error';
import { repairRecording } from './runner-recording';
import { sessions } from '../db/schema';

/**
 * Finalises sessions left active with nobody running them (a crash, a lost instance) as
 * interrupted: the lifecycle's `recover` ends them at their last sign of life, the transcript is
 * kept, and the recording is repaired first so the audio up to that point plays. With
 * `staleBefore` only sessions silent since then are touched (PostgreSQL with several instances);
 * without it every active session not run here is (PGlite, one process, at start-up).
 */
export async function interruptOrphanedSessions(
  app: FastifyInstance,
  opts: { staleBefore?: Date; runningHere: string[] },
): Promise<number> {
  const where: SQL[] = [eq(sessions.status, 'active')];
  if (opts.staleBefore) where.push(lt(sessions.updatedAt, opts.staleBefore));
  if (opts.runningHere.length) where.push(notInArray(sessions.id, opts.runningHere));
  const orphans = await app.db
    .select()
    .from(sessions)
    .where(and(...where));
  let recovered = 0;
  for (const s of orphans) {
    if (s.audioFileId) {
      const size = await app.recordings.size(s.audioFileId);
      if (size !== null) {
        await repairRecording(app.recordings, s.audioFileId).catch((err: unknown) =>
          app.log.warn({ err, session_id: s.id }, 'could not repair a recording'),
        );
      }
    }
    try {
      await transition(app.db, s.id, 'recover');
      recovered += 1;
    } catch (err) {
      // Ended by its runner or another instance's sweep, or deleted, since it was listed: nothing left to do.
      const gone = err instanceof AppError && err.code === 'session_not_found';
      if (!(err instanceof SessionTransitionError) && !gone) throw err;
    }
  }
  if (recovered) app.log.info({ count: recovered }, 'finalised orphaned sessions as interrupted');
  return recovered;
}
