import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccountStatus, LoginResponse, UserType } from '@practicum/contract';
import type { Db } from '../../src/db/client';
import { CATALOGUE, PersonaSchema, type PersonaInput } from '@practicum/personas';
import { patients, users, type PatientRow, type UserRow } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { rememberSecret } from './secrets';

export interface CreatedUser {
  user: UserRow;
  email: string;
  password: string;
}

/** Inserts a user directly (as an admin would have created or activated it). */
export async function createUser(
  db: Db,
  opts: {
    userType?: UserType;
    accountStatus?: AccountStatus;
    email?: string;
    password?: string;
    firstName?: string;
    /** Message allowance; -1 is unlimited (tests that start many sessions use it). */
    maxMessages?: number;
  } = {},
): Promise<CreatedUser> {
  const email = opts.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const password = opts.password ?? `pw-${randomUUID()}`;
  rememberSecret(password);
  const status = opts.accountStatus ?? 'activated';
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: opts.firstName ?? 'Test',
      lastName: 'User',
      userType: opts.userType ?? 'customer',
      accountStatus: status,
      isActive: status === 'activated',
      ...(opts.maxMessages !== undefined ? { maxMessages: opts.maxMessages } : {}),
    })
    .returning();
  return { user: user!, email, password };
}

/** Signs in through the real endpoint and returns its tokens. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<LoginResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json<LoginResponse>();
  rememberSecret(body.access_token, body.refresh_token);
  return body;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Inserts a patient row directly; sessions only need its id and name. */
export async function createPatientRow(
  db: Db,
  name = `Patient ${randomUUID().slice(0, 6)}`,
): Promise<PatientRow> {
  const [row] = await db
    .insert(patients)
    .values({
      name,
      condition: 'Major Depressive Disorder',
      conditionCategory: 'depression',
      difficulty: 'beginner',
      persona: { name } as unknown as PersonaInput,
    })
    .returning();
  return row!;
}

/** Inserts a real catalogue persona as a patient (for anything the patient engine runs on). */
export async function createPersonaPatient(db: Db, index = 0): Promise<PatientRow> {
  const persona = PersonaSchema.parse(CATALOGUE[index]);
  const [row] = await db
    .insert(patients)
    .values({
      catalogueId: `${persona.id}-${randomUUID().slice(0, 6)}`,
      name: persona.name,
      condition: persona.condition,
      conditionCategory: persona.condition_category,
      difficulty: persona.difficulty,
      persona,
    })
    .returning();
  return row!;
}
