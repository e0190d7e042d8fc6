import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as fx from './fixtures';
import { expectSignedInAt, signIn, uniqueEmail } from './helpers';
import { adminApi, signInAsAdmin } from './user-helpers';

/**
 * Accessibility: axe-core finds nothing, of any impact, on every page and dialog a visitor, a student
 * and an admin can reach; opening a session puts the focus on its main control.
 */

// Each story visits several pages and runs axe on each (a few seconds apiece on a busy machine).
test.describe.configure({ timeout: 240_000 });

const RULE_SETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe on the page as it is now: only the open dialog when there is one (the page behind it is
 * inert and is checked on its own), or only `scope` when just that part has changed since the
 * page was checked. A failure names the page and each problem with its elements; the story goes on,
 * so one run lists every problem.
 */
async function expectNoViolations(page: Page, where: string, scope?: string) {
  // Legacy mode runs axe in the page itself, without a blank page per run: several times faster.
  const builder = new AxeBuilder({ page }).withTags(RULE_SETS).setLegacyMode(true);
  if ((await page.locator('dialog[open]').count()) > 0) builder.include('dialog[open]');
  else if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n'),
  );
  expect.soft(found, `axe on ${where}`).toEqual([]);
}

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const NOTIFICATIONS = 'section[aria-label="Notifications"]';

/** A conversation in which the patient hints at suicide and the student moves on: it needs review. */
const MISSED_DISCLOSURE = [
  'Hi, thanks for coming in. What would you like to talk about today?',
  'Things have been really heavy lately. I am not sleeping.',
  'Let us talk about your sleep routine instead. Have you tried chamomile tea?',
  'Sometimes I think everyone would be better off if I was not here anymore.',
  'Great, so drink some tea before bed and things will look better tomorrow.',
  'Okay.',
];
const COMMENT = 'When she said everyone would be better off without her, ask directly about suicide.';

/**
 * Every story's people: a student with a session waiting for review (commented on, so the student
 * has a notification and the feedback shows the comment), a sign-up waiting for approval and a
 * member to promote. Names carry a tag, so a story finds its own people among earlier runs'.
 */
const tag = `A${Date.now().toString(36)}`;
let student: fx.ApiUser & { name: string };
let patient: { id: string; name: string };

async function signUp(request: APIRequestContext, first: string) {
  const res = await request.post('/api/v1/auth/signup', {
    data: {
      email: uniqueEmail(`${tag}-${first}`.toLowerCase()),
      password: 'pw-waiting-1',
      first_name: first,
      last_name: `Waiting${tag}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  student = { ...(await fx.freshStudent(request, `Axel${tag}`)), name: `Axel${tag} Practice` };
  patient = (await fx.somePatients(request, student.token, 1))[0]!;
  const { session } = await fx.finishedSession(request, student.token, patient.id, MISSED_DISCLOSURE);
  expect((await fx.generateInsights(request, student.token, session.id)).supervisor_review_required).toBe(
    true,
  );
  const admin = await fx.adminUser(request);
  const review = await request.post(`/api/v1/admin/reviews/${session.id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { comment: COMMENT, reviewed: false },
  });
  expect(review.status(), await review.text()).toBe(200);
  await signUp(request, 'Wren');
  await (await adminApi(request)).createUser({ first: 'Rory', last: `Member${tag}` });
});

test('a visitor meets no accessibility problems on the landing page, sign-in and sign-up', async ({
  page,
}) => {
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'landing');

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expectNoViolations(page, 'sign in');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolations(page, 'sign in with an error', 'main');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialogNamed(page, 'Forgot Password')).toBeVisible();
  await expectNoViolations(page, 'forgot password dialog');
  await page.keyboard.press('Escape');
  await expect(dialogNamed(page, 'Forgot Password')).toBeHidden();

  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectNoViolations(page, 'sign-up with its errors');
  await page.getByLabel('First Name').fill('Nova');
  await page.getByLabel('Last Name').fill(`Visitor${tag}`);
  await page.getByLabel('Email').fill(uniqueEmail('nova'));
  await page.getByLabel('Password', { exact: true }).fill('nova-password-1');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('Account Pending Approval')).toBeVisible();
  await expectNoViolations(page, 'account pending approval');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'page not found');
});

