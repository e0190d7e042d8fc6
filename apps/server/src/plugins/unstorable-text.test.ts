import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_NOT_ALLOWED_MESSAGE, type ErrorResponse, type ValidationIssue } from '@practicum/contract';
import { createLogger } from '../lib/logger';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../test/support/factories';

// Text PostgreSQL cannot store (NUL) or UTF-8 cannot encode (a lone surrogate) is refused at the
// edge with a 422 naming the field, on every free-text input, instead of a 500 from the database.

let t: TestApp;
let student: string;
let admin: string;
let sessionId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const s = await createUser(t.database.db, { maxMessages: -1 });
  student = (await login(t.app, s.email, s.password)).access_token;
  const a = await createUser(t.database.db, { userType: 'admin' });
  admin = (await login(t.app, a.email, a.password)).access_token;
  const patient = await createPatientRow(t.database.db);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/voice/history/sessions',
    headers: bearer(student),
    payload: { patient_id: patient.id },
  });
  sessionId = created.json<{ id: string }>().id;
});
afterAll(async () => {
  await t.close();
});

const BAD = {
  nul: 'Ama\u0000ra',
  'lone high surrogate': 'Ama\uD83Dra',
  'lone low surrogate': 'Ama\uDE00ra',
};

type Case = { name: string; method: 'POST' | 'PUT' | 'GET'; url: string; who?: 'student' | 'admin' };
const CASES: (Case & { body?: (v: string) => object; loc: (string | number)[] })[] = [
  {
    name: 'login username',
    method: 'POST',
    url: '/auth/login',
    body: (v) => ({ username: v, password: 'x' }),
    loc: ['body', 'username'],
  },
  {
    name: 'sign-up first name',
    method: 'POST',
    url: '/auth/signup',
    body: (v) => ({ email: 'nul@example.test', password: 'secret-1', first_name: v }),
    loc: ['body', 'first_name'],
  },
  {
    name: 'sign-up last name',
    method: 'POST',
    url: '/auth/signup',
    body: (v) => ({ email: 'nul@example.test', password: 'secret-1', first_name: 'A', last_name: v }),
    loc: ['body', 'last_name'],
  },
  {
    name: 'profile first name',
    method: 'PUT',
    url: '/users/me',
    who: 'student',
    body: (v) => ({ first_name: v }),
    loc: ['body', 'first_name'],
  },
  {
    name: 'profile university',
    method: 'PUT',
    url: '/users/me',
    who: 'student',
    body: (v) => ({ university: v }),
    loc: ['body', 'university'],
  },
  {
    name: 'display name',
    method: 'POST',
    url: '/users/toggle-anonymous',
    who: 'student',
    body: (v) => ({ enabled: true, display_name: v }),
    loc: ['body', 'display_name'],
  },
  {
    name: 'session notes',
    method: 'PUT',
    url: '/voice/history/sessions/:session',
    who: 'student',
    body: (v) => ({ session_notes: v }),
    loc: ['body', 'session_notes'],
  },
  {
    name: 'a message',
    method: 'POST',
    url: '/voice/history/sessions/:session/messages',
    who: 'student',
    body: (v) => ({ speaker: 'student', text: v }),
    loc: ['body', 'text'],
  },
  {
    name: 'admin-created user name',
    method: 'POST',
    url: '/users/admin/create-user',
    who: 'admin',
    body: (v) => ({ first_name: v, last_name: 'B', email: 'made@example.test', password: 'secret-1' }),
    loc: ['body', 'first_name'],
  },
  {
    name: 'patient search',
    method: 'GET',
    url: '/voice/patients?search=:value',
    who: 'student',
    loc: ['query', 'search'],
  },
];

describe('free text that cannot be stored', () => {
  for (const [kind, value] of Object.entries(BAD)) {
    // A lone surrogate cannot be percent-encoded into a URL at all, so queries are tried with NUL only.
    for (const c of CASES.filter((x) => x.body || kind === 'nul')) {
      it(`refuses a ${kind} in the ${c.name} with 422 and the detail list`, async () => {
        const url = `/api/v1${c.url}`
          .replace(':session', sessionId)
          .replace(':value', () => encodeURIComponent(value));
        const res = await t.app.inject({
          method: c.method,
          url,
          headers: c.who ? bearer(c.who === 'admin' ? admin : student) : {},
          ...(c.body ? { payload: c.body(value) } : {}),
        });
        expect(res.statusCode, res.body).toBe(422);
        const body = res.json<ErrorResponse>();
        expect(body.code).toBe('validation_error');
        expect(body.detail as ValidationIssue[]).toContainEqual(
          expect.objectContaining({ loc: c.loc, msg: TEXT_NOT_ALLOWED_MESSAGE }),
        );
      });
    }
  }

  it('still accepts emoji and other paired surrogates', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: bearer(student),
      payload: { university: 'Université 🎓' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ university: string }>().university).toBe('Université 🎓');
  });
});

describe('error logs', () => {
  it('keep the database message and code of a failed query but neither its SQL parameters nor values', () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _e, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "amara@example.test"'), {
      code: '22P02',
      detail: 'Key (email)=(amara@example.test) already exists.',
    });
    const err = new DrizzleQueryError(
      'select * from users where email = $1',
      ['amara@example.test', 'Amara Nwosu'],
      cause,
    );
    log.error({ err }, 'unhandled error');
    const line = lines.join('');
    expect(line).not.toContain('amara@example.test');
    expect(line).not.toContain('Amara Nwosu');
    expect(line).toContain('invalid input syntax for type uuid');
    expect(line).toContain('22P02');
  });
});
