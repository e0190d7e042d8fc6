import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Response } from '@playwright/test';
import type { Analytics } from '@practicum/contract';
import * as fx from './fixtures';
import { credentialsFor } from './servers';
import { expectSignedInAt, signIn } from './helpers';
import { signInAsAdmin } from './user-helpers';

/**
 * Advanced Analytics as an admin uses it: reached from the sidebar, figures and charts for a period,
 * another period and another charted metric, and the students' progress exported as CSV. Other
 * stories share the server and add sessions of their own, so every expectation is read from the
 * answer the page itself received; the students made here only have to appear in it.
 */
test.describe.configure({ mode: 'serial' });

/** Letters only, so each run's students have names no other run or story shares. */
const tag = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

let busy: fx.ApiUser;
let quiet: fx.ApiUser;
let busyName: string;
let quietName: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  busyName = `Ana${tag()}`;
  quietName = `Ben${tag()}`;
  busy = await fx.freshStudent(request, busyName);
  quiet = await fx.freshStudent(request, quietName);
  const [a, b] = await fx.somePatients(request, busy.token, 2);
  for (const [student, patient, lines] of [
    [busy, a!, fx.CONVERSATIONS.empathic],
    [busy, b!, fx.CONVERSATIONS.directive],
    [quiet, a!, fx.CONVERSATIONS.empathic],
  ] as const) {
    const { session } = await fx.finishedSession(request, student.token, patient.id, [...lines]);
    await fx.generateInsights(request, student.token, session.id);
  }
});

/** The analytics answer the page receives next, for the period and metric given. */
const analyticsResponse = (page: Page, period: string, metric: string) =>
  page.waitForResponse((res: Response) => {
    const url = new URL(res.url());
    return (
      url.pathname === '/api/v1/admin/analytics' &&
      url.searchParams.get('period') === period &&
      url.searchParams.get('metric') === metric &&
      res.request().method() === 'GET'
    );
  });

const read = async (response: Promise<Response>): Promise<Analytics> => {
  const res = await response;
  expect(res.status()).toBe(200);
  return (await res.json()) as Analytics;
};

/** The value of a summary card, found by its exact label. */
const card = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Summary' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Each chart lists its figures in a table captioned like the chart, one row per point. */
const chartRows = (page: Page, title: string) =>
  page.getByRole('table', { name: title, exact: true }).getByRole('row');

const utcDate = (iso: string, opts: Intl.DateTimeFormatOptions) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString('en-GB', {
    ...opts,
    timeZone: 'UTC',
  });
const longDate = (iso: string) => utcDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
const shortDate = (iso: string) => utcDate(iso, { day: 'numeric', month: 'short' });
const rangeText = (a: Analytics) =>
  `${longDate(a.period.from)} – ${longDate(a.period.to)}, compared with ${longDate(a.period.previous_from)} – ${longDate(a.period.previous_to)}`;

