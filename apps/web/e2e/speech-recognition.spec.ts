import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminUser, freshStudent, somePatientId } from './fixtures';
import { expectSignedInAt, signIn } from './helpers';
import { credentialsFor } from './servers';

/**
 * Where a student's voice goes to be turned into text is the institution's choice, and the student
 * sees it before the microphone starts. The e2e server does not transcribe (no STT_*), so the
 * browser would: on the device where it can, in its maker's cloud only when an admin allows it.
 */

const SWITCH = "Let browsers send voices to their maker's cloud";

/**
 * A student's browser without on-device recognition (as Chrome before version 139, or Edge): its
 * Web Speech API can only send the voice to its maker's cloud.
 */
async function cloudOnlyBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const Recognition = (window as { SpeechRecognition?: object }).SpeechRecognition;
    if (!Recognition) return;
    for (const name of ['available', 'install'])
      Object.defineProperty(Recognition, name, { value: undefined, configurable: true });
  });
  return context.newPage();
}

/** axe-core finds nothing (WCAG 2.1 AA and best practice) in the page's main content. */
async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .include('main')
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${where}`,
  ).toEqual([]);
}

const consoleErrors: string[] = [];
const watchConsole = (page: Page) =>
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });

test.afterEach(async ({ request }) => {
  // The switch is the whole institution's: leave it at its private default for other stories.
  const admin = await adminUser(request);
  const res = await request.put('/api/v1/voice/speech-recognition', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { browser_cloud: false },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(consoleErrors.splice(0)).toEqual([]);
});

test.describe('Private speech recognition', () => {
  // Two people in two browsers, and axe on three screens: slow on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test("the admin's choice keeps students' voices out of the browser maker's cloud, and the student sees where their voice goes", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const student = await freshStudent(request, 'Priya');
    const patientId = await somePatientId(request, student.token);
    watchConsole(page);

    // The admin finds the institution's switch under Settings > Audio: off, as it starts.
    const { admin } = credentialsFor('main');
    await signIn(page, admin.email, admin.password);
    await expectSignedInAt(page, '/admin/dashboard');
    await page.goto('/settings?tab=audio');
    await expect(page.getByRole('heading', { name: 'Institution: speech recognition' })).toBeVisible();
    const cloud = page.getByRole('switch', { name: SWITCH });
    await expect(cloud).toHaveAttribute('aria-checked', 'false');
    await expect(cloud).toHaveAccessibleDescription(/^Off \(recommended\)/);
    await expectAccessible(page, "the admin's audio settings");

    // The student, in a browser that can only recognise speech in its maker's cloud.
    const studentPage = await cloudOnlyBrowser(browser);
    watchConsole(studentPage);
    await signIn(studentPage, student.email, student.password);
    await expectSignedInAt(studentPage, '/student/dashboard');
    await studentPage.goto(`/student/session/${patientId}`);
    const notice = studentPage.getByRole('region', { name: 'Where your voice goes' });
    await expect(notice).toContainText('Speech is not turned into text here.');
    await expect(notice).toContainText("your institution keeps students' voices out of it");
    await expect(notice).toContainText('Type what you want to say in the box below');
    // It is what the microphone says of itself, before it is started.
    const mic = studentPage.getByRole('button', { name: 'Start microphone' });
    await expect(mic).toBeEnabled({ timeout: 30_000 });
    await expect(mic).toHaveAccessibleDescription(/^Speech is not turned into text here\./);
    await expectAccessible(studentPage, 'the session screen without recognition');
    await testInfo.attach('no cloud: the student is told to type', {
      body: await notice.screenshot(),
      contentType: 'image/png',
    });
    // Typing works just the same.
    const input = studentPage.getByLabel('Type a message to the patient');
    await input.fill('Hello, what brings you in today?');
    await input.press('Enter');
    await expect(
      studentPage.getByRole('list', { name: 'Transcript' }).locator('li[data-speaker="student"]'),
    ).toContainText('Hello, what brings you in today?');

    // The admin allows the cloud: the student's next visit names where the voice would go.
    await cloud.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(cloud).toHaveAttribute('aria-checked', 'true');
    await studentPage.reload();
    await expect(notice).toContainText('Google, through your browser.');
    await expect(notice).toContainText('Your browser sends your speech to Google to be turned into text');

    // And forbids it again: the cloud path is gone.
    await cloud.click();
    await expect(cloud).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: SWITCH })).toHaveAttribute('aria-checked', 'false');
    await studentPage.reload();
    await expect(notice).toContainText('Speech is not turned into text here.');
    await expect(notice).not.toContainText('Google');
    await studentPage.context().close();
  });

  test('a browser that recognises speech on the device keeps the voice there', async ({
    page,
    request,
  }, testInfo) => {
    const student = await freshStudent(request, 'Dev');
    const patientId = await somePatientId(request, student.token);
    watchConsole(page);
    await signIn(page, student.email, student.password);
    await expectSignedInAt(page, '/student/dashboard');
    await page.goto(`/student/session/${patientId}`);

    // This Chromium offers on-device recognition, its language pack not yet downloaded.
    const notice = page.getByRole('region', { name: 'Where your voice goes' });
    await expect(notice).toContainText('On this device.');
    await expect(notice).toContainText('it first downloads its American English speech pack (once)');
    await expect(page.getByRole('button', { name: 'Start microphone' })).toBeEnabled({ timeout: 30_000 });
    await expectAccessible(page, 'the session screen recognising on the device');
    const shot = testInfo.outputPath('where-your-voice-goes.png');
    await page.screenshot({ path: shot });
    await testInfo.attach('the session screen, before the microphone starts', {
      path: shot,
      contentType: 'image/png',
    });
  });
});
