import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  action: string;
  actorId?: string | null;
  targetUserId?: string | null;
  oldValue?: unknown;
  newValue?: unknown;
  reason?: string | null;
  ip?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Appends to the audit log, inside `tx` when the entry records a change made in that transaction.
     * A failed write throws: a change that cannot be audited must not stand.
     */
    audit(entry: AuditEntry, tx?: Db): Promise<void>;
    /** Runs a change and its audit entry in one transaction: both are kept, or neither. */
    audited<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  }
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    targetUserId: entry.targetUserId ?? null,
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
  });
}

export const auditPlugin = fp(
  async (app) => {
    app.decorate('audit', (entry: AuditEntry, tx?: Db) => writeAudit(tx ?? app.db, entry));
    app.decorate('audited', <T>(work: (tx: Db) => Promise<T>) => app.db.transaction((tx) => work(tx)));
  },
  { name: 'audit', dependencies: ['core'] },
);