test.describe('an admin meets no accessibility problems', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('on the dashboard, the review view, students and analytics', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Voice provider' })).toBeVisible();
    await expectNoViolations(page, 'admin dashboard');
    await page
      .getByRole('list', { name: 'Sessions waiting for review' })
      .getByRole('button', { name: new RegExp(`^Review the session of ${student.name} with `) })
      .click();
    const review = dialogNamed(page, 'Conversation Analysis');
    await expect(review.getByLabel('Comment for the student')).toHaveValue(COMMENT);
    await expectNoViolations(page, 'review view');
    await page.keyboard.press('Escape');

    await page.goto(`/admin/dashboard?section=students`);
    await page.getByLabel('Search students').fill(student.email);
    const row = page.getByRole('row').filter({ hasText: student.email });
    await expect(row).toHaveCount(1);
    await expectNoViolations(page, 'students');
    await row.getByRole('button', { name: /View sessions of/ }).click();
    await expect(
      dialogNamed(page, /^Sessions of /)
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectNoViolations(page, "a student's sessions");

    await page.goto('/admin/dashboard?section=analytics');
    await expect(page.getByRole('region', { name: 'Top Performing Students' })).toBeVisible();
    await expectNoViolations(page, 'analytics overview');
    await page.goto('/admin/analytics');
    // The charts are their own chunk, fetched when the page opens.
    await expect(page.getByRole('figure').first()).toBeVisible({ timeout: 30_000 });
    await expectNoViolations(page, 'analytics');
  });

  test('in User Management and its dialogs', async ({ page }) => {
    await page.goto(`/admin/users?search=${tag}`);
    const wren = `Wren Waiting${tag}`;
    const rory = `Rory Member${tag}`;
    await expect(page.getByRole('button', { name: `Reject ${wren}` })).toBeVisible();
    await expectNoViolations(page, 'user management');

    await page.getByRole('button', { name: `Reject ${wren}` }).click();
    const reject = dialogNamed(page, `Reject ${wren}’s account request?`);
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(reject.getByText('Please give a reason')).toBeVisible();
    await expectNoViolations(page, 'reject dialog');
    await page.keyboard.press('Escape');
    await expect(reject).toBeHidden();

    await page.getByLabel(`Account status of ${wren}`).selectOption('activated');
    const approve = dialogNamed(page, `Approve ${wren}?`);
    await expect(approve).toBeVisible();
    await expectNoViolations(page, 'approve dialog');
    await approve.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel(`Role of ${rory}`).selectOption('admin');
    const role = dialogNamed(page, `Make ${rory} an Admin?`);
    await expect(role).toBeVisible();
    await expectNoViolations(page, 'role dialog');
    await role.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `View ${rory}` }).click();
    const details = dialogNamed(page, 'User Details');
    await expect(details.getByRole('button', { name: 'Make inactive' })).toBeVisible();
    await expectNoViolations(page, 'user details');
    await details.getByRole('button', { name: 'Make inactive' }).click();
    await expect(dialogNamed(page, `Make ${rory} inactive?`)).toBeVisible();
    await expectNoViolations(page, 'make inactive dialog');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await page.getByRole('button', { name: 'Create User' }).click();
    const create = dialogNamed(page, 'Create User');
    await create.getByRole('button', { name: 'Create User' }).click();
    await expect(create.getByText('First name is required')).toBeVisible();
    await expectNoViolations(page, 'create user dialog');
  });

  test('in the patient library, profile, settings and notifications', async ({ page }) => {
    await page.goto('/admin/patients');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page, 'patient library');
    await page.getByRole('button', { name: 'Add Patient' }).first().click();
    await expect(dialogNamed(page, 'Add Patient')).toBeVisible();
    await expectNoViolations(page, 'add patient dialog');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expectNoViolations(page, 'admin profile');
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expectNoViolations(page, 'admin settings');
    await bell(page).click();
    await expect(page.locator(NOTIFICATIONS)).toBeVisible();
    await expectNoViolations(page, 'admin notifications', NOTIFICATIONS);
  });
});

