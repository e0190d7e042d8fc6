import type { Redis } from 'ioredis';
import { newOpaqueToken, sha256 } from '../lib/tokens';

export const TICKET_TTL_SECONDS = 30;

/**
 * Single-use tickets for opening the realtime socket: a browser cannot set an Authorization header
 * on a WebSocket, and a ticket in the URL is worthless once used or after 30 seconds. Only the
 * ticket's SHA-256 is kept, so the store never holds a usable ticket. In memory for one server; in
 * Redis (REDIS_URL) when several servers sit behind a load balancer, since the socket may reach an
 * instance other than the one that issued the ticket.
 */
export interface TicketStore {
  issue(userId: string, now?: number): Promise<string>;
  /** The ticket's user, once; null for an unknown, used or expired ticket. */
  redeem(ticket: string, now?: number): Promise<string | null>;
}

interface Ticket {
  userId: string;
  expiresAt: number;
}

export function memoryTicketStore(): TicketStore {
  const tickets = new Map<string, Ticket>();
  const sweep = (now: number) => {
    for (const [key, t] of tickets) if (t.expiresAt <= now) tickets.delete(key);
  };
  return {
    async issue(userId, now = Date.now()) {
      sweep(now);
      const ticket = newOpaqueToken();
      tickets.set(sha256(ticket), { userId, expiresAt: now + TICKET_TTL_SECONDS * 1000 });
      return ticket;
    },
    async redeem(ticket, now = Date.now()) {
      const key = sha256(ticket);
      const found = tickets.get(key);
      if (!found) return null;
      tickets.delete(key);
      return found.expiresAt > now ? found.userId : null;
    },
  };
}

/**
 * Tickets every instance can redeem. Redis expires each one; GETDEL reads and removes it in one
 * step, so two instances redeeming the same ticket at once cannot both get its user.
 */
export function redisTicketStore(redis: Redis, prefix = 'practicum:ticket:'): TicketStore {
  return {
    async issue(userId) {
      const ticket = newOpaqueToken();
      await redis.set(prefix + sha256(ticket), userId, 'PX', TICKET_TTL_SECONDS * 1000);
      return ticket;
    },
    async redeem(ticket) {
      return redis.getdel(prefix + sha256(ticket));
    },
  };
}
