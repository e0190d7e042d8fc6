import { expect, test } from '@playwright/test';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';
import { newSession, signInAsAdmin } from './user-helpers';

/**
 * An instructor assigns a module's patient to a student; the student finds it first on their
 * dashboard, starts it from there and completes a typed session; the instructor's analytics then
 * count the student as done.
 */

const consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
});
test.afterEach(() => expect(consoleErrors).toEqual([]));

/** A warm opening and reflections: the scorer rates these well (see fixtures' CONVERSATIONS). */
const LINES = [
  "Hi, I'm glad you came in today. What would you like to talk about?",
  'It sounds like a lot has been building up, and it has been hard to say it out loud.',
  'You have been carrying that on your own for a while. What would help most today?',
];

test('a student completes an assigned module patient and the instructor sees it done', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const student = await fx.freshStudent(request, 'Asha', 'Assigned');
  await fx.somePatients(request, student.token, 1);

  // The instructor assigns Olivia Grant, the first patient of the Rapport Building module.
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Assignments' }).click();
  await expect(page).toHaveURL(/\/admin\/assignments$/);
  await page.getByRole('button', { name: 'New assignment' }).click();
  const form = page.getByRole('dialog', { name: 'New assignment' });
  await form.getByLabel('A patient').check();
  const patientSelect = form.getByLabel('Patient', { exact: true });
  const olivia = patientSelect.locator('option').filter({ hasText: /^Olivia Grant · / });
  await patientSelect.selectOption((await olivia.first().getAttribute('value'))!);
  await form.getByLabel('Search students').fill(student.email);
  await form.getByRole('checkbox', { name: new RegExp(student.email.replace(/[.+]/g, '\\$&')) }).check();
  await form.getByLabel('Target score').fill('40');
  await page.screenshot({ path: '/tmp/assignment-form.png' });
  await form.getByRole('button', { name: 'Assign' }).click();
  await expect(form).toBeHidden();

  // Analytics: nobody done yet.
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics/);
  const row = page
    .getByRole('region', { name: 'Assignments' })
    .getByRole('row')
    .filter({ hasText: 'Olivia Grant' })
    .filter({ hasText: '1 student' })
    .last();
  await expect(row).toContainText('0 of 1 done');

  // The student sees the assignment first and starts it from there.
  const studentPage = await newSession(browser);
  await signIn(studentPage, student.email, student.password);
  await expectSignedInAt(studentPage, '/student/dashboard');
  const mine = studentPage.getByRole('region', { name: 'Your assignments' });
  await expect(mine).toContainText('Olivia Grant');
  await expect(mine).toContainText('Not started');
  await studentPage.screenshot({ path: '/tmp/assignment-student-dashboard.png', fullPage: true });
  await mine.getByRole('button', { name: 'Start Olivia Grant' }).click();
  await expect(studentPage).toHaveURL(/\/student\/session\//);
  await expect(studentPage.getByTestId('session-status')).toHaveText('Ready', { timeout: 30_000 });
  const transcript = studentPage.getByRole('list', { name: 'Transcript' });
  const patientLines = transcript.locator('li[data-speaker="patient"]');
  const aiSpeaking = studentPage
    .getByRole('list', { name: 'Session indicators' })
    .getByRole('listitem')
    .filter({ hasText: 'AI Speaking' });
  const input = studentPage.getByLabel('Type a message to the patient');
  await expect(patientLines).toHaveCount(1, { timeout: 30_000 });
  for (const [i, line] of LINES.entries()) {
    await expect(aiSpeaking).toHaveAttribute('data-active', 'false', { timeout: 30_000 });
    await input.fill(line);
    await input.press('Enter');
    await expect(patientLines).toHaveCount(i + 2, { timeout: 30_000 });
  }
  await expect(aiSpeaking).toHaveAttribute('data-active', 'false', { timeout: 30_000 });
  await studentPage.getByRole('button', { name: 'End Session' }).click();
  const complete = studentPage.getByRole('dialog', { name: 'Session Complete' });
  await expect(complete).toBeVisible({ timeout: 30_000 });
  await expect(complete).toContainText(/Score|score/, { timeout: 30_000 });

  // Back on the dashboard the assignment reads done.
  await studentPage.goto('/student/dashboard');
  await expect(studentPage.getByRole('region', { name: 'Your assignments' })).toContainText('Done');

  // The instructor's analytics count the student as done.
  await page.reload();
  await expect(row).toContainText('1 of 1 done');
  await page.screenshot({ path: '/tmp/assignment-analytics.png', fullPage: true });
});
