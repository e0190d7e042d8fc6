import { and, eq, lt, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REALTIME_SAMPLE_RATE } from '@practicum/contract';
import { sessions } from '../db/schema';
import { repairWavHeader } from './audio/wav';

/**
 * Finalises sessions left active with nobody running them (a crash, a lost instance) as
 * interrupted: end time = their last sign of life, transcript kept, recording header repaired so
 * the audio up to that point plays. With `staleBefore` only sessions silent since then are touched
 * (PostgreSQL with several instances); without it every active session not run here is (PGlite,
 * one process, at start-up).
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
  for (const s of orphans) {
    const lastSeen = s.updatedAt > s.startTime ? s.updatedAt : s.startTime;
    if (s.audioFileId) {
      const size = await app.recordings.size(s.audioFileId);
      if (size !== null) {
        await repairWavHeader(await app.recordings.pathForWriting(s.audioFileId), {
          sampleRate: REALTIME_SAMPLE_RATE,
          channels: 2,
        }).catch((err: unknown) => app.log.warn({ err, session_id: s.id }, 'could not repair a recording'));
      }
    }
    await app.db
      .update(sessions)
      .set({
        status: 'interrupted',
        endTime: lastSeen,
        duration: Math.max(0, Math.round((lastSeen.getTime() - s.startTime.getTime()) / 1000)),
        updatedAt: new Date(),
      })
      .where(and(eq(sessions.id, s.id), eq(sessions.status, 'active')));
  }
  if (orphans.length) app.log.info({ count: orphans.length }, 'finalised orphaned sessions as interrupted');
  return orphans.length;
}
