import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { PatientListResponse } from '@practicum/contract';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';
import { newSession, signInAsAdmin } from './user-helpers';

/**
 * A medical OSCE case end to end: a history-taking session begun through the API, resumed in the
 * page, carried on by typing, and ended. The patient answers the typed line as in a counselling
 * session, even when the answer has the words of a line they said before: a guarded patient leaves
 * with "Okay.", "Right." or "Okay. Bye.", and the page has just restored all three. The session's
 * end shows the station's mark and the checklist in summary, and so does the instructor's PDF report.
 */

/** The start of a history with a guarded patient, who has said each of his goodbyes once already. */
const HISTORY = [
  'Hello, I am one of the medical students. Could I ask you some questions about your health?',
  'Okay.',
  'I will jot down a few notes as we go, if that is alright.',
  'Right.',
  'What has brought you in today?',
  'It is this cough. My wife made me come.',
  'Sorry, I need to fetch my supervisor. I will be back in a minute.',
  'Okay. Bye.',
];

/** A screenshot kept with the test's results (as a file too), for a person to look at. */
const shot = async (name: string, image: Promise<Buffer>) => {
  const path = test.info().outputPath(`${name.replaceAll(' ', '-')}.png`);
  await writeFile(path, await image);
  await test.info().attach(name, { path, contentType: 'image/png' });
};

test('a student resumes a medical case begun through the API, types a line and the patient answers', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const student = await fx.freshStudent(request, 'Medi');
  // The library holds the catalogue once some patients are asked for; Ahmed Karimi is its guarded
  // medical case.
  await fx.somePatients(request, student.token, 1, 'medicine');
  const headers = { authorization: `Bearer ${student.token}` };
  const found = await request.get('/api/v1/voice/patients/?search=Ahmed%20Karimi&discipline=medicine', {
    headers,
  });
  expect(found.status(), await found.text()).toBe(200);
  const patient = ((await found.json()) as PatientListResponse).patients.find(
    (p) => p.catalogue_id === 'ahmed-karimi',
  )!;
  expect(patient).toBeDefined();
  const started = await request.post('/api/v1/voice/history/sessions', {
    headers,
    data: { patient_id: patient.id, audio_enabled: true, voice_type: 'female', voice_speed: 1 },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id: sessionId } = (await started.json()) as { id: string };
  for (const [i, text] of HISTORY.entries()) {
    const res = await request.post(`/api/v1/voice/history/sessions/${sessionId}/messages`, {
      headers,
      data: { speaker: i % 2 === 0 ? 'student' : 'patient', text },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');
  // The page's clock stands still from here, so the patient's answer comes within the same second as
  // the restored lines however quickly the server answers: the window in which a line with the
  // words of an earlier one used to be taken for a repeat of it.
  await page.clock.setFixedTime(new Date());
  await page.goto(`/student/session/${patient.id}`);
  const transcript = page.getByRole('list', { name: 'Transcript' });
  await expect(transcript.locator('li')).toHaveCount(HISTORY.length, { timeout: 30_000 });
  const input = page.getByLabel('Type a message to the patient');
  await input.fill('Let us stop there for today.');
  await input.press('Enter');
  const patientLines = transcript.locator('li[data-speaker="patient"]');
  await expect(patientLines).toHaveCount(HISTORY.length / 2 + 1, { timeout: 30_000 });
  await expect(patientLines.last()).not.toHaveText('');
  await shot('the medical case answering a typed question', page.screenshot());

  await page.getByRole('button', { name: 'End Session' }).click();
  const complete = page.getByRole('dialog', { name: 'Session Complete' });
  await expect(complete).toBeVisible({ timeout: 60_000 });
  const station = complete.getByRole('region', { name: /^Station checklist/ });
  // Scrolling to it stops the countdown back to the dashboard, as reading does.
  await station.scrollIntoViewIfNeeded();
  await expect(complete.getByRole('status')).toContainText('Countdown stopped');
  await expect(station.getByText(/^Checklist score: \d+%$/)).toBeVisible();
  await expect(station.getByRole('term')).toHaveText([/Met$/, /Partly met$/, /Not met$/]);
  // A four-line history leaves most of the station to do.
  await expect(
    station.getByRole('list', { name: 'Items to work on' }).locator(':scope > li'),
  ).not.toHaveCount(0);
  await shot('the Session Complete dialog of a medical case', page.screenshot());

  // The instructor's PDF report of the session carries the same summary.
  const admin = await newSession(browser);
  await signInAsAdmin(admin);
  await admin.goto('/admin/dashboard?section=students');
  await admin.getByLabel('Search students').fill(student.email);
  const row = admin.getByRole('row').filter({ hasText: student.email });
  await row.getByRole('button', { name: /View sessions of/ }).click();
  await admin
    .getByRole('dialog', { name: /^Sessions of / })
    .getByRole('listitem')
    .getByRole('button')
    .first()
    .click();
  const analysis = admin.getByRole('dialog', { name: 'Conversation Analysis' });
  await expect(analysis.getByRole('heading', { name: /^Station checklist/ })).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    analysis.getByRole('button', { name: 'Download Report' }).click(),
  ]);
  const file = test.info().outputPath('report.pdf');
  await download.saveAs(file);
  const pdf = await PDFDocument.load(await readFile(file));
  expect(pdf.getTitle()).toBe(`Conversation analysis - Medi Practice with ${patient.name}`);
  await test
    .info()
    .attach('the PDF report of a medical case', { path: file, contentType: 'application/pdf' });
  await admin.context().close();
});
