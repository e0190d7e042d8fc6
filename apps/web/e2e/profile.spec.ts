import { expect, test } from '@playwright/test';
import { expectSignedInAt, signIn } from './helpers';
import { adminApi, signInAsAdmin } from './user-helpers';

test.describe('Student profile', () => {
  test('edits names, university and year; the email stays read-only', async ({ page, request }) => {
    const { email, password } = await (await adminApi(request)).createUser({ first: 'Ivy', last: 'Chen' });
    await signIn(page, email, password);
    await expectSignedInAt(page, '/student/dashboard');
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();

    const emailField = page.getByLabel('Email');
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    await expect(page.getByText('Email cannot be changed')).toBeVisible();

    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();

    await page.getByLabel('First Name').fill('Ivy-Rose');
    await page.getByLabel('Last Name').fill('Chen-Park');
    await page.getByLabel('University').fill('Karolinska Institutet');
    await page.getByLabel('Year').selectOption({ label: 'Resident' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saved = page.getByText('Profile updated successfully!');
    await expect(saved).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Ivy-Rose Chen-Park');
    await expect(saved).toBeHidden({ timeout: 4_500 });

    await page.reload();
    await expect(page.getByLabel('University')).toHaveValue('Karolinska Institutet');
    await expect(page.getByLabel('Year')).toHaveValue('6');
  });

  test('changes the password: all three fields, matching, the current one checked', async ({
    page,
    request,
  }) => {
    const { email, password } = await (await adminApi(request)).createUser({ first: 'Ken', last: 'Abe' });
    const next = 'ken-new-password';
    await signIn(page, email, password);
    await expectSignedInAt(page, '/student/dashboard');
    await page.goto('/profile');

    const update = page.getByRole('button', { name: 'Update Password' });
    await expect(update).toBeDisabled();
    await page.getByLabel('Current Password', { exact: true }).fill(password);
    await page.getByLabel('New Password', { exact: true }).fill(next);
    await expect(update).toBeDisabled();
    await page.getByLabel('Confirm New Password', { exact: true }).fill(`${next}x`);
    await update.click();
    await expect(page.getByRole('alert')).toHaveText('New passwords do not match');

    for (const name of ['current password', 'new password', 'confirm new password']) {
      await page.getByRole('button', { name: `Show ${name}` }).click();
    }
    await expect(page.getByLabel('Confirm New Password', { exact: true })).toHaveAttribute('type', 'text');

    await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await page.getByLabel('Confirm New Password', { exact: true }).fill(next);
    await update.click();
    await expect(page.getByRole('alert')).toHaveText('Current password is incorrect');

    await page.getByLabel('Current Password', { exact: true }).fill(password);
    await update.click();
    const done = page.getByText('Password updated successfully!');
    await expect(done).toBeVisible();
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');
    await expect(done).toBeHidden({ timeout: 4_500 });

    // Still signed in on the fresh tokens.
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, email, password);
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
    await signIn(page, email, next);
    await expectSignedInAt(page, '/student/dashboard');
  });

  test('anonymous mode shows the display name instead of the real name', async ({ page, request }) => {
    const { email, password } = await (await adminApi(request)).createUser({ first: 'Lena', last: 'Berg' });
    await signIn(page, email, password);
    await expectSignedInAt(page, '/student/dashboard');
    await page.goto('/profile');
    await page.getByLabel('Display Name').fill('Night Owl');
    await page.getByRole('button', { name: 'Turn On Anonymous Mode' }).click();
    await expect(page.getByText('You are now shown as Night Owl.')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Night Owl');
    await page.getByRole('button', { name: 'Turn Off Anonymous Mode' }).click();
    await expect(page.getByRole('banner')).toContainText('Lena Berg');
  });
});

test('Admin Profile & Security: names editable, email read-only, no student fields', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile & Security' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await expect(page.getByLabel('University')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show current password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();
});
