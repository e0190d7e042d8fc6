import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/db/client';
import { users } from '../../../src/db/schema';
import { bearer, createPersonaPatient, createUser, login } from '../factories';
import type { IdPool } from './arbitraries';
import type { Identity } from './http';

export interface FuzzWorld {
  tokens: Record<Identity, string | null>;
  userIds: Partial<Record<Identity, string>>;
  /** Real ids the fuzz draws uuid fields from: patients, sessions (both students'), spare users. */
  pool: IdPool;
  /** A patient the socket fuzz talks to. */
  patientId: string;
}

/**
 * The callers and objects a fuzz run works with: every kind of caller signed in, and a few real
 * patients, sessions (one ended, with insights and a review) and spare accounts, so generated ids
 * reach the code past "not found", including another student's objects (ownership).
 */
export async function buildWorld(app: FastifyInstance, database: Database): Promise<FuzzWorld> {
  const db = database.db;
  const signIn = async (userType: 'customer' | 'admin' | 'super_admin', maxMessages?: number) => {
    const u = await createUser(db, { userType, ...(maxMessages !== undefined ? { maxMessages } : {}) });
    return { id: u.user.id, token: (await login(app, u.email, u.password)).access_token };
  };
  const student = await signIn('customer', -1);
  // The second student keeps the free allowance, so the fuzz also meets its end (402).
  const second = await signIn('customer');
  const admin = await signIn('admin');
  const superAdmin = await signIn('super_admin');
  const pending = await signIn('customer');
  // Signed in once, then set back to requested (pending approval) by an admin: the token is valid, the account is not.
  await db.update(users).set({ accountStatus: 'requested', isActive: false }).where(eq(users.id, pending.id));

  const patients = [];
  for (let i = 0; i < 3; i++) patients.push(await createPersonaPatient(db, i));

  const sessionIds: string[] = [];
  const post = async (token: string, url: string, payload?: object) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300)
      throw new Error(`fuzz world: POST ${url} answered ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>();
  };
  for (const [who, patient] of [
    [student, patients[0]!],
    [student, patients[1]!],
    [second, patients[0]!],
  ] as const) {
    const session = await post(who.token, '/voice/history/sessions', { patient_id: patient.id });
    sessionIds.push(session.id);
    await post(who.token, `/voice/history/sessions/${session.id}/messages`, {
      speaker: 'student',
      text: 'How have you been sleeping this week?',
    });
  }
  await post(student.token, `/voice/history/sessions/${sessionIds[1]}/end`);
  await post(student.token, `/voice/insights/generate/${sessionIds[1]}`);
  await post(admin.token, `/admin/reviews/${sessionIds[1]}`, {
    comment: 'Good open question.',
    reviewed: true,
  });

  const spare = [await createUser(db), await createUser(db, { accountStatus: 'requested' })];
  const tokens: Record<Identity, string | null> = {
    anonymous: null,
    student: student.token,
    second_student: second.token,
    pending: pending.token,
    admin: admin.token,
    super_admin: superAdmin.token,
  };
  return {
    tokens,
    userIds: {
      student: student.id,
      second_student: second.id,
      pending: pending.id,
      admin: admin.id,
      super_admin: superAdmin.id,
    },
    // The callers' own ids stay out: an admin fuzzing roles and statuses would lock them out.
    pool: { ids: [...patients.map((p) => p.id), ...sessionIds, ...spare.map((s) => s.user.id)] },
    patientId: patients[2]!.id,
  };
}
