import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '@practicum/personas';
import { patients } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { createPatientRow } from '../../../test/support/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const stats = async () => {
  const res = await t.app.inject({ url: '/api/v1/public/stats' });
  expect(res.statusCode).toBe(200);
  return res.json<{ personas: number }>().personas;
};

describe('GET /api/v1/public/stats', () => {
  it('counts the catalogue before the patient library exists, without signing in', async () => {
    expect(CATALOGUE.length).toBeGreaterThan(0);
    expect(await stats()).toBe(CATALOGUE.length);
  });

  it('then counts the patients students can practise with, leaving archived ones out', async () => {
    const [a] = await Promise.all([createPatientRow(t.database.db), createPatientRow(t.database.db)]);
    expect(await stats()).toBe(2);
    await t.database.db.update(patients).set({ archivedAt: new Date() }).where(eq(patients.id, a!.id));
    expect(await stats()).toBe(1);
  });
});

describe('GET /api/v1/public/settings', () => {
  it('tells the browser the inactivity timeout: 30 minutes unless configured', async () => {
    const res = await t.app.inject({ url: '/api/v1/public/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ inactivity_timeout_seconds: 1800 });
    const short = await buildTestApp({
      database: t.database as never,
      config: { INACTIVITY_TIMEOUT_SECONDS: 20 },
    });
    try {
      expect((await short.app.inject({ url: '/api/v1/public/settings' })).json()).toEqual({
        inactivity_timeout_seconds: 20,
      });
    } finally {
      await short.app.close();
    }
  });
});
