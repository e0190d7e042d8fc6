import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationListResponse } from '@practicum/contract';
import { startSession } from '../sessions/lifecycle';
import { buildTestApp, testEngine, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signIn(userType: 'customer' | 'admin' | 'super_admin' = 'customer') {
  const created = await createUser(t.database.db, { userType });
  const { access_token } = await login(t.app, created.email, created.password);
  return { id: created.user.id, email: created.email, token: access_token };
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const list = async (token: string) =>
  (await call('GET', '/notifications', token)).json<NotificationListResponse>();

async function sessionOf(userId: string) {
  const patient = await createPatientRow(t.database.db);
  return startSession(t.database.db, {
    userId,
    patientId: patient.id,
    patientName: patient.name,
    audioEnabled: false,
    voiceType: 'female',
    voiceSpeed: 1,
  });
}

describe(`in-app notifications on ${testEngine}`, () => {
  it('tells a student their account was approved, once, when an admin activates it', async () => {
    const admin = await signIn('admin');
    const pending = await createUser(t.database.db, { accountStatus: 'requested' });
    const approve = () =>
      call('PUT', `/users/admin/users/${pending.user.id}/account-status`, admin.token, {
        new_status: 'activated',
      });
    expect((await approve()).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(200); // already activated: nothing new to say

    const { access_token } = await login(t.app, pending.email, pending.password);
    const mine = await list(access_token);
    expect(mine.unread_count).toBe(1);
    expect(mine.notifications).toEqual([
      expect.objectContaining({
        kind: 'account_approved',
        title: 'Your account has been approved',
        link: '/dashboard',
        read: false,
      }),
    ]);
  });

  it('tells every other active admin about a password reset request, once while it waits', async () => {
    const [first, second] = [await signIn('admin'), await signIn('super_admin')];
    const requester = await createUser(t.database.db, { firstName: 'Robin' });
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/users/forgot-password', undefined, { email: requester.email });
      expect(res.statusCode).toBe(200);
    }
    for (const admin of [first, second]) {
      const notices = (await list(admin.token)).notifications.filter((n) => n.kind === 'reset_requested');
      const mentions = notices.filter((n) => n.body.includes(requester.email));
      expect(mentions).toHaveLength(1);
      expect(mentions[0]).toMatchObject({
        title: 'Password reset requested',
        body: `Robin User (${requester.email}) asked for a password reset.`,
        link: '/admin/users',
      });
    }
    // An unknown address gets the same answer and tells nobody anything.
    const before = (await list(first.token)).notifications.length;
    expect(
      (await call('POST', '/users/forgot-password', undefined, { email: 'nobody@example.test' })).statusCode,
    ).toBe(200);
    expect((await list(first.token)).notifications).toHaveLength(before);
  });

  it("tells the student about a reviewer's new or changed comment, not about a verdict alone", async () => {
    const admin = await signIn('admin');
    const student = await signIn();
    const session = await sessionOf(student.id);
    const review = (body: object) => call('POST', `/admin/reviews/${session.id}`, admin.token, body);

    expect(
      (await review({ comment: 'Good reflections; explore the sleep problem sooner.', reviewed: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (await review({ comment: 'Good reflections; explore the sleep problem sooner.', reviewed: true }))
        .statusCode,
    ).toBe(200);
    expect((await review({ comment: 'x'.repeat(400), reviewed: true })).statusCode).toBe(200);

    const mine = await list(student.token);
    expect(mine.notifications.map((n) => n.kind)).toEqual(['review_comment', 'review_comment']);
    const [longer, first] = mine.notifications as [Notification, Notification];
    expect(first).toMatchObject({
      title: `New comment on your session with ${session.patientName}`,
      body: 'Good reflections; explore the sleep problem sooner.',
      link: '/student/history',
    });
    // The bell shows the start of a long comment; the session keeps all of it.
    expect(longer.body.length).toBe(280);
    expect(longer.body.endsWith('…')).toBe(true);
  });

  it('counts unread ones, marks one or all read, and keeps each user to their own', async () => {
    const admin = await signIn('admin');
    const student = await signIn();
    const other = await signIn();
    const session = await sessionOf(student.id);
    for (const comment of ['First note', 'Second note', 'Third note'])
      await call('POST', `/admin/reviews/${session.id}`, admin.token, { comment, reviewed: false });

    const count = async (token: string) =>
      (await call('GET', '/notifications/unread-count', token)).json<{ unread_count: number }>().unread_count;
    expect(await count(student.token)).toBe(3);
    const [newest] = (await list(student.token)).notifications as [Notification];
    expect(newest.body).toBe('Third note');

    // Somebody else's notification does not exist for them.
    const foreign = await call('POST', `/notifications/${newest.id}/read`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('notification_not_found');
    expect(await count(student.token)).toBe(3);

    const read = await call('POST', `/notifications/${newest.id}/read`, student.token);
    expect(read.statusCode).toBe(200);
    expect(read.json<Notification>()).toMatchObject({ id: newest.id, read: true });
    expect((await call('POST', `/notifications/${newest.id}/read`, student.token)).statusCode).toBe(200);
    expect(await count(student.token)).toBe(2);

    const all = await call('POST', '/notifications/read-all', other.token);
    expect(all.json()).toEqual({ unread_count: 0 });
    expect(await count(student.token)).toBe(2); // another user's read-all leaves these alone
    await call('POST', '/notifications/read-all', student.token);
    expect(await count(student.token)).toBe(0);
    expect((await list(student.token)).notifications.every((n) => n.read)).toBe(true);
  });

  it('asks for a signed-in user and checks its input', async () => {
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/notifications/read-all')).statusCode).toBe(401);
    const student = await signIn();
    expect((await call('GET', '/notifications?limit=500', student.token)).statusCode).toBe(422);
    expect((await call('POST', '/notifications/not-a-uuid/read', student.token)).statusCode).toBe(422);
    const channels = await call('GET', '/notifications/channels', student.token);
    expect(channels.json()).toEqual({ in_app: true, email: false });
  });
});
