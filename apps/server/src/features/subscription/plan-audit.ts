import type { FastifyInstance } from 'fastify';
import type { PlanChange } from './subscription.service';

/** Plan changes are audited: who (null for Stripe or the clock), whose plan, from what to what, why. */
export async function auditPlanChange(
  app: FastifyInstance,
  change: PlanChange | null,
  actorId: string | null,
  ip: string | null,
): Promise<void> {
  if (!change) return;
  await app.audit({
    action: 'subscription.plan_change',
    actorId,
    targetUserId: change.userId,
    oldValue: change.before,
    newValue: change.after,
    reason: change.reason,
    ip,
  });
}
