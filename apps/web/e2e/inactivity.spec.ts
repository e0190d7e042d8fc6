import { expect, test } from '@playwright/test';
import { credentialsFor, E2E_SERVERS } from './servers';
import { expectSignedInAt, signIn, storedAuth } from './helpers';

/*
 * A browser left alone is signed out (ADR 019). This server signs out after 10 seconds without
 * activity, so the warning comes after 5.
 */
const server = E2E_SERVERS.shortIdle;
const creds = credentialsFor('shortIdle');

test.use({ baseURL: server.url });

test('an idle browser is warned, can stay signed in, and is then signed out with a kind word', async ({
  page,
}) => {
  await signIn(page, creds.student.email, creds.student.password);
  await expectSignedInAt(page, '/student/dashboard');
  const signedIn = await storedAuth(page);

  // Nobody touches anything: the warning asks, with a countdown.
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(warning).toContainText(/you will be signed out in 0:0\d/);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('inactivity-warning.png') });
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expectSignedInAt(page, '/student/dashboard');

  // Working keeps the browser signed in past the timeout.
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(3_000);
    await page.mouse.move(100 + i * 20, 200);
  }
  await expect(warning).toBeHidden();
  await expectSignedInAt(page, '/student/dashboard');

  // Left alone again: the warning, then the login page saying why.
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'signed out after 10 seconds' })).toHaveText(
    'You were signed out after 10 seconds without activity, to keep your account safe. Sign in again to carry on.',
  );
  await page.screenshot({ path: test.info().outputPath('inactivity-signed-out.png') });
  const after = await storedAuth(page);
  expect(after.access).toBeNull();
  expect(after.refresh).toBeNull();

  // The sign-in really ended on the server: its last access token is refused at once.
  const me = await page.request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${signedIn.access}` },
  });
  expect(me.status()).toBe(401);

  // The reason is said once: after a reload the login page is plain again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByText('without activity')).toHaveCount(0);
});
