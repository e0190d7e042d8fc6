import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { patients, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app';
import { fakeChangeFeed } from '../../test/support/change-feed';
import { createPatientRow, createUser } from '../../test/support/factories';
import { ChangeCache, type Change } from './changes';

describe('ChangeCache', () => {
  const loader = (value: string) => {
    const load = vi.fn(async () => value);
    return load;
  };

  it('keeps a value until a notice forgets its group, and only that group', async () => {
    const feed = fakeChangeFeed();
    const cache = new ChangeCache<string>(feed, { ttlMs: 60_000, maxEntries: 100 });
    const a = loader('a');
    const b = loader('b');
    expect(await cache.get('u1', 's1', a)).toBe('a');
    expect(await cache.get('u1', 's1', a)).toBe('a');
    expect(await cache.get('u2', 's1', b)).toBe('b');
    expect(a).toHaveBeenCalledTimes(1);
    cache.forget('u1');
    expect(await cache.get('u1', 's1', a)).toBe('a');
    expect(await cache.get('u2', 's1', b)).toBe('b');
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.get('u2', 's1', b);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('does not keep a value read before a notice that arrived while it was read', async () => {
    const feed = fakeChangeFeed();
    const cache = new ChangeCache<string>(feed, { ttlMs: 60_000, maxEntries: 100 });
    let release!: () => void;
    const stale = cache.get('u1', 's1', () => new Promise<string>((r) => (release = () => r('stale'))));
    cache.forget('u1');
    release();
    // The request that read it gets what it read; the next one reads again.
    expect(await stale).toBe('stale');
    expect(await cache.get('u1', 's1', async () => 'fresh')).toBe('fresh');
  });

  it('keeps nothing while the feed is not listening, nor a miss, nor past its time', async () => {
    const feed = fakeChangeFeed(false);
    const cache = new ChangeCache<string>(feed, { ttlMs: 50, maxEntries: 100 });
    const a = loader('a');
    await cache.get('u1', 's1', a);
    await cache.get('u1', 's1', a);
    expect(a).toHaveBeenCalledTimes(2);
    feed.listening = true;
    const none = vi.fn(async () => undefined);
    await cache.get('u1', 's2', none);
    await cache.get('u1', 's2', none);
    expect(none).toHaveBeenCalledTimes(2);
    await cache.get('u1', 's1', a);
    await cache.get('u1', 's1', a);
    expect(a).toHaveBeenCalledTimes(3);
    await new Promise((r) => setTimeout(r, 60));
    await cache.get('u1', 's1', a);
    expect(a).toHaveBeenCalledTimes(4);
  });

  it('holds at most maxEntries, dropping the group kept longest', async () => {
    const feed = fakeChangeFeed();
    const cache = new ChangeCache<string>(feed, { ttlMs: 60_000, maxEntries: 2 });
    const first = loader('1');
    await cache.get('g1', 'k', first);
    await cache.get('g2', 'k', loader('2'));
    await cache.get('g3', 'k', loader('3'));
    await cache.get('g1', 'k', first);
    expect(first).toHaveBeenCalledTimes(2);
  });
});

describe('the change feed', () => {
  let t: TestApp;
  const heard: Change[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.changes.subscribe((change) => heard.push(change));
  });
  afterAll(async () => {
    await t.close();
  });

  it('hears the changes of any writer, the database itself included', async () => {
    expect(t.app.changes.listening).toBe(true);
    const { user } = await createUser(t.database.db);
    await t.database.db.execute(sql`update ${users} set last_name = 'Changed' where id = ${user.id}`);
    const patient = await createPatientRow(t.database.db);
    await t.database.db.update(patients).set({ name: 'Renamed' }).where(eq(patients.id, patient.id));
    // Everything committed before caughtUp() was called has been heard when it resolves.
    await t.app.changes.caughtUp();
    expect(heard).toContainEqual({ kind: 'user', userId: user.id });
    expect(heard.filter((c) => c.kind === 'patients').length).toBeGreaterThanOrEqual(2);
  });

  it('stops listening when the server closes', async () => {
    const other = await buildTestApp({ database: t.database as never });
    expect(other.app.changes.listening).toBe(true);
    await other.app.close();
    expect(other.app.changes.listening).toBe(false);
  });
});
