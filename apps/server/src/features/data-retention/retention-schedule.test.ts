import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog, institutionSettings, sessions } from '../../db/schema';
import { buildTestApp, createTestDatabase } from '../../../test/support/build-test-app';
import { createUser } from '../../../test/support/factories';
import { seedSession } from '../../../test/support/seed-session';
import { RETENTION_EVERY_MS } from './retention.plugin';

afterEach(() => {
  vi.useRealTimers();
});

describe('the retention schedule', () => {
  it('runs a minute after the app is ready, then every hour, and stops when the app closes', async () => {
    // Only the app's own timers are driven by hand; time still passes for everything else.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const database = await createTestDatabase();
    const t = await buildTestApp({ database });
    const db = database.db;
    const runs = async () =>
      (await db.select().from(auditLog).where(eq(auditLog.action, 'data.retention'))).length;
    try {
      const { user } = await createUser(db);
      await db
        .insert(institutionSettings)
        .values({ name: 'data_retention', value: { retention_days: 30, storage_quota_mb: null } });
      const old = await seedSession(db, t.app.recordings, {
        userId: user.id,
        startTime: new Date(Date.now() - 40 * 86_400_000),
      });
      const purged = async (id: string) =>
        (await db.select().from(sessions).where(eq(sessions.id, id)))[0]!.transcriptDeletedAt !== null;

      expect(await purged(old.id)).toBe(false);
      await vi.advanceTimersByTimeAsync(61_000);
      await vi.waitFor(async () => expect(await purged(old.id)).toBe(true), { timeout: 10_000 });
      expect(await runs()).toBe(1);

      const later = await seedSession(db, t.app.recordings, {
        userId: user.id,
        startTime: new Date(Date.now() - 31 * 86_400_000),
      });
      await vi.advanceTimersByTimeAsync(RETENTION_EVERY_MS);
      await vi.waitFor(async () => expect(await purged(later.id)).toBe(true), { timeout: 10_000 });
      expect(await runs()).toBe(2);
    } finally {
      await t.app.close();
    }
    // Closed: the timer is gone, so an old session stays however long it waits.
    const { user } = await createUser(db);
    const untouched = await seedSession(db, t.app.recordings, {
      userId: user.id,
      startTime: new Date(Date.now() - 90 * 86_400_000),
    });
    await vi.advanceTimersByTimeAsync(3 * RETENTION_EVERY_MS);
    const [row] = await db.select().from(sessions).where(eq(sessions.id, untouched.id));
    expect(row!.transcriptDeletedAt).toBeNull();
    expect(await runs()).toBe(2);
    await database.dispose();
  });
});
