import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { Patient, StudentDashboard } from '@practicum/contract';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';
import { signInAsAdmin } from './user-helpers';

/**
 * The student dashboard's figures and recent sessions, starting a session from a patient card, and
 * the admin's Students view down to one conversation's analysis and its PDF. A fresh student owns
 * exactly the sessions made here, so the figures depend on this story alone.
 */
test.describe.configure({ mode: 'serial' });

let student: fx.ApiUser;
let patients: Patient[];
let scored: fx.FinishedSession;
let unscored: fx.FinishedSession;
let score: number;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  // A name in several scripts, which the report's embedded font must print.
  student = await fx.freshStudent(request, 'Zoë', 'Łukasz-Nguyễn');
  patients = await fx.somePatients(request, student.token, 2);
  scored = await fx.finishedSession(
    request,
    student.token,
    patients[0]!.id,
    fx.CONVERSATIONS.empathic,
    1_500,
  );
  score = (await fx.generateInsights(request, student.token, scored.session.id)).overall_score ?? 0;
  unscored = await fx.finishedSession(request, student.token, patients[1]!.id, ['Hello there', 'Hi.']);
});

/** The value of a stat card, found by its exact label. */
const tile = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('the student dashboard shows their figures and recent sessions', async ({ page, request }) => {
  const api = await request.get('/api/v1/voice/dashboard/student?tz_offset_minutes=0', {
    headers: { authorization: `Bearer ${student.token}` },
  });
  const expected = (await api.json()) as StudentDashboard;
  expect(expected.stats.total_sessions).toBe(2);

  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(tile(page, 'Sessions')).toHaveText('2');
  await expect(tile(page, 'Avg Score')).toHaveText(`${Math.round(expected.stats.average_score)}%`);
  expect(Math.round(expected.stats.average_score)).toBe(Math.round(score));
  await expect(tile(page, 'Hours')).toHaveText(String(Math.round(expected.stats.hours_completed * 10) / 10));
  await expect(tile(page, 'Streak')).toHaveText('1 day');

  const recent = page.getByRole('region', { name: 'Recent Sessions' }).getByRole('listitem');
  await expect(recent).toHaveCount(2);
  // Newest first: the unscored session, then the scored one with its score.
  await expect(recent.nth(0)).toContainText(unscored.session.patient_name);
  await expect(recent.nth(0)).toContainText('Score: —');
  await expect(recent.nth(1)).toContainText(scored.session.patient_name);
  await expect(recent.nth(1)).toContainText(`Score: ${Math.round(score)}%`);
  await expect(recent.nth(1)).toContainText('Completed');

  await page.getByRole('link', { name: 'View Full History' }).click();
  await expect(page).toHaveURL(/\/student\/history$/);
});

test('a fresh student is pointed to the patients, and a card starts a session', async ({ page, request }) => {
  const newcomer = await fx.freshStudent(request, 'Newbie');
  await signIn(page, newcomer.email, newcomer.password);
  await expectSignedInAt(page, '/student/dashboard');
  await expect(tile(page, 'Sessions')).toHaveText('0');
  await page.getByRole('button', { name: 'Start First Session' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Patients' })).toBeInViewport();

  const patient = patients[0]!;
  const startButton = page.getByRole('button', { name: `Start Session with ${patient.name}` });
  // A failed start shows the error; a used-up allowance shows the upgrade notice instead.
  await page.route('**/api/v1/voice/history/sessions', (route) =>
    route.fulfill({ status: 500, json: { detail: 'boom' } }),
  );
  await startButton.click();
  await expect(page.getByRole('alert')).toHaveText('Error: Failed to start session. Please try again.');
  await page.unroute('**/api/v1/voice/history/sessions');
  await page.route('**/api/v1/voice/history/sessions', (route) =>
    route.fulfill({
      status: 402,
      json: { detail: 'You have used all your free sessions.', code: 'allowance_exhausted' },
    }),
  );
  await startButton.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You have used all your free sessions.' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.unroute('**/api/v1/voice/history/sessions');

  await startButton.click();
  await expect(page).toHaveURL(new RegExp(`/student/session/${patient.id}$`));
  const list = await request.get('/api/v1/voice/history/sessions?status_filter=active', {
    headers: { authorization: `Bearer ${newcomer.token}` },
  });
  expect(((await list.json()) as { total_count: number }).total_count).toBe(1);
});

test('the admin reviews the student, a conversation analysis and its PDF', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(tile(page, 'Total Students')).toHaveText(/^\d+$/);
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible();

  // The voice provider card: the e2e servers run the offline provider (AI_PROVIDER=local).
  const voice = page.getByRole('region', { name: 'Voice provider' });
  await expect(voice.getByTestId('voice-provider-label')).toHaveText('Offline (eSpeak + patient engine)');
  const component = voice.getByRole('list', { name: 'Voice components' }).getByRole('listitem');
  await expect(component).toHaveCount(1);
  await expect(component).toContainText('Offline voice');
  await expect(component).toContainText('This server');
  await expect(component).toContainText('Not tested');
  const testButton = voice.getByRole('button', { name: 'Test connection' });
  // A failed request says so; the card stays usable.
  await page.route('**/api/v1/voice/test-connection', (route) =>
    route.fulfill({ status: 502, json: { detail: 'Upstream check failed' } }),
  );
  await testButton.click();
  await expect(voice.getByRole('alert')).toHaveText('Failed to test connection: Upstream check failed');
  await page.unroute('**/api/v1/voice/test-connection');
  // From the keyboard: the real probe reports the offline voice reachable, with its latency.
  await testButton.focus();
  await page.keyboard.press('Enter');
  await expect(component.getByText('Reachable', { exact: true })).toBeVisible();
  await expect(component).toContainText(/\d+ ms/);
  await expect(voice.getByRole('status')).toHaveText('All components reachable');
  await expect(voice.getByRole('alert')).toHaveCount(0);

  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top Performing Students' })).toBeVisible();

  await page.goto('/admin/dashboard?section=students');
  await page.getByLabel('Search students').fill(student.email);
  const row = page.getByRole('row').filter({ hasText: student.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2');
  await expect(row).toContainText(`${Math.round(score)}%`);
  await row.getByRole('button', { name: /View sessions of/ }).click();

  const sessions = page.getByRole('dialog', { name: /^Sessions of / });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await sessions
    .getByRole('listitem')
    .filter({ hasText: unscored.session.patient_name })
    .getByRole('button')
    .click();

  const analysis = page.getByRole('dialog', { name: 'Conversation Analysis' });
  await expect(analysis.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(2);
  await expect(analysis).toContainText('Hello there');
  await analysis.getByRole('button', { name: 'Generate analysis' }).click();
  await expect(analysis).toContainText('Overall score');
  await expect(analysis).toContainText('Empathy demonstration');
  await analysis.getByRole('button', { name: 'Close' }).click();

  await sessions
    .getByRole('listitem')
    .filter({ hasText: scored.session.patient_name })
    .getByRole('button')
    .click();
  await expect(analysis).toContainText(`${Math.round(score)}%`);
  await expect(analysis.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(8);
  await expect(analysis).toContainText('anxious');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    analysis.getByRole('button', { name: 'Download Report' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^conversation-analysis-.+\.pdf$/);
  // The text is drawn in an embedded font subset (glyph ids), so the document is read back with
  // pdf-lib: its title names the student and the persona, and its pages are numbered A4 pages.
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  expect(pdf.getTitle()).toMatch(/^Conversation analysis - Zoë Łukasz-Nguyễn with /);
  expect(pdf.getTitle()).toContain(` with ${scored.session.patient_name}`);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
});
