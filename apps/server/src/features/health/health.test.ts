import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testEngine, type TestApp } from '../../../test/support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/health', () => {
  it('reports status and the database engine in use', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: testEngine, database_ok: true });
  });

  it('sends security headers with a CSP that forbids inline script', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    // On-device speech recognition must be allowed for the page, or Chrome refuses processLocally.
    expect(res.headers['permissions-policy']).toBe('microphone=(self), on-device-speech-recognition=(self)');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not Found', code: 'not_found' });
  });
});

describe('GET /api/docs/openapi.json', () => {
  it('documents every API route', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/auth/signup', '/api/v1/health']),
    );
    const docs = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
