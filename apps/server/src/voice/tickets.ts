import { newOpaqueToken, sha256 } from '../lib/tokens';

export const TICKET_TTL_SECONDS = 30;

interface Ticket {
  userId: string;
  expiresAt: number;
}

/**
 * Single-use tickets for opening the realtime socket: a browser cannot set an
 * Authorization header on a WebSocket, and a ticket in the URL is worthless once used or after
 * 30 seconds. Kept in memory: the socket must reach the instance that issued the ticket (or the
 * client uses an access JWT, which any instance accepts).
 */
export class TicketStore {
  private readonly tickets = new Map<string, Ticket>();

  issue(userId: string, now = Date.now()): string {
    this.sweep(now);
    const ticket = newOpaqueToken();
    this.tickets.set(sha256(ticket), { userId, expiresAt: now + TICKET_TTL_SECONDS * 1000 });
    return ticket;
  }

  /** The ticket's user, once; null for an unknown, used or expired ticket. */
  redeem(ticket: string, now = Date.now()): string | null {
    const key = sha256(ticket);
    const found = this.tickets.get(key);
    if (!found) return null;
    this.tickets.delete(key);
    return found.expiresAt > now ? found.userId : null;
  }

  private sweep(now: number): void {
    for (const [key, t] of this.tickets) if (t.expiresAt <= now) this.tickets.delete(key);
  }
}
