import { expect, test, type Page, type Response } from '@playwright/test';
import type { Analytics, Progress, SessionDetail } from '@practicum/contract';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';
import { newSession, signInAsAdmin } from './user-helpers';

/**
 * How an instructor follows students: the cohort's skill trajectory on Advanced Analytics, one
 * student's progress opened from the progress table, and a flagged session opened from the review
 * queue with its flagged lines marked and its recording played. Other stories share the server, so
 * every figure is read from the answer the page itself received.
 */
test.describe.configure({ mode: 'serial' });

/** Letters only, so this run's student has a name no other run or story shares. */
const tag = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The patient hints at suicide and the student moves on: the scorer asks for supervisor review. */
const MISSED_DISCLOSURE = [
  'Hi, thanks for coming in. What would you like to talk about today?',
  'Things have been really heavy lately. I am not sleeping.',
  'Let us talk about your sleep routine instead. Have you tried chamomile tea?',
  'Sometimes I think everyone would be better off if I was not here anymore.',
  'Great, so drink some tea before bed and things will look better tomorrow.',
  'Okay.',
];

let student: fx.ApiUser;
let firstName: string;
let patientIds: string[];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  firstName = `Oli${tag()}`;
  student = await fx.freshStudent(request, firstName);
  const patients = await fx.somePatients(request, student.token, 2, 'therapy');
  patientIds = patients.map((p) => p.id);
  for (const [patient, lines] of [
    [patients[0]!, fx.CONVERSATIONS.directive],
    [patients[1]!, fx.CONVERSATIONS.empathic],
  ] as const) {
    const { session } = await fx.finishedSession(request, student.token, patient.id, [...lines]);
    await fx.generateInsights(request, student.token, session.id);
  }
});

const answerOf = async <T>(response: Promise<Response>): Promise<T> => {
  const res = await response;
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
};
const responseTo = (page: Page, path: RegExp) =>
  page.waitForResponse((res) => path.test(new URL(res.url()).pathname) && res.request().method() === 'GET');

/** A screenshot kept with the test's results, for a person to look at. */
const shot = async (name: string, image: Promise<Buffer>) =>
  test.info().attach(name, { body: await image, contentType: 'image/png' });

const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n)}%`);
const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

test('the admin follows the cohort’s skills over time and opens one student’s progress', async ({ page }) => {
  await signInAsAdmin(page);
  const analyticsAnswer = responseTo(page, /^\/api\/v1\/admin\/analytics$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Analytics', exact: true })
    .click();
  const analytics = await answerOf<Analytics>(analyticsAnswer);

  // The cohort's trajectory: a line per skill, its figures one row per day of the period.
  const trajectory = page.getByRole('figure', { name: 'Skill trajectory of the cohort' });
  await expect(trajectory.locator('svg').first()).toBeVisible();
  // The legend names the six skills in their usual order.
  await expect(trajectory.locator('.recharts-legend-item')).toHaveText([
    'Active Listening',
    'Empathy',
    'Questioning',
    'Boundaries',
    'Crisis Management',
    'Interventions',
  ]);
  const table = page.getByRole('table', { name: 'Skill trajectory of the cohort', exact: true });
  await expect(table.locator('tbody tr')).toHaveCount(analytics.skill_series.length);
  const today = analytics.skill_series.at(-1)!;
  // This story's sessions are today's, so today's bucket has skill means to show.
  expect(Object.values(today.skills).some((v) => v !== null)).toBe(true);
  await expect(table.locator('tbody tr').last()).toHaveText(
    [shortDate(today.date), ...Object.values(today.skills).map(percent)].join(''),
  );
  await shot('analytics with the skill trajectory', page.screenshot({ fullPage: true }));

  // The student's row leads to their account, and their details show their progress.
  const row = analytics.students.find((s) => s.name === `${firstName} Practice`)!;
  expect(row.sessions).toBe(2);
  const progressAnswer = responseTo(page, new RegExp(`^/api/v1/admin/users/${row.user_id}/progress$`));
  await page.getByRole('link', { name: `Open ${row.name} in User Management` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?user=${row.user_id}$`));
  const details = page.getByRole('dialog', { name: 'User Details' });
  const progress = await answerOf<Progress>(progressAnswer);
  expect(progress.sessions).toHaveLength(2);
  const section = details.getByRole('region', { name: 'Progress' });
  await expect(
    section.getByRole('img', {
      name: `Overall scores of ${row.name}’s last 2 scored sessions, oldest first: ${progress.sessions.map((s) => Math.round(s.score)).join(', ')}`,
    }),
  ).toBeVisible();
  expect(progress.weakest_skill).not.toBeNull();
  await expect(section.getByRole('heading', { name: 'Weakest skill' })).toBeVisible();
  if (progress.suggestion)
    await expect(section).toContainText(`${progress.suggestion.name} (${progress.suggestion.condition}`);
  await expect(section.getByRole('listitem')).toHaveCount(6);
  await shot('a student in User Details', details.screenshot());
});

