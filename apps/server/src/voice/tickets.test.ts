import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryTicketStore, redisTicketStore, TICKET_TTL_SECONDS } from './tickets';
import { testRedis } from '../../test/support/redis';

describe('the in-memory ticket store', () => {
  it('gives a ticket its user once, and nothing after it expires', async () => {
    const store = memoryTicketStore();
    const t0 = Date.now();
    const ticket = await store.issue('user-1', t0);
    expect(await store.redeem(ticket, t0 + 1000)).toBe('user-1');
    expect(await store.redeem(ticket, t0 + 1000)).toBeNull();
    const late = await store.issue('user-1', t0);
    expect(await store.redeem(late, t0 + TICKET_TTL_SECONDS * 1000)).toBeNull();
    expect(await store.redeem('never-issued')).toBeNull();
  });
});

describe('the Redis ticket store (skipped when no Redis answers)', () => {
  const connections: Redis[] = [];
  afterAll(async () => {
    await Promise.all(connections.map((r) => r.quit()));
  });
  /** Two stores on separate connections, as two instances behind a load balancer have. */
  const twoInstances = async () => {
    const [a, b] = await Promise.all([testRedis(), testRedis()]);
    if (!a || !b) return null;
    connections.push(a, b);
    const prefix = `practicum-test:${randomUUID()}:`;
    return { a, issuer: redisTicketStore(a, prefix), other: redisTicketStore(b, prefix), prefix };
  };

  it('lets another instance redeem a ticket once, and keeps only its hash, expiring with the ticket', async (ctx) => {
    const stores = await twoInstances();
    if (!stores) return ctx.skip();
    const ticket = await stores.issuer.issue('user-2');
    const keys = await stores.a.keys(`${stores.prefix}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(ticket);
    const ttl = await stores.a.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan((TICKET_TTL_SECONDS - 5) * 1000);
    expect(ttl).toBeLessThanOrEqual(TICKET_TTL_SECONDS * 1000);

    expect(await stores.other.redeem(ticket)).toBe('user-2');
    expect(await stores.issuer.redeem(ticket)).toBeNull();
    expect(await stores.other.redeem(ticket)).toBeNull();
  });

  it('gives a ticket redeemed by two instances at the same moment to one of them only', async (ctx) => {
    const stores = await twoInstances();
    if (!stores) return ctx.skip();
    for (let i = 0; i < 20; i++) {
      const ticket = await stores.issuer.issue(`user-${i}`);
      const answers = await Promise.all([stores.issuer.redeem(ticket), stores.other.redeem(ticket)]);
      expect(answers.filter((a) => a !== null)).toEqual([`user-${i}`]);
    }
  });
});
