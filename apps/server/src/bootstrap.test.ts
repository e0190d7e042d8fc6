import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/support/build-test-app';
import { DEMO_STUDENT_EMAIL, ensureSuperAdmin, seedDemoStudent } from './bootstrap';
import { login } from '../test/support/factories';
import { rememberSecret } from '../test/support/secrets';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('first start', () => {
  it('creates a super admin with a generated password on an empty database, once', async () => {
    const created = await ensureSuperAdmin(t.database.db, 'Boss@Example.test', undefined);
    expect(created).not.toBeNull();
    rememberSecret(created!.password);
    expect(created).toMatchObject({ email: 'boss@example.test', generated: true });
    expect(created!.password.length).toBeGreaterThanOrEqual(12);

    const session = await login(t.app, 'boss@example.test', created!.password);
    expect(session.user).toMatchObject({
      user_type: 'super_admin',
      role: 'admin',
      account_status: 'activated',
    });

    expect(await ensureSuperAdmin(t.database.db, 'other@example.test', 'given-password')).toBeNull();
  });

  it('seeds an activated demo student whose printed credentials work, and re-keys it on a second run', async () => {
    const first = await seedDemoStudent(t.database.db);
    const second = await seedDemoStudent(t.database.db);
    rememberSecret(first.password, second.password);
    expect(second.email).toBe(DEMO_STUDENT_EMAIL);
    expect(second.password).not.toBe(first.password);
    const session = await login(t.app, DEMO_STUDENT_EMAIL, second.password);
    expect(session.user).toMatchObject({ role: 'student', account_status: 'activated', is_active: true });
  });
});
