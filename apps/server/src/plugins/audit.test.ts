import { eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../test/support/factories';

// A change and its audit entry are written in one transaction: when the audit entry cannot be
// written, the change does not stand either. The database itself refuses audit rows here.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function refuseAuditRows(on: boolean) {
  if (on) {
    await t.database.db.execute(sql`
      create or replace function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit storage unavailable'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
  } else {
    await t.database.db.execute(sql`drop trigger if exists refuse_audit on audit_log`);
  }
}

describe('when the audit entry cannot be written', () => {
  it('leaves the profile, an admin status change and a patient deletion undone, and says so with a 500', async () => {
    const student = await createUser(t.database.db);
    const studentToken = (await login(t.app, student.email, student.password)).access_token;
    const admin = await createUser(t.database.db, { userType: 'admin' });
    const adminToken = (await login(t.app, admin.email, admin.password)).access_token;
    const patient = await createPatientRow(t.database.db);

    await refuseAuditRows(true);
    try {
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/me',
        headers: bearer(studentToken),
        payload: { first_name: 'Changed' },
      });
      expect(profile.statusCode).toBe(500);
      expect(profile.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });

      const status = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/admin/users/${student.user.id}/status`,
        headers: bearer(adminToken),
        payload: { is_active: false },
      });
      expect(status.statusCode).toBe(500);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/voice/patients/${patient.id}`,
        headers: bearer(adminToken),
      });
      expect(removed.statusCode).toBe(500);
    } finally {
      await refuseAuditRows(false);
    }

    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row).toMatchObject({ firstName: 'Test', isActive: true });
    const left = await t.database.db.select().from(patients).where(eq(patients.id, patient.id));
    expect(left).toHaveLength(1);
    // No part of the SQL or its values reaches the log.
    expect(t.logs.join('\n')).not.toContain('Changed');
  });
});