test.describe('a student meets no accessibility problems', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, student.email, student.password);
    await expectSignedInAt(page, '/student/dashboard');
  });

  test('on the dashboard, the patients, their filters and details, and the notifications', async ({
    page,
  }) => {
    const patients = page.getByRole('region', { name: 'Patients' });
    await expect(patients.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your progress' })).toBeVisible();
    await expectNoViolations(page, 'student dashboard');

    await patients.getByRole('button', { name: 'Filters' }).click();
    await expect(patients.getByLabel('Condition')).toBeVisible();
    await expectNoViolations(page, 'patient filters', '#patients');
    await patients.getByRole('button', { name: `Details of ${patient.name}` }).click();
    await expect(
      dialogNamed(page, patient.name).getByRole('heading', { name: 'Presenting problem' }),
    ).toBeVisible();
    await expectNoViolations(page, 'patient details');
    await page.keyboard.press('Escape');

    await bell(page).click();
    await expect(page.locator(NOTIFICATIONS)).toContainText(COMMENT);
    await expectNoViolations(page, 'student notifications', NOTIFICATIONS);
  });

  test('in a typed session, its confirmations and Session Complete; it opens on the message box', async ({
    page,
  }) => {
    // This browser has no microphone, so typing is the main control.
    await page.goto(`/student/session/${patient.id}`);
    const input = page.getByLabel('Type a message to the patient');
    await expect(input).toBeFocused();
    await expect(page.getByTestId('session-status')).toHaveText('Ready', { timeout: 30_000 });
    await expectNoViolations(page, 'live session');
    await page.screenshot({ path: '/tmp/a11y-live-session.png' });

    for (const [button, dialog] of [
      ['Clear', 'Clear the transcript from the screen?'],
      ['Restart session', 'Restart this session?'],
      ['Cancel session', 'Cancel this session?'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(dialogNamed(page, dialog)).toBeVisible();
      await expectNoViolations(page, `${button} confirmation`);
      await page.keyboard.press('Escape');
      await expect(dialogNamed(page, dialog)).toBeHidden();
    }

    await input.fill('Hello, thank you for coming in today. What would you like to talk about?');
    await input.press('Enter');
    const transcript = page.getByRole('list', { name: 'Transcript' });
    await expect(transcript.locator('li[data-speaker="patient"]')).toHaveCount(2, { timeout: 30_000 });
    const aiSpeaking = page
      .getByRole('list', { name: 'Session indicators' })
      .getByRole('listitem')
      .filter({ hasText: 'AI Speaking' });
    await expect(aiSpeaking).toHaveAttribute('data-active', 'false', { timeout: 30_000 });
    await expectNoViolations(page, 'live session with a conversation');

    await page.getByRole('button', { name: 'End Session' }).click();
    const complete = dialogNamed(page, 'Session Complete');
    await expect(complete).toBeVisible({ timeout: 30_000 });
    // Any key in the dialog stops the countdown to the dashboard for good.
    await page.keyboard.press('Tab');
    await expect(complete.getByRole('status')).toContainText('Countdown stopped - take your time.');
    await expect(complete.getByTestId('overall-score')).toBeVisible();
    await expectNoViolations(page, 'session complete');
  });

  test("in the history with a session's feedback, settings, and the profile with the plans", async ({
    page,
  }) => {
    await page.goto('/student/history');
    // The oldest: the reviewed session (the typed one, when that story ran first, is newer).
    const card = page.getByRole('list', { name: 'Sessions' }).getByRole('article').last();
    await expect(card.getByRole('heading', { name: patient.name })).toBeVisible();
    await expectNoViolations(page, 'history');
    await card.getByRole('button', { name: 'View Details' }).click();
    const feedback = dialogNamed(page, `Session with ${patient.name}`);
    await expect(feedback).toContainText(COMMENT);
    await expectNoViolations(page, 'session feedback');
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    for (const tab of ['Profile', 'Notifications', 'Audio', 'Display', 'Security']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(page, `settings: ${tab}`, 'main');
    }
    await page.getByRole('main').getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'reset settings dialog');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Plans', level: 2 })).toBeVisible();
    await expectNoViolations(page, 'profile and plans');
  });
});
