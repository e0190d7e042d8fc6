import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@practicum/contract';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';
import { rememberSecret } from '../../../test/support/secrets';

let t: TestApp;
let token: string;
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.database.db, { userType: 'admin' });
  adminId = admin.user.id;
  token = (await login(t.app, admin.email, admin.password)).access_token;
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'made-by-admin-1';
rememberSecret(PASSWORD);
const valid = (email: string) => ({ first_name: 'Ines', last_name: 'Varga', email, password: PASSWORD });
const create = (payload: object, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/users/admin/create-user${query}`,
    headers: bearer(token),
    payload,
  });

describe('POST /api/v1/users/admin/create-user', () => {
  it('creates an activated student by default, who can sign in at once; audited', async () => {
    const res = await create(valid('Ines.Varga@Example.test'));
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<User>();
    expect(user).toMatchObject({
      email: 'ines.varga@example.test',
      name: 'Ines Varga',
      user_type: 'customer',
      role: 'student',
      account_status: 'activated',
      is_active: true,
      subscription: 'free',
    });
    await expect(login(t.app, 'ines.varga@example.test', PASSWORD)).resolves.toHaveProperty('access_token');
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id));
    expect(audit).toMatchObject({
      action: 'user.create',
      actorId: adminId,
      newValue: { email: 'ines.varga@example.test', user_type: 'customer', account_status: 'activated' },
    });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });

  it.each([
    ['student', 'customer'],
    ['moderator', 'moderator'],
  ])('accepts user_type=%s', async (param, type) => {
    const res = await create(valid(`typed-${param}@example.test`), `?user_type=${param}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<User>().user_type).toBe(type);
  });

  it('refuses an email that exists in another letter case', async () => {
    await createUser(t.database.db, { email: 'taken@example.test' });
    const res = await create(valid('TAKEN@Example.TEST'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'An account with this email already exists', code: 'email_taken' });
  });

  it.each([
    ['first_name', { first_name: '  ' }, 'First name is required'],
    ['first_name', { first_name: undefined }, 'First name is required'],
    ['last_name', { last_name: '' }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: undefined }, 'Password is required'],
  ])('requires %s (%j)', async (field, change, msg) => {
    const res = await create({ ...valid(`v-${field}@example.test`), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
  });

  it('rejects an unknown user type', async () => {
    const res = await create(valid('unknown-type@example.test'), '?user_type=root');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['query', 'user_type']);
  });
});
