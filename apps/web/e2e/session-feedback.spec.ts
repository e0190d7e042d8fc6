import { expect, test } from '@playwright/test';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';

/**
 * Feedback is not lost: Clear asks first and only empties the screen (the saved conversation, the
 * scoring and the summary's message count keep every line), and on Session Complete the countdown to
 * the dashboard stops as soon as the student starts reading, and says so.
 */

const LINES = [
  'Hello, thank you for coming in today. What would you like to talk about?',
  'That sounds really hard. How has it been affecting your sleep?',
];

const consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
});
test.afterEach(() => expect(consoleErrors).toEqual([]));

test('Clear keeps the conversation, the summary counts it, and scrolling stops the countdown', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const student = await fx.freshStudent(request, 'Keep');
  const [patient] = await fx.somePatients(request, student.token, 1);
  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');

  // A typed session: the patient's opening line, then two lines each answered (five messages).
  await page.goto(`/student/session/${patient!.id}`);
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
  await expect(transcript.locator('li[data-speaker]')).toHaveCount(5);

  // Clear asks first; Escape backs out and focus returns to Clear.
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  await clear.click();
  const ask = page.getByRole('dialog', { name: 'Clear the transcript from the screen?' });
  await expect(ask).toContainText('still saved, scored and counted in your summary');
  await page.screenshot({ path: '/tmp/session-clear-confirm.png' });
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(transcript.locator('li[data-speaker]')).toHaveCount(5);

  // Confirmed, only the screen empties.
  await clear.click();
  await ask.getByRole('button', { name: 'Clear screen' }).click();
  await expect(transcript.locator('li[data-speaker]')).toHaveCount(0);
  await expect(transcript).toContainText('Cleared from the screen');
  await expect(transcript).toBeFocused();

  // Session Complete counts the saved conversation, not what is left on screen.
  await expect(aiSpeaking).toHaveAttribute('data-active', 'false', { timeout: 30_000 });
  await page.getByRole('button', { name: 'End Session' }).click();
  const complete = page.getByRole('dialog', { name: 'Session Complete' });
  await expect(complete).toBeVisible({ timeout: 30_000 });
  await expect(complete.getByText('Messages', { exact: true }).locator('xpath=..')).toContainText('5');
  await expect(complete.getByTestId('return-countdown')).toBeVisible();

  // Scrolling to read stops the countdown for good, and says so.
  await complete.getByText('Key Takeaways').hover();
  await page.mouse.wheel(0, 300);
  await expect(complete.getByTestId('return-countdown')).toHaveCount(0);
  await expect(complete.getByRole('status')).toContainText('Countdown stopped - take your time.');
  await page.screenshot({ path: '/tmp/session-complete-stopped.png' });
  await page.waitForTimeout(11_000);
  await expect(page).toHaveURL(new RegExp(`/student/session/${patient!.id}$`));
  await expect(complete).toBeVisible();

  // The feedback stays one click away in the history, with the whole conversation.
  await complete.getByRole('button', { name: 'View All Sessions' }).click();
  await expect(page).toHaveURL(/\/student\/history/);
  const card = page.getByRole('list', { name: 'Sessions' }).getByRole('article').first();
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Session with ${patient!.name}` });
  await expect(details).toContainText(LINES[0]!);
  await expect(details).toContainText(LINES[1]!);
});

test('a key press on Session Complete stops the countdown too', async ({ page, request }) => {
  test.setTimeout(120_000);
  const student = await fx.freshStudent(request, 'Stay');
  const [patient] = await fx.somePatients(request, student.token, 1);
  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');
  await page.goto(`/student/session/${patient!.id}`);
  await expect(page.getByTestId('session-status')).toHaveText('Ready', { timeout: 30_000 });
  const input = page.getByLabel('Type a message to the patient');
  await input.fill(LINES[0]!);
  await input.press('Enter');
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript.locator('li[data-speaker="patient"]')).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole('button', { name: 'End Session' }).click();
  const complete = page.getByRole('dialog', { name: 'Session Complete' });
  await expect(complete).toBeVisible({ timeout: 30_000 });

  await page.keyboard.press('Tab');
  await expect(complete.getByRole('status')).toContainText('Countdown stopped - take your time.');
  await page.waitForTimeout(11_000);
  await expect(page).toHaveURL(new RegExp(`/student/session/${patient!.id}$`));
});
