import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SessionStatus } from '@practicum/contract';
import type { Db } from '../../db/client';
import { sessions, type SessionRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/**
 * The one place that changes a session's status (ADR 013). A session starts active; an event moves
 * it on, as the table below allows, and an ended session is final. Callers: the HTTP end route, the
 * live-session runner, and crash recovery.
 */

/** What can happen to a started session. */
export const SESSION_EVENTS = ['complete', 'cancel', 'interrupt', 'recover'] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

/** The status a new session has. */
export const INITIAL_STATUS = 'active' satisfies SessionStatus;

type Transitions = Readonly<Record<SessionStatus, Readonly<Partial<Record<SessionEvent, SessionStatus>>>>>;

/**
 * Every allowed change: from a status, an event leads to the status given. Anything missing is
 * refused. `recover` is `interrupt` seen after the fact: nobody was running the session (a crash, a
 * lost instance), so it ends at its last sign of life rather than now.
 */
export const TRANSITIONS: Transitions = {
  active: { complete: 'completed', cancel: 'cancelled', interrupt: 'interrupted', recover: 'interrupted' },
  completed: {},
  cancelled: {},
  interrupted: {},
};

/** The status `event` leads to from `from`, or null when the table does not allow it. */
export function nextStatus(from: SessionStatus, event: SessionEvent): SessionStatus | null {
  return TRANSITIONS[from][event] ?? null;
}

const PARTICIPLE: Record<SessionEvent, string> = {
  complete: 'completed',
  cancel: 'cancelled',
  interrupt: 'interrupted',
  recover: 'recovered',
};

/** A change the transition table does not allow: the session stays as it was. */
export class SessionTransitionError extends Error {
  /** `session_ended` when the session is in a final status, which is the only refusal the table has today. */
  readonly code: 'session_ended' | 'session_transition_refused';

  constructor(
    readonly sessionId: string,
    readonly from: SessionStatus,
    readonly event: SessionEvent,
  ) {
    const final = Object.keys(TRANSITIONS[from]).length === 0;
    super(
      final
        ? `This session has already ended (${from}); it cannot be ${PARTICIPLE[event]}`
        : `A ${from} session cannot be ${PARTICIPLE[event]}`,
    );
    this.name = 'SessionTransitionError';
    this.code = final ? 'session_ended' : 'session_transition_refused';
  }
}

export interface StartValues {
  userId: string;
  patientId: string;
  patientName: string;
  audioEnabled: boolean;
  voiceType: string;
  voiceSpeed: number;
}

/** Starts a session: active from now, with its own engine seed so it can be rebuilt from its transcript. */
export async function startSession(db: Db, values: StartValues): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, status: INITIAL_STATUS, engineSeed: randomBytes(8).toString('hex') })
    .returning();
  return row!;
}

export interface TransitionOptions {
  /** What a model provider used during the session, kept under `performance_metrics.usage`. */
  usage?: object;
  /**
   * When the session ended, if not now: a live session whose student left and never came back
   * ended when the connection dropped, not when the wait for them ran out.
   */
  at?: Date;
}

export interface Transitioned {
  row: SessionRow;
  /** Whole seconds from start to end. */
  duration: number;
}

/**
 * When the session ended: now or the moment the caller gives (never before the start), or for a
 * recovered one its last sign of life (runners touch `updated_at`).
 */
function endTimeOf(row: SessionRow, event: SessionEvent, now: Date, at?: Date): Date {
  if (event !== 'recover') return at && at < now ? (at > row.startTime ? at : row.startTime) : now;
  return row.updatedAt > row.startTime ? row.updatedAt : row.startTime;
}

/**
 * Applies `event` to a session, or throws SessionTransitionError when the table refuses it (and
 * 404 `session_not_found` when there is no such session). Ending sets end time, duration and the
 * provider usage together; the row is locked, so two callers ending at once cannot both win.
 * Scoring is not started here: insights are generated on request (the client asks once the
 * session has ended), and merging the usage leaves whatever scoring wrote in place.
 */
export async function transition(
  db: Db,
  sessionId: string,
  event: SessionEvent,
  options: TransitionOptions = {},
): Promise<Transitioned> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
    if (!row) throw notFound('Session not found', 'session_not_found');
    const to = nextStatus(row.status, event);
    if (!to) throw new SessionTransitionError(sessionId, row.status, event);
    const now = new Date();
    const end = endTimeOf(row, event, now, options.at);
    const duration = Math.max(0, Math.round((end.getTime() - row.startTime.getTime()) / 1000));
    const usage = options.usage
      ? {
          performanceMetrics: sql`coalesce(${sessions.performanceMetrics}, '{}'::jsonb) || ${JSON.stringify({ usage: options.usage })}::jsonb`,
        }
      : {};
    const [updated] = await tx
      .update(sessions)
      .set({ status: to, endTime: end, duration, updatedAt: now, ...usage })
      .where(eq(sessions.id, sessionId))
      .returning();
    return { row: updated!, duration };
  });
}
