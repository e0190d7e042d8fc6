import { expect, test } from '@playwright/test';
import { expectSignedInAt, signIn, storedAuth, uniqueEmail } from './helpers';
import { adminApi, newSession, openUserRow, signInAsAdmin } from './user-helpers';

test.describe('Account approval', () => {
  test('a sign-up waits as pending; the admin activates it; later deactivation signs the student out', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('nadia');
    const password = 'nadia-password-1';

    // The student asks for an account.
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('First Name').fill('Nadia');
    await page.getByLabel('Last Name').fill('Haddad');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByText('Account Pending Approval')).toBeVisible();

    // The admin sees it on the dashboard and reviews the pending list.
    const admin = await newSession(browser);
    await signInAsAdmin(admin);
    await expect(admin.getByRole('region', { name: 'Pending requests' })).toContainText(
      'waiting for approval',
    );
    await admin.getByRole('link', { name: 'Review Requests' }).click();
    await expect(admin).toHaveURL(/\/admin\/users\?status=requested$/);
    await expect(admin.getByLabel('Account status', { exact: true })).toHaveValue('requested');
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();

    await row.getByLabel('Account status of Nadia Haddad').selectOption('activated');
    await admin
      .getByRole('dialog', { name: 'Approve Nadia Haddad?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    const banner = admin.getByRole('status').filter({ hasText: 'Updated account status to Activated' });
    await expect(banner).toHaveText('✓ Updated account status to Activated');
    // Success banners clear after 3 seconds.
    await expect(banner).toBeHidden({ timeout: 4_500 });

    // The student can now sign in.
    await signIn(page, email, password);
    await expectSignedInAt(page, '/student/dashboard');

    // The admin deactivates the account.
    const again = await openUserRow(admin, email);
    await expect(again.getByText('Active', { exact: true })).toBeVisible();
    await again.getByLabel('Account status of Nadia Haddad').selectOption('deactivated');
    await admin
      .getByRole('dialog', { name: 'Change Nadia Haddad’s account status to Deactivated?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(admin.getByText('✓ Updated account status to Deactivated')).toBeVisible();
    await expect(again.getByText('Inactive', { exact: true })).toBeVisible();

    // The student's next call is refused, the refresh fails, and they are signed out.
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/v1/auth/refresh')) refreshes.push(r.status());
    });
    // Opening the profile reads the account (and its plan) from the server.
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(refreshes).toEqual([401]);
    expect(await storedAuth(page)).toEqual({ access: null, refresh: null, role: null, user: null });
    await signIn(page, email, password);
    await expect(page.getByRole('alert')).toContainText('deactivated');
  });
});

test.describe('Forgot password', () => {
  test('the user asks for a reset; the admin sets a new password; only the new one works', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('omar');
    const oldPassword = 'omar-old-password';
    const newPassword = 'omar-new-password';

    // The admin creates the account with the Create User form.
    const admin = await newSession(browser);
    await signInAsAdmin(admin);
    await admin.getByRole('link', { name: 'User Management' }).click();
    await admin.getByRole('button', { name: 'Create User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create User' });
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await dialog.getByLabel('First Name').fill('Omar');
    await dialog.getByLabel('Last Name').fill('Farouk');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(oldPassword);
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expect(dialog.getByLabel('User Type')).toHaveValue('customer');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(admin.getByText(`✓ Created ${email}`)).toBeVisible();

    // The user has forgotten it and asks for a reset.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send Reset Request' }).click();
    await expect(forgot.getByText('If the email exists, we have notified an admin.')).toBeVisible();
    await forgot.getByRole('button', { name: 'Close' }).click();

    // The admin sees the request and sets a new password.
    const row = await openUserRow(admin, email);
    await expect(row.getByText('Reset requested')).toBeVisible();
    await row.getByRole('button', { name: 'View Omar Farouk' }).click();
    const details = admin.getByRole('dialog', { name: 'User Details' });
    await expect(details.getByText('Password reset requested')).toBeVisible();
    const reset = details.getByRole('button', { name: 'Reset Password' });
    await expect(reset).toBeDisabled();
    await details.getByLabel('New Password', { exact: true }).fill(newPassword);
    await expect(reset).toBeDisabled();
    await details.getByLabel('Confirm Password', { exact: true }).fill('something-else');
    await reset.click();
    await expect(details.getByText('Passwords do not match')).toBeVisible();
    await details.getByLabel('New Password', { exact: true }).fill('short');
    await details.getByLabel('Confirm Password', { exact: true }).fill('short');
    await reset.click();
    await expect(details.getByText('Password must be at least 6 characters')).toBeVisible();
    await details.getByLabel('New Password', { exact: true }).fill(newPassword);
    await details.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await reset.click();
    await expect(details.getByText('Password reset successfully.')).toBeVisible();
    await expect(details.getByText('Password reset requested')).toBeHidden();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('Reset requested')).toBeHidden();

    // The old password fails; the new one works.
    await signIn(page, email, oldPassword);
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
    await signIn(page, email, newPassword);
    await expectSignedInAt(page, '/student/dashboard');
  });
});

test.describe('User list', () => {
  test('search, filters and pages come from the server', async ({ page, request }) => {
    const api = await adminApi(request);
    const tag = `zeta${Date.now()}`;
    for (let i = 0; i < 22; i++) {
      await api.createUser({ first: `Zed${i}`, last: 'Listed', email: `${tag}-${i}@example.test` });
    }
    await api.createUser({
      first: 'Zora',
      last: 'Boss',
      userType: 'admin',
      email: `${tag}-admin@example.test`,
    });

    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(tag.toUpperCase());
    await expect(page.getByText('Showing 1 to 20 of 23 users')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`search=${tag.toUpperCase()}`));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 21 to 23 of 23 users')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.getByLabel('Show').selectOption('admins');
    await expect(page.getByText('Showing 1 to 1 of 1 users')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Zora Boss' })).toBeVisible();

    await page.getByLabel('Search users').fill('no-such-person-anywhere');
    await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();
  });

  test('a plain admin cannot touch administrator accounts or create them', async ({ page, request }) => {
    const api = await adminApi(request);
    const plain = await api.createUser({ first: 'Petra', last: 'Plain', userType: 'admin' });
    const other = await api.createUser({ first: 'Otto', last: 'Other', userType: 'admin' });
    await signIn(page, plain.email, plain.password);
    await expectSignedInAt(page, '/admin/dashboard');

    const row = await openUserRow(page, other.email);
    await expect(row.getByLabel('Role of Otto Other')).toBeDisabled();
    await expect(row.getByLabel('Account status of Otto Other')).toBeDisabled();
    const own = await openUserRow(page, plain.email);
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expect(own.getByLabel('Role of Petra Plain')).toBeDisabled();

    await page.getByRole('button', { name: 'Create User' }).click();
    const types = page.getByRole('dialog', { name: 'Create User' }).getByLabel('User Type').locator('option');
    await expect(types).toHaveText(['Student', 'Moderator']);
  });
});
