import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import type { DataSettings } from '@practicum/contract';
import { readZip } from '../../server/test/support/zip';
import { adminUser, finishedSession, freshStudent, somePatientId } from './fixtures';
import { signIn } from './helpers';
import { newSession, openUserRow, signInAsAdmin } from './user-helpers';

const NO_RULES: DataSettings = { retention_days: null, storage_quota_mb: null };

async function setDataRules(request: APIRequestContext, rules: DataSettings) {
  const admin = await adminUser(request);
  const res = await request.put('/api/v1/voice/data/settings', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: rules,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** What a downloaded archive holds, by file name. */
async function archive(download: Download) {
  return readZip(await readFile((await download.path())!));
}

/** axe finds nothing on the open dialog, or else on the page's main region. */
async function expectAccessible(page: Page, where: string) {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true);
  builder.include((await page.locator('dialog[open]').count()) > 0 ? 'dialog[open]' : 'main');
  const { violations } = await builder.analyze();
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      where,
    )
    .toEqual([]);
}

async function openDataTab(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Data' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=data$/);
}

test.describe('Data retention', () => {
  // The rules are the institution's: whatever happens here, the next story starts without them.
  test.afterEach(async ({ request }) => setDataRules(request, NO_RULES));

  test('an admin sets retention and a quota; the student sees them, downloads their data and deletes their account', async ({
    page,
    browser,
    request,
  }) => {
    const student = await freshStudent(request, 'Rhea');
    const patientId = await somePatientId(request, student.token);
    await finishedSession(request, student.token, patientId, [
      'What has been on your mind this week?',
      'Mostly work, and not sleeping.',
    ]);

    // The admin sets the rules in Settings > Data, which a student never sees.
    const admin = await newSession(browser);
    await signInAsAdmin(admin);
    await openDataTab(admin);
    const days = admin.getByRole('textbox', { name: 'Retention period (days)' });
    await expect(days).toHaveValue('');
    await days.fill('365');
    await admin.getByRole('textbox', { name: 'Storage quota per user (MB)' }).fill('50');
    await admin.getByRole('button', { name: 'Save data rules' }).click();
    await expect(admin.getByText('Data rules saved.')).toBeVisible();
    await admin.reload();
    await expect(admin.getByRole('textbox', { name: 'Retention period (days)' })).toHaveValue('365');
    await expectAccessible(admin, 'Settings > Data for an admin');

    // The student sees their usage against the quota and how long things are kept.
    await signIn(page, student.email, student.password);
    await expect(page).toHaveURL(/\/student\/dashboard$/);
    await openDataTab(page);
    await expect(page.getByRole('heading', { name: 'Institution data rules' })).toHaveCount(0);
    await expect(page.getByText('0.0 MB of 50 MB used (0 recordings).')).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Recording storage used' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByText(/deleted 365 days after a session; scores and reports stay/)).toBeVisible();
    await expectAccessible(page, 'Settings > Data for a student');

    // Download my data, from the keyboard.
    await page.getByRole('button', { name: 'Download my data' }).focus();
    const [mine] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(mine.suggestedFilename()).toMatch(/^practicum-data-[0-9a-f-]{36}-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await archive(mine);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'sessions.json', 'activity.json']),
    );
    expect(JSON.parse(files.get('profile.json')!.toString()).user.email).toBe(student.email);
    const sessions = JSON.parse(files.get('sessions.json')!.toString()) as {
      transcript: { text: string }[];
    }[];
    expect(sessions.map((s) => s.transcript.map((m) => m.text))).toEqual([
      ['What has been on your mind this week?', 'Mostly work, and not sleeping.'],
    ]);

    // The admin exports the same student's data from User Details.
    const row = await openUserRow(admin, student.email);
    await row.getByRole('button', { name: /^View / }).click();
    const details = admin.getByRole('dialog', { name: 'User Details' });
    const [theirs] = await Promise.all([
      admin.waitForEvent('download'),
      details.getByRole('button', { name: 'Export data' }).click(),
    ]);
    await expect(details.getByText('✓ Data exported')).toBeVisible();
    await expectAccessible(admin, 'User Details with Export data');
    const exported = await archive(theirs);
    expect(JSON.parse(exported.get('profile.json')!.toString()).user.email).toBe(student.email);

    // Deleting the account asks for the password and a typed DELETE; Escape backs out.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeFocused();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await expectAccessible(page, 'the delete-account dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await page.keyboard.type('not-my-password');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText('Password is incorrect');

    await dialog.getByLabel('Password', { exact: true }).fill(student.password);
    await confirm.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your account and all its data have been deleted.' }),
    ).toBeVisible();

    // The account is gone: its password no longer signs in.
    await signIn(page, student.email, student.password);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    const login = await request.post('/api/v1/auth/login', {
      data: { username: student.email, password: student.password },
    });
    expect(login.status()).toBe(401);
  });
});
