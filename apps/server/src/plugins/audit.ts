import fp from 'fastify-plugin';
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
    /** Appends to the audit log. Never throws: a failed audit write is logged, not surfaced. */
    audit(entry: AuditEntry): Promise<void>;
  }
}

export const auditPlugin = fp(
  async (app) => {
    app.decorate('audit', async (entry: AuditEntry) => {
      try {
        await app.db.insert(auditLog).values({
          action: entry.action,
          actorId: entry.actorId ?? null,
          targetUserId: entry.targetUserId ?? null,
          oldValue: entry.oldValue ?? null,
          newValue: entry.newValue ?? null,
          reason: entry.reason ?? null,
          ip: entry.ip ?? null,
        });
      } catch (err) {
        app.log.error({ err, action: entry.action }, 'audit write failed');
      }
    });
  },
  { name: 'audit', dependencies: ['core'] },
);
