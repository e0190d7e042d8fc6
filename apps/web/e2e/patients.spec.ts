import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { credentialsFor } from './servers';
import { expectSignedInAt, signIn, uniqueEmail } from './helpers';

const creds = credentialsFor('main');

/** A bearer header for arranging data through the API (the stories themselves go through the UI). */
async function authHeader(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/v1/auth/login', {
    data: { username: account.email, password: account.password },
  });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).access_token}` };
}

/**
 * A fresh, activated student, so these stories never spend the shared demo student's free
 * session allowance that other specs rely on.
 */
async function newStudent(request: APIRequestContext) {
  const account = { email: uniqueEmail('patients'), password: `pw-${Date.now().toString(36)}-x1` };
  const res = await request.post('/api/v1/users/admin/create-user?user_type=customer', {
    headers: await authHeader(request, creds.admin),
    data: { first_name: 'Pat', last_name: 'Student', ...account },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

function uniqueName(first: string): string {
  return `${first} ${Date.now().toString(36).slice(-5)}`;
}

/** The case formulation an instructor would paste into the editor's JSON box. */
function formulation() {
  const topics = ['loss', 'mood', 'sleep', 'family', 'work', 'friends', 'coping', 'faith'] as const;
  return {
    demographics: { gender: 'female', pronouns: 'she/her', occupation: 'Midwife', living_situation: 'Alone' },
    history: [
      'Husband Tom died of a stroke ten months ago.',
      'No previous contact with mental health services.',
    ],
    core_beliefs: ['Without him I am nobody.'],
    intermediate_beliefs: ['If I stop grieving, I will forget him.'],
    automatic_thoughts: ['I should have noticed the signs.', 'Nobody wants to hear about it any more.'],
    emotions: ['sad', 'numb', 'guilty'],
    coping_behaviours: ['Keeps his coat on the hook by the door', 'Avoids the supermarket they used'],
    risk: {
      disclosure: 'Some nights I wish I could just go to sleep and be with him. I would not do anything.',
      deflection: 'No, nothing like that, love.',
      min_trust: 0.5,
      protective_factors: ['Her granddaughter'],
    },
    facts: Array.from({ length: 12 }, (_, i) => ({
      id: `fact-${i + 1}`,
      topic: topics[i % topics.length],
      depth: (i % 3) + 1,
      text: `Something I have not said to many people, number ${i + 1}, about how things are now.`,
      keywords: [],
      emotion: 'sad',
    })),
    goals: ['To be able to go into town again without crying.'],
    speech_markers: ['love', 'you know'],
  };
}

/** The editor's structured inputs, by label, as an instructor fills them in. */
const TEXT_INPUTS: Record<string, string> = {
  Age: '67',
  Condition: 'Prolonged Grief Disorder',
  'Emotional state': 'Numb and guarded',
  Personality: 'Practical, proud and private; used to looking after others.',
  Background: 'Retired midwife whose husband of forty years died suddenly last winter. Lives alone.',
  Symptoms: 'Yearning for her husband\nNumbness\nAvoids reminders\nPoor sleep',
  'Presenting problem': 'Ten months after her husband died she still cannot go into town or sort his things.',
  'Opening statement': 'I am not really sure where to start, to be honest.',
};
const SELECTS: Record<string, string> = {
  Difficulty: 'advanced',
  'Condition category': 'grief',
  'Conversational style': 'guarded',
  'Risk level': 'passive_ideation',
};

async function fillNewPersona(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Add Patient' });
  await dialog.getByLabel('Name').fill(name);
  for (const [label, value] of Object.entries(TEXT_INPUTS)) {
    await dialog.getByLabel(label, { exact: true }).fill(value);
  }
  for (const [label, value] of Object.entries(SELECTS)) await dialog.getByLabel(label).selectOption(value);
  return dialog;
}

/** Arranges the same persona through the API, for stories that are not about creating one. */
async function createPersona(request: APIRequestContext, admin: Record<string, string>, name: string) {
  const base = formulation();
  const data = {
    ...base,
    id: 'e2e-persona',
    name,
    age: 67,
    avatar: '🙂',
    difficulty: 'beginner',
    condition: TEXT_INPUTS.Condition,
    condition_category: 'grief',
    emotional_state: TEXT_INPUTS['Emotional state'],
    personality: TEXT_INPUTS.Personality,
    background: TEXT_INPUTS.Background,
    symptoms: TEXT_INPUTS.Symptoms!.split('\n'),
    style: 'plain',
    presenting_problem: TEXT_INPUTS['Presenting problem'],
    opening_statement: TEXT_INPUTS['Opening statement'],
    risk: { ...base.risk, level: 'none' },
  };
  const res = await request.post('/api/v1/voice/patients', { headers: admin, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** The Total Patients tile's figure. */
const totalPatientsTile = (page: Page) => page.locator('dl', { hasText: 'Total Patients' }).locator('dd');

/** Signs the admin in and opens the Patient Library, optionally already searched. */
async function openLibrary(page: Page, search = '') {
  await signIn(page, creds.admin.email, creds.admin.password);
  await expectSignedInAt(page, '/admin/dashboard');
  await page.goto(`/admin/patients${search ? `?search=${encodeURIComponent(search)}` : ''}`);
}

async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
}

// First in this file: each e2e server starts on an empty database, so this sees the automatic initialization.
test('a student with an empty database sees patients appear, filters them and starts a session', async ({
  page,
  request,
}) => {
  const student = await newStudent(request);
  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');

  const section = page.getByRole('region', { name: 'Patients' });
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(cards.first().getByRole('button', { name: /^Start Session with / })).toBeVisible();

  await section.getByRole('button', { name: 'Filters' }).click();
  await section.getByLabel('Difficulty').selectOption('beginner');
  await expect(page).toHaveURL(/difficulty=beginner/);
  // The previous results stay on screen (marked busy) until the filtered ones arrive.
  await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Beginner' })).toHaveCount(0);

  await section.getByLabel('Search patients').fill('no such patient here');
  await expect(section.getByRole('heading', { name: 'No patients found' })).toBeVisible();
  await section.getByRole('button', { name: 'Clear filters' }).click();
  await expect(section.getByLabel('Search patients')).toHaveValue('');
  await expect(cards.first()).toBeVisible();

  const name = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards
    .first()
    .getByRole('button', { name: `Start Session with ${name}` })
    .click();
  await expect(page).toHaveURL(/\/student\/session\/[0-9a-f-]{36}$/);
});

test('an admin creates, edits and archives a persona', async ({ page, request }) => {
  const name = uniqueName('Margaret Doyle');
  await openLibrary(page);
  await expect(page.getByRole('heading', { name: 'Patient Library', level: 1 })).toBeVisible();
  await expect(totalPatientsTile(page)).toHaveText(/^\d+$/);
  const before = Number(await totalPatientsTile(page).textContent());

  // Create: the schema checks the persona first and names each problem by its path.
  await page.getByRole('button', { name: 'Add Patient' }).first().click();
  const dialog = await fillNewPersona(page, name);
  await dialog.getByRole('button', { name: 'Create Patient' }).click();
  await expect(dialog.getByRole('alert')).toContainText('facts');
  await expect(dialog.getByRole('alert')).toContainText('risk.disclosure');
  await dialog.getByLabel('Advanced case formulation (JSON)').fill(JSON.stringify(formulation(), null, 2));
  await dialog.getByRole('button', { name: 'Create Patient' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name} was added` })).toBeVisible();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Prolonged Grief Disorder');
  await expect(card).toContainText('Advanced');
  await expect(card).toContainText('No sessions yet');
  await expect(totalPatientsTile(page)).toHaveText(String(before + 1));

  // Edit.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(editor.getByLabel('Emotional state')).toHaveValue('Numb and guarded');
  await editor.getByLabel('Emotional state').fill('Tearful, then brisk');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toBeHidden();
  await expect(card).toContainText('Tearful, then brisk');

  // View shows the whole persona, facts grouped by depth.
  await card.getByRole('button', { name: `View ${name}` }).click();
  const view = page.getByRole('dialog', { name });
  await expect(view).toContainText('Tearful, then brisk');
  await expect(view.getByRole('heading', { name: /Depth 3/ })).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  // Archive hides the patient from students; Show archived finds it again.
  await card.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} was archived` })).toBeVisible();
  await expect(card).toBeHidden();
  await page.getByLabel('Show archived').check();
  await expect(page).toHaveURL(/archived=true/);
  await expect(card).toContainText('Archived');
  await expect(card.getByRole('button', { name: `Restore ${name}` })).toBeVisible();

  const studentView = await request.get(`/api/v1/voice/patients/?search=${encodeURIComponent(name)}`, {
    headers: await authHeader(request, await newStudent(request)),
  });
  expect((await studentView.json()).total_count).toBe(0);
});

test('an admin cannot delete a persona in use, archives it instead, and deletes an unused one', async ({
  page,
  request,
}) => {
  const admin = await authHeader(request, creds.admin);
  const usedName = uniqueName('Derek Ward');
  const unusedName = uniqueName('Paul Ward');
  const used = await createPersona(request, admin, usedName);
  await createPersona(request, admin, unusedName);
  const session = await request.post('/api/v1/voice/history/sessions', {
    headers: await authHeader(request, await newStudent(request)),
    data: { patient_id: used.id },
  });
  expect(session.status(), await session.text()).toBe(201);

  await openLibrary(page, usedName);
  const usedCard = page.getByRole('article', { name: usedName });
  await expect(usedCard).toContainText('Used in 1 session');

  await confirmDelete(page, usedName);
  const refused = page.getByRole('dialog', { name: `${usedName} cannot be deleted` });
  await expect(refused).toContainText('is used in 1 session and cannot be deleted');
  await refused.getByRole('button', { name: 'Archive instead' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${usedName} was archived` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No patients found' })).toBeVisible();

  await page.getByLabel('Search patients').fill(unusedName);
  const unusedCard = page.getByRole('article', { name: unusedName });
  await expect(unusedCard).toBeVisible();
  await confirmDelete(page, unusedName);
  await expect(page.getByRole('status').filter({ hasText: `${unusedName} was deleted` })).toBeVisible();
  await expect(unusedCard).toBeHidden();
});

test('an admin previews a persona in a short typed conversation', async ({ page, request }) => {
  const name = uniqueName('Colin Marsh');
  await createPersona(request, await authHeader(request, creds.admin), name);
  await openLibrary(page, name);

  await page.getByRole('button', { name: `Preview Patient: ${name}` }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${name}` });
  const log = preview.getByRole('log');
  await expect(log).toContainText('I am not really sure where to start');
  await expect(log).toContainText(/Trust \d/);

  await preview.getByLabel('Your message').fill('What brings you in today?');
  await preview.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(log.getByRole('listitem').nth(1)).toContainText('What brings you in today?');
  await expect(log.getByRole('listitem').nth(2)).toContainText('Emotion:');
  await expect(preview).toContainText('1 of 40 lines');

  await preview.getByRole('button', { name: 'Reset' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(preview).toContainText('0 of 40 lines');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
});
