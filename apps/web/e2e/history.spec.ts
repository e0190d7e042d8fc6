import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';

/**
 * Session History as a student uses it. A fresh student (created by the admin) owns exactly the
 * sessions made here, so counts and order do not depend on other specs sharing the server. Scores
 * come from the real insights endpoint, so expectations are computed from what it returned.
 */
let data: Awaited<ReturnType<typeof fx.historyScenario>>;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  data = await fx.historyScenario(request);
});

const newestFirst = () => [...data.made].reverse();
const scoreOf = (s: fx.MadeSession) => s.insights?.overall_score ?? null;
const cards = (page: Page) => page.getByRole('list', { name: 'Sessions' }).getByRole('article');
const cardOf = (page: Page, s: fx.FinishedSession) => cards(page).filter({ hasText: s.session.id });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Session pages' });
/** The scores the cards show, in order; null for "No Score". */
const shownScores = async (page: Page) =>
  (await cards(page).allTextContents()).map((t) => {
    const m = /Score (\d+)%/.exec(t);
    return m ? Number(m[1]) : null;
  });

async function openHistory(page: Page, query = '') {
  await signIn(page, data.student.email, data.student.password);
  await expectSignedInAt(page, '/student/dashboard');
  await page.goto(`/student/history${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Session History' })).toBeVisible();
}

let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
});
test.afterEach(() => expect(consoleErrors).toEqual([]));

test('lists the sessions newest first, ten to a page, with every card field', async ({ page }) => {
  await openHistory(page);
  await expect(cards(page)).toHaveCount(10);
  const ids = newestFirst().map((s) => s.session.id);
  await expect(cards(page).first()).toContainText(ids[0]!);
  await expect(cards(page).nth(9)).toContainText(ids[9]!);

  const card = cardOf(page, data.chatty);
  await expect(card.getByRole('heading', { name: data.patients[1]!.name })).toBeVisible();
  await expect(card).toContainText('No Score');
  await expect(card.getByRole('img', { name: 'No rating' })).toBeVisible();
  await expect(card).toContainText('13 messages');
  await expect(card).toContainText('Completed');
  await expect(card).toContainText('No feedback yet for this session.');
  // No recording was made through the API: nothing to replay or download.
  await expect(card.getByRole('button', { name: 'No Audio' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Replay' })).toBeDisabled();
  await expect(
    page.getByRole('list', { name: 'Sessions' }).getByRole('button', { name: 'No Audio' }),
  ).toHaveCount(10);

  await expect(pages(page)).toContainText('Showing 1 to 10 of 14 sessions');
  await expect(pages(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages(page)).toContainText('Showing 11 to 14 of 14 sessions');
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).last()).toContainText(data.longest.session.id);
  await expect(pages(page).getByRole('button', { name: 'Next' })).toBeDisabled();

  // The page is in the address: it survives a reload, and a page past the end is clamped.
  await page.reload();
  await expect(pages(page)).toContainText('Showing 11 to 14 of 14 sessions');
  await page.goto('/student/history?page=9');
  await expect(pages(page)).toContainText('Showing 11 to 14 of 14 sessions');
  await expect(page).toHaveURL(/[?&]page=2/);
  await pages(page).getByRole('button', { name: 'Previous' }).click();
  await expect(pages(page)).toContainText('Showing 1 to 10 of 14 sessions');
});

test('searches every session by patient name on the server, not just the page shown', async ({ page }) => {
  await openHistory(page);
  const name = data.patients[2]!.name;
  const expected = newestFirst().filter((s) => s.session.patient_name === name);
  await page.getByLabel('Search by patient or condition').fill(name.toLowerCase());
  await expect(cards(page)).toHaveCount(expected.length);
  for (const s of expected) await expect(cardOf(page, s)).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);

  await page.getByLabel('Search by patient or condition').fill('Nobody Byname');
  await expect(page.getByRole('heading', { name: 'No sessions found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByLabel('Search by patient or condition')).toHaveValue('');
});

test('filters by score band: high 90+, medium 70-89, low under 70', async ({ page }) => {
  await openHistory(page);
  await expect(cards(page)).toHaveCount(10);
  const bands = { high: [90, 100], medium: [70, 89.99], low: [0, 69.99] } as const;
  let matched = 0;
  for (const [band, [min, max]] of Object.entries(bands)) {
    await page.getByLabel('Score').selectOption(band);
    await expect(page).toHaveURL(new RegExp(`[?&]score=${band}`));
    const inBand = (score: number | null) => score !== null && score >= min && score <= max;
    const expected = newestFirst().filter((s) => inBand(scoreOf(s)));
    matched += expected.length;
    if (expected.length === 0) {
      await expect(page.getByRole('heading', { name: 'No sessions found' })).toBeVisible();
      continue;
    }
    await expect(cards(page)).toHaveCount(Math.min(expected.length, 10));
    for (const [i, s] of expected.slice(0, 10).entries())
      await expect(cards(page).nth(i)).toContainText(s.session.id);
  }
  // Every scored session falls in exactly one band.
  expect(matched).toBe(data.made.filter((s) => scoreOf(s) !== null).length);
  expect(matched).toBeGreaterThan(0);
  await page.getByLabel('Score').selectOption('all');
  await expect(cards(page)).toHaveCount(10);
  expect(new URL(page.url()).searchParams.get('score')).toBeNull();
});

test('sorts by longest duration and by highest score', async ({ page }) => {
  await openHistory(page, '?page=2');
  await page.getByLabel('Sort by').selectOption('duration');
  await expect(page).toHaveURL(/[?&]sort=duration/);
  // A new sort starts again at page 1, with the longest session first.
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  await expect(cards(page).first()).toContainText(data.longest.session.id);

  await page.getByLabel('Sort by').selectOption('score');
  await expect(page).toHaveURL(/[?&]sort=score/);
  const scores = data.made.map(scoreOf).filter((s): s is number => s !== null);
  const expected = [...scores.sort((x, y) => y - x), ...Array<null>(10 - scores.length).fill(null)];
  await expect
    .poll(() => shownScores(page))
    .toEqual(expected.map((s) => (s === null ? null : Math.round(s))));

  await page.getByLabel('Sort by').selectOption('recent');
  await expect(cards(page).first()).toContainText(data.chatty.session.id);
});

test('the details of a scored session show every section of its insights', async ({ page }) => {
  await openHistory(page);
  const insights = data.scored.insights!;
  const score = `${insights.overall_score}%`;
  const card = cardOf(page, data.scored);
  await expect(card).toContainText(`Score ${score} · grade ${insights.grade}`);
  await expect(card).toContainText('AI Insights');
  await expect(card.getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();

  const dialog = page.getByRole('dialog', { name: `Session with ${data.patients[0]!.name}` });
  await expect(dialog).toContainText(`Score ${score} (${insights.grade})`);
  for (const title of [
    'AI Assessment',
    'Skills',
    'Talk Time',
    'Compliance',
    'Recommendations',
    'Risk Assessment',
  ]) {
    await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  for (const title of ['Feedback', 'Analysis', 'Performance Metrics']) {
    await expect(dialog.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  }
  const skills = dialog.getByRole('region', { name: 'Skills' }).getByRole('article');
  await expect(skills).toHaveCount(6);
  await expect(skills.first()).toContainText('Active Listening');
  await expect(skills.first()).toContainText('Strengths');
  await expect(dialog).toContainText(insights.session_summary!);

  const student = insights.student_talk_percentage!;
  const verdict = student >= 25 && student <= 40 ? 'Optimal Range' : 'Needs Adjustment';
  await expect(dialog.getByRole('region', { name: 'Talk Time' })).toContainText(
    new RegExp(`Student \\(you\\): ${Math.round(student)}%\\s*${verdict}`),
  );
  await expect(dialog.getByRole('region', { name: 'Compliance' })).toContainText(
    `HIPAA compliance${insights.hipaa_compliance ? 'Met' : 'Not met'}`,
  );
  const risk = dialog.getByRole('region', { name: 'Risk Assessment' });
  if ((insights.risk_flags ?? []).length === 0)
    await expect(risk).toContainText('No risk flags were raised.');
  await expect(risk.getByText('Supervisor review required.')).toHaveCount(
    insights.supervisor_review_required ? 1 : 0,
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the details of a session without insights show the fallbacks and a transcript preview', async ({
  page,
}) => {
  await openHistory(page);
  await cardOf(page, data.chatty).getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: `Session with ${data.patients[1]!.name}` });
  await expect(dialog).toContainText('No Score');
  for (const title of ['Feedback', 'Analysis', 'Performance Metrics', 'Transcript', 'Session Information']) {
    await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('heading', { name: 'AI Assessment' })).toHaveCount(0);
  await expect(dialog).toContainText('AI insights have not been generated for this session yet.');
  await expect(dialog).toContainText('No feedback was recorded for this session.');

  const preview = dialog.getByRole('list', { name: 'First messages' }).getByRole('listitem');
  await expect(preview).toHaveCount(10);
  await expect(preview.first()).toContainText('You');
  await expect(preview.first()).toContainText(data.chattyLines[0]!);
  await expect(preview.nth(1)).toContainText(data.patients[1]!.name);
  await expect(dialog).toContainText('... and 3 more messages');
  await expect(dialog).not.toContainText(data.chattyLines[10]!);

  const info = dialog.getByRole('region', { name: 'Session Information' });
  await expect(info).toContainText('Recording:Not available');
  await expect(info).toContainText('Audio enabled:Yes');
  await expect(info).toContainText(data.chatty.session.id);
  await expect(dialog.getByRole('button', { name: 'Download Recording' })).toHaveCount(0);

  // The modal fits the viewport and scrolls inside it; its footer stays reachable.
  const box = await dialog.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeInViewport();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export Transcript' }).click(),
  ]);
  const slug = data.patients[1]!.name.normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '_');
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^transcript_${slug}_\\d{4}-\\d\\d-\\d\\d_\\d\\d-\\d\\d-\\d\\d\\.txt$`),
  );
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain(`Session transcript: ${data.patients[1]!.name}`);
  expect(text).toContain('Messages: 13');
  expect(text).toContain(`You: ${data.chattyLines[0]}`);
  expect(text).toContain(`${data.patients[1]!.name} (anxious): ${data.chattyLines[1]}`);
  expect(text).toContain(`You: ${data.chattyLines[12]}`);
  expect(text.trim().split('\n')).toHaveLength(6 + 13);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('a session without messages cannot be exported', async ({ page }) => {
  await openHistory(page);
  await cardOf(page, data.silent).getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('No messages were exchanged in this session.');
  await expect(dialog.getByRole('button', { name: 'Export Transcript' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a failed load shows the error and recovers on retry; Back returns to the dashboard', async ({
  page,
}) => {
  await signIn(page, data.student.email, data.student.password);
  await expectSignedInAt(page, '/student/dashboard');
  await page.route('**/api/v1/voice/history/sessions?*', (route) =>
    route.fulfill({ status: 503, json: { detail: 'The database is resting', code: 'unavailable' } }),
  );
  await page.goto('/student/history');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error loading sessions: The database is resting');
  await page.unroute('**/api/v1/voice/history/sessions?*');
  await alert.getByRole('button', { name: 'Dismiss and retry' }).click();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The browser reports the failed request itself; that one error is expected.
  consoleErrors = consoleErrors.filter((e) => !e.includes('503'));

  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expectSignedInAt(page, '/student/dashboard');
});
