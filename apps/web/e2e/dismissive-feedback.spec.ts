import { expect, test } from '@playwright/test';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';

/**
 * A student who brushes the patient's feelings aside in a typed session finds that line, quoted,
 * under what to change (Areas for Attention, Areas for improvement, Immediate feedback), and never
 * among the strengths or key takeaways.
 */

const DISMISSIVE = 'Everyone feels like that, it is not a big deal.';
const LINES = [
  'Hello, thank you for coming in today. What would you like to talk about?',
  DISMISSIVE,
  'What has been the hardest part of this week for you?',
];
/** How the feedback quotes the line: by seq, in curly quotes, without the final full stop. */
const QUOTED = `“${DISMISSIVE.replace(/\.$/, '')}”`;

const consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
});
test.afterEach(() => expect(consoleErrors).toEqual([]));

test('a dismissive line shows under what to change in the feedback, never as a strength', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const student = await fx.freshStudent(request, 'Dismiss');
  const [patient] = await fx.somePatients(request, student.token, 1);
  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');

  // A typed session: each line answered by the patient before the next is sent.
  await page.goto(`/student/session/${patient!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: patient!.name })).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Ready', { timeout: 30_000 });
  const transcript = page.getByRole('list', { name: 'Transcript' });
  const patientLines = transcript.locator('li[data-speaker="patient"]');
  await expect(patientLines).toHaveCount(1);
  const aiSpeaking = page
    .getByRole('list', { name: 'Session indicators' })
    .getByRole('listitem')
    .filter({ hasText: 'AI Speaking' });
  const input = page.getByLabel('Type a message to the patient');
  for (const [i, line] of LINES.entries()) {
    await expect(aiSpeaking).toHaveAttribute('data-active', 'false', { timeout: 30_000 });
    await input.fill(line);
    await input.press('Enter');
    await expect(transcript.locator('li[data-speaker="student"]').filter({ hasText: line })).toHaveCount(1);
    await expect(patientLines).toHaveCount(i + 2, { timeout: 30_000 });
  }

  // Session Complete: the line is something to attend to, not a takeaway.
  await expect(aiSpeaking).toHaveAttribute('data-active', 'false', { timeout: 30_000 });
  await page.getByRole('button', { name: 'End Session' }).click();
  const complete = page.getByRole('dialog', { name: 'Session Complete' });
  await expect(complete).toBeVisible({ timeout: 30_000 });
  // Dispatched rather than clicked: the scroll a click makes in a tall summary already stops the
  // countdown (as reading should), and the button goes with it.
  await complete.getByRole('button', { name: 'Stay on this page' }).dispatchEvent('click');
  const section = (title: string) =>
    complete.getByRole('heading', { name: title, exact: true }).locator('xpath=..');
  await expect(section('Areas for Attention')).toContainText(QUOTED);
  await expect(section('Areas for Attention')).toContainText('Acknowledge what they feel');
  await expect(complete.getByRole('heading', { name: 'Key Takeaways' })).toBeVisible();
  await expect(section('Key Takeaways')).not.toContainText(QUOTED);

  // History details: under Empathy's areas for improvement and the immediate feedback, in no strengths.
  await complete.getByRole('button', { name: 'View All Sessions' }).click();
  await expect(page).toHaveURL(/\/student\/history/);
  const card = page.getByRole('list', { name: 'Sessions' }).getByRole('article').first();
  await expect(card.getByRole('heading', { name: patient!.name })).toBeVisible();
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Session with ${patient!.name}` });
  const skills = details.getByRole('region', { name: 'Skills' }).getByRole('article');
  await expect(skills).toHaveCount(6);
  const empathy = skills.filter({ hasText: 'Empathy Demonstration' });
  const areas = empathy.getByRole('list', { name: 'Areas for improvement' });
  await expect(areas).toContainText(new RegExp(`#\\d+ ${QUOTED} brushes aside what the patient feels`));
  await expect(areas).toContainText('Acknowledge what they feel before anything else');
  await expect(details.getByRole('region', { name: 'Recommendations' })).toContainText(QUOTED);
  for (const strengths of await details.getByRole('list', { name: 'Strengths' }).all())
    await expect(strengths).not.toContainText(QUOTED);
  // The evidence names it in plain words, not with the coder's code.
  await expect(empathy).toContainText(`“${DISMISSIVE}” · Dismisses feelings`);
  await expect(details).not.toContainText(/epitome:|cssrs:|question_open|complex_reflection/);
});
