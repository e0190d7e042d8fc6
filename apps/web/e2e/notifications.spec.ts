import { expect, test, type Page } from '@playwright/test';
import * as fx from './fixtures';
import { expectSignedInAt, signIn, uniqueEmail } from './helpers';
import { newSession, openUserRow, signInAsAdmin } from './user-helpers';

/**
 * Notifications as a new student meets them: they sign up, an admin approves them, and the bell in
 * the top bar says so when they sign in; later a reviewer comments on one of their sessions from the
 * review queue, and the bell leads them to it. (The e2e servers send no email; the SMTP delivery is
 * covered by the server's tests against a real local mail server.)
 */

/** A conversation in which the patient hints at suicide and the student moves on: it needs review. */
const MISSED_DISCLOSURE = [
  'Hi, thanks for coming in. What would you like to talk about today?',
  'Things have been really heavy lately. I am not sleeping.',
  'It sounds like you have been carrying a lot on your own.',
  'Sometimes I think everyone would be better off if I was not here anymore.',
  'Let us talk about your sleep routine instead. Have you tried chamomile tea?',
  'I guess I could try that.',
  'Great, so drink some tea before bed and things will look better tomorrow.',
  'Okay.',
];
const COMMENT = 'When she said everyone would be better off without her, ask directly about suicide.';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Notifications' });

let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
});
test.afterEach(() => expect(consoleErrors).toEqual([]));

test("a student finds their approval and a reviewer's comment under the bell", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('lena');
  const password = 'lena-password-1';

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('First Name').fill('Lena');
  await page.getByLabel('Last Name').fill('Marsh');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('Account Pending Approval')).toBeVisible();

  // The admin approves the account in User Management.
  const admin = await newSession(browser);
  await signInAsAdmin(admin);
  const row = await openUserRow(admin, email);
  await row.getByRole('button', { name: 'Approve Lena Marsh' }).click();
  await expect(admin.getByText('✓ Approved Lena Marsh: they can sign in now')).toBeVisible();

  // Signed in, the student sees one unread notification and opens it.
  await signIn(page, email, password);
  await expectSignedInAt(page, '/student/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  const approval = panel(page).getByRole('listitem').filter({ hasText: 'Your account has been approved' });
  await expect(approval).toHaveAttribute('data-read', 'false');
  await expect(approval).toContainText('just now');
  await approval.getByRole('button').click();
  await expectSignedInAt(page, '/student/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // A session of theirs asks for supervisor review (arranged through the API, as they would by talking).
  const token = (
    (await (await request.post('/api/v1/auth/login', { data: { username: email, password } })).json()) as {
      access_token: string;
    }
  ).access_token;
  const patientId = await fx.somePatientId(request, token);
  const { session } = await fx.finishedSession(request, token, patientId, MISSED_DISCLOSURE);
  expect((await fx.generateInsights(request, token, session.id)).supervisor_review_required).toBe(true);

  // The admin comments on it from the review queue.
  await admin.goto('/admin/dashboard');
  await admin
    .getByRole('list', { name: 'Sessions waiting for review' })
    .getByRole('button', {
      name: new RegExp(`^Review the session of Lena Marsh with ${session.patient_name}`),
    })
    .click();
  await admin.getByLabel('Comment for the student').fill(COMMENT);
  await admin.getByRole('button', { name: 'Save comment' }).click();
  await expect(admin.getByText('Comment saved.')).toBeVisible();

  // The student's bell has it (at the next poll, or at once on the next page they open).
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const comment = panel(page)
    .getByRole('listitem')
    .filter({ hasText: `New comment on your session with ${session.patient_name}` });
  await expect(comment).toContainText(COMMENT);
  await expect(panel(page).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/notifications-bell.png' });

  // Escape closes the list and leaves the focus on the bell; choosing the comment opens history.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await comment.getByRole('button').click();
  await expect(page).toHaveURL(/\/student\/history$/);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await admin.context().close();
});
