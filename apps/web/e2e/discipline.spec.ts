import { expect, test, type Page } from '@playwright/test';
import type { PatientListResponse } from '@practicum/contract';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';
import { signInAsAdmin } from './user-helpers';

/**
 * Disciplines: a student filters the patients by discipline (kept in the address), chooses their own
 * discipline in the profile and then finds its patients and modules first; an instructor filters
 * analytics by discipline.
 */

const consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
});
test.afterEach(() => expect(consoleErrors).toEqual([]));

const section = (page: Page) => page.getByRole('region', { name: 'Patients' });
const cardNames = (page: Page) => section(page).getByRole('article').getByRole('heading', { level: 3 });

test('a student filters by discipline, then chooses theirs and sees its patients and modules first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await fx.freshStudent(request, 'Mira', 'Medic');
  await fx.somePatients(request, student.token, 1);
  const medicine = async (query: string) => {
    const res = await request.get(`/api/v1/voice/patients/?limit=200${query}`, {
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as PatientListResponse).patients;
  };
  const medical = await medicine('&discipline=medicine');
  expect(medical.length).toBeGreaterThan(0);
  expect(medical.every((p) => p.discipline !== 'therapy')).toBe(true);

  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');
  await expect(cardNames(page).first()).toBeVisible({ timeout: 20_000 });

  // The filter, by keyboard: open the panel, move to Discipline, choose Medicine.
  await section(page).getByRole('button', { name: 'Filters' }).click();
  const discipline = section(page).getByLabel('Discipline');
  await discipline.focus();
  await discipline.selectOption({ label: 'Medicine' });
  await expect(page).toHaveURL(/discipline=medicine/);
  await expect
    .poll(async () => (await cardNames(page).allTextContents()).sort())
    .toEqual(medical.map((p) => p.name).sort());
  await page.screenshot({ path: '/tmp/discipline-filter.png', fullPage: true });

  // A reload keeps the filter: it lives in the address.
  await page.reload();
  await expect(section(page).getByLabel('Discipline')).toHaveValue('medicine');

  // Their own discipline in the profile puts its patients first on an unfiltered list.
  await page.goto('/profile');
  await page.getByLabel('Discipline').selectOption({ label: 'Medicine' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.goto('/student/dashboard');
  const first = await medicine('');
  expect(first[0]!.discipline).not.toBe('therapy');
  await expect(cardNames(page).first()).toHaveText(first[0]!.name, { timeout: 20_000 });

  // Modules: the medical ones first.
  await page.getByRole('link', { name: 'Modules' }).click();
  await expect(page).toHaveURL(/\/student\/modules$/);
  const modules = page.getByRole('heading', { level: 2 });
  await expect(modules.first()).toHaveText('Medical History Taking');
  await page.screenshot({ path: '/tmp/discipline-modules.png', fullPage: true });
});

test('an instructor filters analytics by discipline, kept in the address', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/analytics');
  await page.getByLabel('Discipline').selectOption({ label: 'Medicine' });
  await expect(page).toHaveURL(/discipline=medicine/);
  await expect(page.getByRole('heading', { name: 'Advanced Analytics' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Discipline')).toHaveValue('medicine');
});
