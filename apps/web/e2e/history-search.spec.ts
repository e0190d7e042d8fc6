import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Patient, PatientListResponse, RealtimeTicketResponse } from '@practicum/contract';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';
import { E2E_SERVERS } from './servers';

/**
 * Session History searches and filters every session on the server: the two oldest sessions, with
 * a PTSD patient, sit on page 2, yet searching "post-traumatic" from page 1 finds them. A cancelled
 * session stays out of the list until the student ticks Show cancelled; every label the details
 * show is in plain words.
 */
let student: fx.ApiUser;
let ptsd: Patient;
let other: Patient;
let oldest: fx.FinishedSession[];
let scored: fx.MadeSession;
let cancelledId: string;

async function findPatient(request: APIRequestContext, search: string): Promise<Patient> {
  const res = await request.get(`/api/v1/voice/patients/?limit=1&search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${student.token}` },
  });
  const [patient] = ((await res.json()) as PatientListResponse).patients;
  expect(patient, search).toBeDefined();
  return patient!;
}

/**
 * A session the student cancels, as the live screen does: over the realtime socket, opened from a
 * page of the app (the server checks the socket's origin).
 */
async function cancelledSession(browser: Browser, request: APIRequestContext, patientId: string) {
  const res = await request.post('/api/v1/voice/realtime/ticket', {
    headers: { authorization: `Bearer ${student.token}` },
  });
  const { ticket } = (await res.json()) as RealtimeTicketResponse;
  const page = await browser.newPage();
  await page.goto(`${E2E_SERVERS.main.url}/login`);
  const url = `${E2E_SERVERS.main.url.replace('http', 'ws')}/api/v1/voice/realtime/${patientId}?token=${ticket}`;
  const id = await page.evaluate(
    (address) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(address);
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { type: string; session_id?: string };
          if (message.type === 'connection_established')
            socket.send(JSON.stringify({ type: 'cancel_session' }));
          if (message.type === 'session_cancelled') resolve(message.session_id!);
        };
        socket.onerror = () => reject(new Error('socket failed'));
      }),
    url,
  );
  await page.close();
  return id;
}

test.beforeAll(async ({ request, browser }) => {
  test.setTimeout(120_000);
  student = await fx.freshStudent(request, 'Sasha');
  await fx.somePatients(request, student.token, 3);
  ptsd = await findPatient(request, 'post-traumatic');
  other = await findPatient(request, 'OCD');
  oldest = [];
  for (let i = 0; i < 2; i += 1)
    oldest.push(await fx.finishedSession(request, student.token, ptsd.id, [`About the crash ${i}`, 'Hard.']));
  for (let i = 0; i < 10; i += 1)
    await fx.finishedSession(request, student.token, other.id, [`Checking ${i}`, 'Again.']);
  const done = await fx.finishedSession(request, student.token, other.id, fx.CONVERSATIONS.empathic);
  scored = { ...done, insights: await fx.generateInsights(request, student.token, done.session.id) };
  cancelledId = await cancelledSession(browser, request, other.id);
});

const cards = (page: Page) => page.getByRole('list', { name: 'Sessions' }).getByRole('article');
const pages = (page: Page) => page.getByRole('navigation', { name: 'Session pages' });

async function openHistory(page: Page) {
  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');
  await page.goto('/student/history');
  await expect(cards(page)).toHaveCount(10);
}

test('searching finds sessions on every page, by name or by condition as clinicians write it', async ({
  page,
}) => {
  await openHistory(page);
  // The PTSD sessions are the oldest: not on the first page.
  await expect(cards(page).filter({ hasText: ptsd.name })).toHaveCount(0);
  await expect(pages(page)).toContainText('of 13 sessions');

  for (const wording of ['post-traumatic', 'PTSD', ptsd.name.split(' ')[0]!.toLowerCase()]) {
    await page.getByLabel('Search by patient or condition').fill(wording);
    await expect(cards(page)).toHaveCount(2);
    for (const s of oldest) await expect(cards(page).filter({ hasText: s.session.id })).toHaveCount(1);
    await expect(pages(page)).toHaveCount(0);
  }
  expect(new URL(page.url()).searchParams.get('q')).toBe(ptsd.name.split(' ')[0]!.toLowerCase());
  await page.screenshot({ path: '/tmp/history-search.png', fullPage: true });

  // A search that matches more than a page pages through the matches, with their total.
  await page.getByLabel('Search by patient or condition').fill('obsessive-compulsive');
  await expect(pages(page)).toContainText('Showing 1 to 10 of 11 sessions');
  await pages(page).getByRole('button', { name: 'Next' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(other.name);
});

test('cancelled sessions stay hidden until the student asks for them', async ({ page }) => {
  await openHistory(page);
  await expect(cards(page).filter({ hasText: cancelledId })).toHaveCount(0);
  await expect(pages(page)).toContainText('of 13 sessions');

  const toggle = page.getByRole('checkbox', { name: 'Show cancelled' });
  await toggle.check();
  await expect(page).toHaveURL(/[?&]cancelled=shown/);
  await expect(pages(page)).toContainText('of 14 sessions');
  const card = cards(page).filter({ hasText: cancelledId });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Cancelled');
  await page.screenshot({ path: '/tmp/history-cancelled.png', fullPage: true });

  await toggle.uncheck();
  await expect(pages(page)).toContainText('of 13 sessions');
  await expect(cards(page).filter({ hasText: cancelledId })).toHaveCount(0);
});

test("a session's details speak plain words, never the scorer's codes", async ({ page }) => {
  await openHistory(page);
  await cards(page)
    .filter({ hasText: scored.session.id })
    .getByRole('button', { name: 'View Details' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Session with ${other.name}` });
  const skills = dialog.getByRole('region', { name: 'Skills' });
  await expect(skills.getByRole('article')).toHaveCount(6);
  // The empathic conversation has quoted evidence, each labelled in words.
  await expect(skills.getByText('“', { exact: false }).first()).toBeVisible();
  const text = (await dialog.innerText()).replace(/session_[0-9a-f-]+\.wav/g, '');
  expect(text).not.toMatch(/\b(epitome|cssrs|miti):/i);
  expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
  await skills.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/history-details.png' });
});
