import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { users } from './db/schema';
import { hashPassword } from './lib/passwords';
import { findUserByEmail, normaliseEmail } from './lib/accounts/users';

export const DEMO_STUDENT_EMAIL = 'demo.student@practicum.local';

function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}

export interface CreatedAccount {
  email: string;
  password: string;
  generated: boolean;
}

/**
 * On an empty database, creates the first super admin from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. Returns null when users already exist.
 */
export async function ensureSuperAdmin(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<CreatedAccount | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const pass = password ?? generatedPassword();
  await db.insert(users).values({
    email: normaliseEmail(email),
    passwordHash: await hashPassword(pass),
    firstName: 'Practicum',
    lastName: 'Administrator',
    userType: 'super_admin',
    accountStatus: 'activated',
    isActive: true,
    maxMessages: -1,
  });
  return { email: normaliseEmail(email), password: pass, generated: password === undefined };
}

/** Creates (or re-keys) the activated demo student and returns its fresh credentials. */
export async function seedDemoStudent(db: Db): Promise<CreatedAccount> {
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, DEMO_STUDENT_EMAIL);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, accountStatus: 'activated', isActive: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
  } else {
    await db.insert(users).values({
      email: DEMO_STUDENT_EMAIL,
      passwordHash,
      firstName: 'Demo',
      lastName: 'Student',
      userType: 'customer',
      accountStatus: 'activated',
      isActive: true,
      university: 'Practicum University',
      year: 3,
    });
  }
  return { email: DEMO_STUDENT_EMAIL, password, generated: true };
}