test('the admin opens analytics from the sidebar, changes period and metric, and exports the students', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const first = analyticsResponse(page, '30d', 'sessions');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Analytics', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Analytics' })).toBeVisible();
  const month = await read(first);

  // The three sessions made here started today, so the default 30 days hold them and both students.
  expect(month.summary.sessions).toBeGreaterThanOrEqual(3);
  const busyRow = month.students.find((s) => s.name.startsWith(`${busyName} `));
  const quietRow = month.students.find((s) => s.name.startsWith(`${quietName} `));
  expect(busyRow?.sessions).toBe(2);
  expect(quietRow?.sessions).toBe(1);
  expect(busyRow?.average_score).not.toBeNull();

  await expect(page.getByText(rangeText(month))).toBeVisible();
  await expect(card(page, 'Sessions')).toHaveText(String(month.summary.sessions));
  await expect(card(page, 'Active students')).toHaveText(String(month.summary.active_students));
  await expect(card(page, 'Average score')).toHaveText(`${Math.round(month.summary.average_score!)}%`);
  await expect(card(page, 'Average duration')).toHaveText(/^(\d+m \d\ds|\d+s)$/);
  await expect(card(page, 'Flagged for review')).toHaveText(String(month.summary.flagged_sessions));

  // recharts draws each chart as SVG once its chunk has loaded and the container has a size.
  for (const title of ['Sessions over time', 'Average score per skill', 'Score distribution']) {
    await expect(page.getByRole('figure', { name: title }).locator('svg').first()).toBeVisible();
  }
  await expect(chartRows(page, 'Sessions over time')).toHaveCount(month.series.length);
  expect(month.series).toHaveLength(30);
  await expect(chartRows(page, 'Score distribution')).toHaveCount(5);

  // Another period: a new request, the choice kept in the address, a week of days charted.
  const weekResponse = analyticsResponse(page, '7d', 'sessions');
  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
  const week = await read(weekResponse);
  await expect(page).toHaveURL(/[?&]period=7d(&|$)/);
  await expect(page.getByText(rangeText(week))).toBeVisible();
  await expect(page.getByText(rangeText(month))).toHaveCount(0);
  expect(week.series).toHaveLength(7);
  await expect(chartRows(page, 'Sessions over time')).toHaveCount(7);
  await expect(card(page, 'Sessions')).toHaveText(String(week.summary.sessions));

  // Another metric: the line chart now plots today's average score rather than the session count.
  const today = week.series.at(-1)!;
  const todayRow = (title: string) =>
    chartRows(page, title).filter({ has: page.getByRole('rowheader', { name: shortDate(today.date) }) });
  await expect(todayRow('Sessions over time').getByRole('cell')).toHaveText(String(today.value));
  const scoresResponse = analyticsResponse(page, '7d', 'scores');
  await page.getByLabel('Chart metric').selectOption({ label: 'Average score' });
  const scores = await read(scoresResponse);
  await expect(page).toHaveURL(/[?&]metric=scores(&|$)/);
  await expect(
    page.getByRole('figure', { name: 'Average score over time' }).locator('svg').first(),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Sessions over time' })).toHaveCount(0);
  const todayScore = scores.series.at(-1)!.value;
  expect(todayScore).not.toBeNull();
  await expect(todayRow('Average score over time').getByRole('cell')).toHaveText(
    `${Math.round(todayScore!)}%`,
  );

  // The export holds the table as shown: the header, then one line per student row.
  const busyNow = scores.students.find((s) => s.user_id === busyRow!.user_id)!;
  expect([busyNow.sessions, busyNow.average_score]).toEqual([2, busyRow!.average_score]);
  const table = page.getByRole('table', { name: /^Student progress/ });
  const rows = table.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(scores.students.length);
  const busyShown = rows.filter({
    has: page.getByRole('link', { name: `Open ${busyRow!.name} in User Management` }),
  });
  await expect(busyShown.getByRole('cell').first()).toHaveText('2');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `student-progress-${scores.period.from}-to-${scores.period.to}.csv`,
  );
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines.at(-1)).toBe('');
  lines.pop();
  expect(lines[0]).toBe('Student,Sessions,Average score,Trend (points),Weakest skill,Last active');
  expect(lines).toHaveLength(1 + (await rows.count()));
  const shownNames = await table.locator('tbody th').allTextContents();
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shownNames);
  const busyLine = lines.find((line) => line.startsWith(`${busyRow!.name},`));
  expect(busyLine).toBeDefined();
  expect(busyLine!.split(',').slice(1, 3)).toEqual([
    '2',
    String(Math.round(busyRow!.average_score! * 10) / 10),
  ]);
  expect(lines.filter((line) => line.startsWith(`${quietRow!.name},1,`))).toHaveLength(1);

  // The student's name opens their own User Details, with their progress, not a search for the name.
  const progressAnswer = page.waitForResponse(
    (res: Response) => new URL(res.url()).pathname === `/api/v1/admin/users/${busyRow!.user_id}/progress`,
  );
  await busyShown.getByRole('link', { name: `Open ${busyRow!.name} in User Management` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?user=${busyRow!.user_id}$`));
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByText(busy.email, { exact: true })).toBeVisible();
  const progress = (await (await progressAnswer).json()) as { sessions: unknown[] };
  expect(progress.sessions).toHaveLength(2);
  await expect(
    details
      .getByRole('region', { name: 'Progress' })
      .getByRole('img', { name: new RegExp(`^Overall scores of ${busyRow!.name}’s last 2 scored sessions`) }),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('a student opening /admin/analytics is sent to the student dashboard', async ({ page }) => {
  const { student } = credentialsFor('main');
  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');
  await page.goto('/admin/analytics');
  await expectSignedInAt(page, '/student/dashboard');
  await expect(page.getByRole('heading', { name: 'Advanced Analytics' })).toHaveCount(0);
});
