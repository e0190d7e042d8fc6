import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { PatientListResponse } from '@practicum/contract';
import { CATALOGUE } from '@practicum/personas';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';

/**
 * Finding a patient as a new student does: searching the way clinicians write (PTSD,
 * post-traumatic, postnatal, self harm), filtering, reading a patient's details before starting,
 * and getting to Start Session by keyboard in a handful of Tab presses. Names come from the
 * persona catalogue, which every e2e server loads on its empty database.
 */
let student: fx.ApiUser;

test.beforeAll(async ({ request }) => {
  student = await fx.freshStudent(request, 'Finder');
  await fx.somePatients(request, student.token, 3);
});

const section = (page: Page) => page.getByRole('region', { name: 'Patients' });
const cards = (page: Page) => section(page).getByRole('article');
const namesShown = async (page: Page) =>
  (await cards(page).getByRole('heading', { level: 3 }).allTextContents()).sort();
const catalogueNames = (keep: (p: (typeof CATALOGUE)[number]) => boolean) =>
  CATALOGUE.filter(keep).map((p) => p.name);

async function openDashboard(page: Page) {
  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
}

async function search(page: Page, text: string) {
  await section(page).getByLabel('Search patients').fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
}

/** The names the server finds for a search, as the student (the story checks the page shows them). */
async function serverFinds(request: APIRequestContext, text: string): Promise<string[]> {
  const res = await request.get(`/api/v1/voice/patients/?limit=200&search=${encodeURIComponent(text)}`, {
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as PatientListResponse).patients.map((p) => p.name).sort();
}

/**
 * Every wording finds the same patients, the catalogue's `expected` among them, and the page shows
 * exactly those cards.
 */
async function expectSameFinds(
  page: Page,
  request: APIRequestContext,
  wordings: string[],
  expected: string[],
) {
  const found = await serverFinds(request, wordings[0]!);
  expect(found).toEqual(expect.arrayContaining(expected));
  for (const wording of wordings) {
    expect(await serverFinds(request, wording), wording).toEqual(found);
    await search(page, wording);
    await expect.poll(() => namesShown(page), { message: wording }).toEqual(found);
  }
}

test('search finds patients by the abbreviations and spellings clinicians use', async ({ page, request }) => {
  await openDashboard(page);
  const ptsd = catalogueNames((p) => p.condition_category === 'ptsd');
  expect(ptsd.length).toBeGreaterThanOrEqual(3);
  await expectSameFinds(page, request, ['PTSD', 'post-traumatic', 'Post traumatic stress'], ptsd);
  await page.screenshot({ path: '/tmp/patients-search-ptsd.png', fullPage: true });

  await expectSameFinds(
    page,
    request,
    ['OCD', 'obsessive-compulsive'],
    catalogueNames((p) => p.condition_category === 'ocd'),
  );
  await expectSameFinds(
    page,
    request,
    ['postnatal', 'postpartum', 'post-partum'],
    ['Aisha Rahman', 'Nathan Brooks'],
  );
  await expectSameFinds(page, request, ['self-harm', 'self harm', 'NSSI'], ['Ellie Ward', 'Maya Thompson']);
  await search(page, 'postnatal depression');
  await expect.poll(() => namesShown(page)).toEqual(['Aisha Rahman']);
});

test('filters by condition and age group, and shows drawn initials instead of emoji', async ({ page }) => {
  await openDashboard(page);
  const filters = section(page).getByRole('button', { name: 'Filters' });
  await filters.click();
  await section(page).getByLabel('Condition').selectOption({ label: 'OCD' });
  await section(page).getByLabel('Age group').selectOption({ label: 'Adolescents (13-17)' });
  await expect(page).toHaveURL(/category=ocd/);
  await expect(page).toHaveURL(/age=adolescent/);
  await expect(section(page).getByRole('button', { name: 'Filters, 2 on' })).toBeVisible();
  const expected = catalogueNames((p) => p.condition_category === 'ocd' && p.age >= 13 && p.age <= 17);
  expect(expected).toContain('Leo Fischer');
  await expect.poll(() => namesShown(page)).toEqual(expect.arrayContaining(expected));
  for (const card of await cards(page).all()) {
    await expect(card).toContainText(/Age 1[3-7](?!\d)/);
    await expect(card).toContainText(/Obsessive/);
  }

  // Avatars are initials drawn in the page, never an emoji that needs an emoji font.
  const leo = cards(page).filter({ hasText: 'Leo Fischer' });
  await expect(leo.locator('[data-avatar]')).toHaveText('LF');
  for (const avatar of await section(page).locator('[data-avatar]').allTextContents())
    expect(avatar).toMatch(/^\p{Lu}{1,2}$/u);
  expect(await section(page).textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  await page.screenshot({ path: '/tmp/patients-filters.png', fullPage: true });

  await section(page).getByRole('button', { name: 'Reset these filters' }).click();
  await expect(section(page).getByRole('button', { name: 'Filters' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('category')).toBeNull();
});

test("a patient's details show the presenting problem and what the session practises, from Details or '+N more'", async ({
  page,
}) => {
  const leo = CATALOGUE.find((p) => p.name === 'Leo Fischer')!;
  expect(leo.symptoms.length).toBeGreaterThan(3);
  await openDashboard(page);
  await search(page, 'Leo Fischer');
  const card = cards(page).filter({ hasText: 'Leo Fischer' });

  await card.getByRole('button', { name: `Show all ${leo.symptoms.length} symptoms of Leo Fischer` }).click();
  const dialog = page.getByRole('dialog', { name: 'Leo Fischer' });
  await expect(dialog.getByRole('heading', { name: 'Presenting problem' })).toBeVisible();
  await expect(dialog).toContainText(leo.presenting_problem);
  await expect(dialog.getByRole('heading', { name: 'What this session practises' })).toBeVisible();
  await expect(dialog).toContainText('Exploring intrusive thoughts and rituals');
  for (const symptom of leo.symptoms) await expect(dialog).toContainText(symptom);
  await page.screenshot({ path: '/tmp/patients-details.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back where it was; the card's Details button opens the same dialog.
  await card.getByRole('button', { name: 'Details of Leo Fischer' }).click();
  await dialog.getByRole('button', { name: 'Start Session with Leo Fischer' }).click();
  await expect(page).toHaveURL(/\/student\/session\/[0-9a-f-]{36}$/);
});

test('Start Session is five Tab presses from the top of the dashboard', async ({ page }) => {
  await openDashboard(page);
  await page.goto('/student/dashboard');
  await expect(cards(page).first()).toBeVisible();
  const focused = (): Locator => page.locator(':focus');
  let tabs = 0;
  const tab = async () => {
    tabs += 1;
    await page.keyboard.press('Tab');
  };

  await tab();
  await expect(focused()).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  await tab();
  await expect(focused()).toHaveText('Skip to patients');
  await page.keyboard.press('Enter');
  await tab();
  await expect(focused()).toHaveAccessibleName('Search patients');
  await tab();
  await expect(focused()).toHaveAccessibleName('Filters');
  await tab();
  await expect(focused()).toHaveAccessibleName(/^Start Session with /);
  expect(tabs).toBe(5);
  await page.screenshot({ path: '/tmp/patients-keyboard.png' });

  // The next card is two more presses away: its Details button, then its Start Session.
  await tab();
  await expect(focused()).toHaveAccessibleName(/^Details of /);
  await tab();
  await expect(focused()).toHaveAccessibleName(/^Start Session with /);
});