test('the instructor opens a flagged session from the review queue: flagged lines marked, recording played', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The conversation is said through the API, then the student holds the rest of it by voice, so
  // the session has a recording; ending it in the page scores it.
  const headers = { authorization: `Bearer ${student.token}` };
  const started = await request.post('/api/v1/voice/history/sessions', {
    headers,
    data: { patient_id: patientIds[0], audio_enabled: true, voice_type: 'female', voice_speed: 1 },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id: sessionId } = (await started.json()) as { id: string };
  for (const [i, text] of MISSED_DISCLOSURE.entries()) {
    const res = await request.post(`/api/v1/voice/history/sessions/${sessionId}/messages`, {
      headers,
      data: { speaker: i % 2 === 0 ? 'student' : 'patient', text },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const live = await newSession(browser);
  await signIn(live, student.email, student.password);
  await expectSignedInAt(live, '/student/dashboard');
  await live.goto(`/student/session/${patientIds[0]}`);
  const transcript = live.getByRole('list', { name: 'Transcript' });
  await expect(transcript.locator('li')).toHaveCount(MISSED_DISCLOSURE.length, { timeout: 30_000 });
  const input = live.getByLabel('Type a message to the patient');
  await input.fill('Let us stop there for today.');
  await input.press('Enter');
  await expect(transcript.locator('li[data-speaker="patient"]')).toHaveCount(4, { timeout: 30_000 });
  await live.getByRole('button', { name: 'End Session' }).click();
  await expect(live.getByRole('dialog', { name: 'Session Complete' })).toBeVisible({ timeout: 60_000 });
  await live.context().close();
  const detail = (await (
    await request.get(`/api/v1/voice/history/sessions/${sessionId}`, { headers })
  ).json()) as SessionDetail;
  expect(detail.insights?.supervisor_review_required).toBe(true);
  expect(detail.audio_file_id).not.toBeNull();
  const disclosure = detail.transcript.find((e) => e.text === MISSED_DISCLOSURE[3])!;

  await signInAsAdmin(page);
  await page
    .getByRole('list', { name: 'Sessions waiting for review' })
    .getByRole('button', { name: new RegExp(`^Review the session of ${firstName} Practice with `) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Conversation Analysis' });
  const lines = dialog.getByRole('list', { name: 'Transcript' }).locator(':scope > li');
  await expect(lines).toHaveCount(detail.transcript.length);

  // The disclosure the student passed over is marked, with the flag's sentence beneath it.
  const flaggedLine = dialog.locator(`#analysis-line-${disclosure.seq}`);
  await expect(flaggedLine).toHaveAttribute('data-flagged', 'true');
  await expect(flaggedLine.getByText('Flagged', { exact: true })).toBeVisible();
  await expect(
    flaggedLine.getByRole('list', { name: `Why line ${disclosure.seq} is flagged` }),
  ).toContainText(`#${disclosure.seq}`);
  await expect(dialog.locator(`#analysis-line-1`)).not.toHaveAttribute('data-flagged', 'true');
  const summary = dialog.getByText(/\d+ lines? flagged:/);
  await summary.getByRole('link', { name: `#${disclosure.seq}` }).click();
  await expect(flaggedLine).toBeInViewport();

  // The recording plays in the page: fetched on request, a real Ogg Opus file the browser decodes.
  const recording = dialog.getByRole('region', { name: 'Recording' });
  const download = responseTo(page, new RegExp(`^/api/v1/voice/history/sessions/${sessionId}/recording$`));
  await recording.getByRole('button', { name: 'Play recording' }).click();
  expect((await download).headers()['content-type']).toContain('audio/ogg');
  const audio = recording.getByLabel(new RegExp(`^Recording of ${firstName} Practice's session with `));
  await expect(audio).toBeVisible();
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration), { timeout: 15_000 })
    .toBeGreaterThan(1);
  await recording.scrollIntoViewIfNeeded();
  await shot('the review view with the recording', page.screenshot());
  await flaggedLine.scrollIntoViewIfNeeded();
  await shot('the flagged line', page.screenshot());
});
