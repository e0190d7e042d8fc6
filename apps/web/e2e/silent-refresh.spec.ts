import { expect, test } from '@playwright/test';
import { credentialsFor, E2E_SERVERS } from './servers';
import { expectSignedInAt, signIn, storedAuth } from './helpers';

const server = E2E_SERVERS.shortToken;
const creds = credentialsFor('shortToken');

test.use({ baseURL: server.url });

test('with a 5-second access token the app refreshes silently and keeps working', async ({ page }) => {
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/v1/auth/refresh')) refreshes.push(r.status());
  });

  await signIn(page, creds.student.email, creds.student.password);
  await expectSignedInAt(page, '/student/dashboard');
  const first = await storedAuth(page);

  for (let round = 1; round <= 2; round++) {
    const stale = await storedAuth(page);
    await page.waitForTimeout(6_500); // the access token has now expired
    await page.getByRole('link', { name: 'Session History' }).click();
    await expectSignedInAt(page, '/student/history');
    // The rotated tokens are stored before the reload: a reload that cuts off a refresh in flight
    // loses its rotated token, and the old one is then refused as a replay.
    await expect.poll(async () => (await storedAuth(page)).refresh).not.toBe(stale.refresh);
    expect(refreshes.length).toBeGreaterThanOrEqual(round);
    await page.reload();
    await expectSignedInAt(page, '/student/history');
    await expect(page.getByRole('banner')).toContainText(creds.student.email);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expectSignedInAt(page, '/student/dashboard');
  }

  expect(refreshes.every((s) => s === 200)).toBe(true);
  const last = await storedAuth(page);
  expect(last.access).not.toBe(first.access);
  expect(last.refresh).not.toBe(first.refresh);
  // The app is still authorised: its current token works against the API.
  const me = await page.request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${last.access}` },
  });
  expect(me.status()).toBe(200);
});
