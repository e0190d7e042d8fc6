import { expect, test } from '@playwright/test';
import { credentialsFor } from './servers';
import { expectSignedInAt, signIn, storedAuth, uniqueEmail } from './helpers';

const creds = credentialsFor('main');

test.describe('Creating an account', () => {
  test('a visitor creates an account and sees that it awaits approval', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('First Name').fill('Rosa');
    await page.getByLabel('Last Name').fill('Delgado');
    await page.getByLabel('Email').fill(uniqueEmail('rosa'));
    await page.getByLabel('Password', { exact: true }).fill('rosa-password-1');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Registration Successful' })).toBeVisible();
    await expect(page.getByText('Account Pending Approval')).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('an empty or mistyped form shows the app’s own messages beside the fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    const first = page.getByLabel('First Name');
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleDescription('First name is required');
    await page.getByLabel('Email').fill('rosa.delgado');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    await page.screenshot({ path: '/tmp/auth-own-messages.png' });

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a pending account cannot sign in and is told why', async ({ page, request }) => {
    const email = uniqueEmail('pending');
    const res = await request.post('/api/v1/auth/signup', {
      data: { email, password: 'pending-pass-1', first_name: 'Pat' },
    });
    expect(res.status()).toBe(201);
    await signIn(page, email, 'pending-pass-1');
    await expect(page.getByRole('alert')).toContainText('pending admin approval');
    await expect(page).toHaveURL(/\/login$/);
    expect((await storedAuth(page)).access).toBeNull();
  });
});

test.describe('Signing in', () => {
  test('the admin lands on the admin dashboard', async ({ page }) => {
    await signIn(page, creds.admin.email, creds.admin.password);
    await expectSignedInAt(page, '/admin/dashboard');
    await expect(page.getByRole('banner')).toContainText('Admin Dashboard');
    await expect(page.getByRole('link', { name: 'User Management' })).toBeVisible();
  });

  test('a student lands on the student dashboard', async ({ page }) => {
    await signIn(page, creds.student.email, creds.student.password);
    await expectSignedInAt(page, '/student/dashboard');
    await expect(page.getByRole('banner')).toContainText('Student Dashboard');
    await expect(page.getByRole('banner')).toContainText(creds.student.email);
    await expect(page.getByRole('link', { name: 'Session History' })).toBeVisible();
  });

  test('wrong credentials show the server message', async ({ page }) => {
    await signIn(page, creds.student.email, 'definitely-wrong');
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  });
});

test.describe('Guards', () => {
  test('a student opening /admin/users is sent to the student dashboard', async ({ page }) => {
    await signIn(page, creds.student.email, creds.student.password);
    await expectSignedInAt(page, '/student/dashboard');
    await page.goto('/admin/users');
    await expectSignedInAt(page, '/student/dashboard');
  });

  test('an anonymous visitor opening /history is sent to /login', async ({ page }) => {
    await page.goto('/history');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('a signed-in admin opening /login goes to the admin dashboard, and / goes to /landing', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landing$/);
    await signIn(page, creds.admin.email, creds.admin.password);
    await expectSignedInAt(page, '/admin/dashboard');
    await page.goto('/login');
    await expectSignedInAt(page, '/admin/dashboard');
    await page.goto('/dashboard');
    await expectSignedInAt(page, '/admin/dashboard');
  });
});

test('Logout clears storage and returns to /login', async ({ page }) => {
  await signIn(page, creds.student.email, creds.student.password);
  await expectSignedInAt(page, '/student/dashboard');
  const before = await storedAuth(page);
  expect(before.access).not.toBeNull();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedAuth(page)).toEqual({ access: null, refresh: null, role: null, user: null });
  // The refresh token was revoked on the server too.
  const res = await page.request.post('/api/v1/auth/refresh', { data: { refresh_token: before.refresh } });
  expect(res.status()).toBe(401);
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
