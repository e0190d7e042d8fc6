import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '@practicum/contract';
import { startSession } from '../sessions/lifecycle';
import { buildTestApp, testEngine, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';
import { rememberSecret } from '../../../test/support/secrets';

/**
 * Notification emails against a real SMTP server on this machine (the smtp-server package): what
 * arrives, to whom, with which subject; what the recipient's email choices hold back; and that a
 * refusing or silent mail server neither delays nor fails the request, nor leaks an address to the log.
 */

interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Undoes quoted-printable: soft line breaks joined, =XX bytes decoded as UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Headers unfolded, the Subject read (notification subjects are plain ASCII), the body decoded. */
function parse(raw: string, from: string, to: string[]): Received {
  const [rawHead = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const head = rawHead.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  const body = rest.join('\n\n');
  const qp = /^Content-Transfer-Encoding: quoted-printable/im.test(head);
  return { from, to, subject, text: (qp ? fromQuotedPrintable(body) : body).replace(/\r\n/g, '\n') };
}

/** A local SMTP server; `refuse` answers 550 to these recipients, as a real server refuses unknown ones. */
async function startMailServer(refuse: Set<string> = new Set()) {
  const inbox: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address))
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        inbox.push(
          parse(
            raw,
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The first message to `to` whose subject matches, waiting for it to arrive. */
    async message(to: string, subject: string | RegExp, timeoutMs = 10_000): Promise<Received> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.find(
          (m) =>
            m.to.includes(to) &&
            (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
        );
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no "${String(subject)}" for ${to}; got ${inbox.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ')}`,
          );
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type MailServer = Awaited<ReturnType<typeof startMailServer>>;

async function person(t: TestApp, userType: 'customer' | 'admin' = 'customer', accountStatus?: 'requested') {
  const created = await createUser(t.database.db, { userType, ...(accountStatus ? { accountStatus } : {}) });
  rememberSecret(created.email); // an address in any log line fails the test file
  return created;
}

async function tokenOf(t: TestApp, who: { email: string; password: string }) {
  return (await login(t.app, who.email, who.password)).access_token;
}

async function setEmailChoices(t: TestApp, token: string, notifications: object) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/voice/settings/notifications',
    headers: bearer(token),
    payload: notifications,
  });
  expect(res.statusCode).toBe(200);
}

describe(`notification emails through a local SMTP server on ${testEngine}`, () => {
  let mail: MailServer;
  let t: TestApp;
  const refused = new Set<string>();

  beforeAll(async () => {
    mail = await startMailServer(refused);
    t = await buildTestApp({
      config: {
        SMTP_URL: mail.url,
        SMTP_FROM: 'Practicum Skills Lab <skills-lab@example.test>',
        PUBLIC_URL: 'https://practicum.example.test',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  it('emails a student whose account an admin approved, with a link to sign in', async () => {
    const admin = await person(t, 'admin');
    const student = await person(t, 'customer', 'requested');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/admin/users/${student.user.id}/account-status`,
      headers: bearer(await tokenOf(t, admin)),
      payload: { new_status: 'activated' },
    });
    expect(res.statusCode).toBe(200);

    const message = await mail.message(student.email, 'Your Practicum account has been approved');
    expect(message.to).toEqual([student.email]);
    expect(message.from).toBe('skills-lab@example.test');
    expect(message.text).toContain('https://practicum.example.test/login');
  });

  it('emails the admins who want it about a reset request, and not the one who turned email off', async () => {
    const wants = await person(t, 'admin');
    const declines = await person(t, 'admin');
    await setEmailChoices(t, await tokenOf(t, declines), { email_notifications: false });
    const requester = await person(t);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: requester.email },
    });
    expect(res.statusCode).toBe(200);

    const message = await mail.message(wants.email, 'Password reset requested on Practicum');
    expect(message.text).toContain(requester.email);
    await t.app.notifier.settled();
    expect(mail.inbox.filter((m) => m.to.includes(declines.email))).toEqual([]);
    // Email off is not notification off: the bell still has it.
    const list = await t.app.inject({
      url: '/api/v1/notifications',
      headers: bearer(await tokenOf(t, declines)),
    });
    expect(list.json<NotificationListResponse>().notifications.map((n) => n.body)).toContainEqual(
      expect.stringContaining(requester.email),
    );
  });

  it("emails a reviewer's comment to the student, unless they turned reviewer comments off", async () => {
    const admin = await tokenOf(t, await person(t, 'admin'));
    const patient = await createPatientRow(t.database.db);
    const sessionFor = async (userId: string) =>
      startSession(t.database.db, {
        userId,
        patientId: patient.id,
        patientName: patient.name,
        audioEnabled: false,
        voiceType: 'female',
        voiceSpeed: 1,
      });
    const reader = await person(t);
    const quiet = await person(t);
    await setEmailChoices(t, await tokenOf(t, quiet), { feedback: false });
    const comment = 'Lovely open questions. Next time reflect the feeling before moving on.';
    for (const student of [quiet, reader]) {
      const session = await sessionFor(student.user.id);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/reviews/${session.id}`,
        headers: bearer(admin),
        payload: { comment, reviewed: true },
      });
      expect(res.statusCode).toBe(200);
    }

    const message = await mail.message(
      reader.email,
      `A reviewer commented on your session with ${patient.name}`,
    );
    expect(message.text).toContain(comment);
    expect(message.text).toContain('https://practicum.example.test/student/history');
    await t.app.notifier.settled();
    expect(mail.inbox.filter((m) => m.to.includes(quiet.email))).toEqual([]);
  });

  it('answers the request at once when the mail server refuses, and logs the failure without the address', async () => {
    const admin = await person(t, 'admin');
    const student = await person(t, 'customer', 'requested');
    refused.add(student.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/admin/users/${student.user.id}/account-status`,
      headers: bearer(await tokenOf(t, admin)),
      payload: { new_status: 'activated' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.notifier.settled();
    const failure = t.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'notification email failed');
    expect(failure).toMatchObject({ kind: 'account_approved', response_code: 550 });
    expect(t.logs.filter((l) => l.includes(student.email))).toEqual([]);
  });
});

describe(`a mail server that never answers, on ${testEngine}`, () => {
  let silent: Server;
  let t: TestApp;

  beforeAll(async () => {
    silent = createServer(() => undefined); // accepts the connection, never greets
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    t = await buildTestApp({
      config: { SMTP_URL: `smtp://127.0.0.1:${port}/?greetingTimeout=1500&connectionTimeout=1500` },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('does not hold up the approval, which still shows in the app', async () => {
    const admin = await person(t, 'admin');
    const student = await person(t, 'customer', 'requested');
    const started = Date.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/admin/users/${student.user.id}/account-status`,
      headers: bearer(await tokenOf(t, admin)),
      payload: { new_status: 'activated' },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const list = await t.app.inject({
      url: '/api/v1/notifications',
      headers: bearer(await tokenOf(t, student)),
    });
    expect(list.json<NotificationListResponse>().notifications[0]).toMatchObject({
      kind: 'account_approved',
    });

    await t.app.notifier.settled();
    const failure = t.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'notification email failed');
    expect(failure).toMatchObject({ kind: 'account_approved', code: 'ETIMEDOUT' });
  });
});
