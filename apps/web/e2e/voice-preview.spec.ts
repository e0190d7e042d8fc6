import { expect, test } from '@playwright/test';
import { freshStudent, somePatients } from './fixtures';
import { expectSignedInAt, signIn } from './helpers';

test.describe('Preview voice', () => {
  test("a student hears a patient's voice from the patient's details before starting", async ({
    page,
    request,
  }, testInfo) => {
    const student = await freshStudent(request, 'Vera');
    const [patient] = await somePatients(request, student.token, 1);
    await signIn(page, student.email, student.password);
    await expectSignedInAt(page, '/student/dashboard');

    await page.getByRole('button', { name: `Details of ${patient!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: patient!.name });
    const preview = page.waitForResponse((r) =>
      r.url().endsWith(`/voice/patients/${patient!.id}/voice-preview`),
    );
    await dialog.getByRole('button', { name: `Preview the voice of ${patient!.name}` }).click();
    const response = await preview;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('audio/wav');
    // The page has taken the body; the same preview fetched directly is a second or more of speech.
    const direct = await request.get(`/api/v1/voice/patients/${patient!.id}/voice-preview`, {
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect((await direct.body()).length).toBeGreaterThan(48_000);
    // The line plays (the button offers to stop it) and, once it ends, can be played again.
    await expect(
      dialog.getByRole('button', { name: `Stop the voice preview of ${patient!.name}` }),
    ).toBeVisible();
    await testInfo.attach('details with the voice preview playing', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await expect(dialog.getByRole('button', { name: `Preview the voice of ${patient!.name}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
});
