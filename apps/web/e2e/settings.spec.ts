import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { credentialsFor } from './servers';
import { signIn, uniqueEmail } from './helpers';

/** A new activated student on the free plan, made by the admin through the API. */
async function newStudent(request: APIRequestContext, firstName: string) {
  const { admin } = credentialsFor('main');
  const login = await request.post('/api/v1/auth/login', {
    data: { username: admin.email, password: admin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const email = uniqueEmail(firstName.toLowerCase());
  const password = `Pw-${Math.random().toString(36).slice(2, 12)}1!`;
  const res = await request.post('/api/v1/users/admin/create-user?user_type=customer', {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: firstName, last_name: 'Settings', email, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

async function signedInStudent(page: Page, request: APIRequestContext, firstName: string) {
  const student = await newStudent(request, firstName);
  await signIn(page, student.email, student.password);
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  return student;
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const main = (page: Page) => page.getByRole('main');

test.describe('Settings', () => {
  test('the theme switch changes the page, and the choice survives a reload', async ({ page, request }) => {
    await signedInStudent(page, request, 'Theo');
    await page.goto('/settings?tab=display');
    await expect(page.getByRole('tab', { name: 'Display' })).toHaveAttribute('aria-selected', 'true');
    const light = await bodyBackground(page);
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    await main(page).getByRole('radio', { name: /^Dark/ }).check();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await bodyBackground(page)).not.toBe(light);

    await main(page).getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved successfully!' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(main(page).getByRole('radio', { name: /^Dark/ })).toBeChecked();

    // The theme applies everywhere, not just on Settings.
    await page.getByRole('link', { name: 'Session History' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await bodyBackground(page)).not.toBe(light);
  });

  test('a display change left unsaved is undone when leaving the page', async ({ page, request }) => {
    await signedInStudent(page, request, 'Una');
    await page.goto('/settings?tab=display');
    await main(page)
      .getByRole('radio', { name: /^Large/ })
      .check();
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'medium');
  });

  test('every group is saved, kept after a reload, and reset to defaults', async ({ page, request }) => {
    await signedInStudent(page, request, 'Sam');
    await page.goto('/settings');
    const tab = (name: string) => page.getByRole('tab', { name }).click();

    // The e2e servers have no mail server: the tab says so instead of offering email switches.
    await tab('Notifications');
    await expect(main(page).getByText(/This server does not send email/)).toBeVisible();
    await expect(main(page).getByRole('switch')).toHaveCount(0);
    await tab('Audio');
    await main(page).getByRole('radio', { name: 'Male', exact: true }).check();
    await main(page).getByLabel('Volume').fill('40');
    await main(page).getByLabel('Speech recognition language').selectOption('fr-FR');
    await tab('Display');
    await main(page).getByRole('switch', { name: 'High contrast' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await tab('Security');
    await main(page).getByRole('switch', { name: 'Usage analytics' }).click();
    await main(page).getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();

    await page.reload();
    await tab('Audio');
    await expect(main(page).getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
    await expect(main(page).getByLabel('Volume')).toHaveValue('40');
    await expect(main(page).getByLabel('Speech recognition language')).toHaveValue('fr-FR');
    await main(page).getByRole('button', { name: 'Test Audio' }).click();
    await expect(
      main(page).getByText('Audio test successful! Your audio settings are working.'),
    ).toBeVisible();
    await tab('Security');
    await expect(main(page).getByRole('switch', { name: 'Usage analytics' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');

    await main(page).getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(page.getByText('Settings reset to their defaults.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'normal');
    await page.reload();
    await tab('Audio');
    await expect(main(page).getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
    await expect(main(page).getByLabel('Volume')).toHaveValue('75');
  });

  test('the profile tab saves names, university and year', async ({ page, request }) => {
    await signedInStudent(page, request, 'Pia');
    await page.goto('/settings');
    await expect(main(page).getByLabel('Email')).toBeDisabled();
    await main(page).getByLabel('Last Name').fill('Okafor');
    await main(page).getByLabel('University').fill('University of Leeds');
    await main(page).getByLabel('Year').selectOption({ label: 'Resident' });
    await main(page).getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Pia Okafor');
    await page.reload();
    await expect(main(page).getByLabel('University')).toHaveValue('University of Leeds');
    await expect(main(page).getByLabel('Year')).toHaveValue('6');
  });

  test('the security tab applies the stricter password rules with the strength meter', async ({
    page,
    request,
  }) => {
    const student = await signedInStudent(page, request, 'Ravi');
    await page.goto('/settings?tab=security');
    const meter = main(page).getByRole('meter', { name: 'Password strength' });
    const newPassword = main(page).getByLabel('New password', { exact: true });
    for (const [password, label] of [
      ['abc', 'Very Weak'],
      ['abcdefgh', 'Weak'],
      ['abcdefg1', 'Fair'],
      ['Abcdefg1', 'Strong'],
      ['Abcdefg1!', 'Very Strong'],
    ] as const) {
      await newPassword.fill(password);
      await expect(main(page).getByTestId('strength-label')).toHaveText(label);
      await expect(meter).toHaveAttribute('aria-valuetext', new RegExp(`^${label}`));
    }

    await main(page).getByLabel('Current password', { exact: true }).fill(student.password);
    await newPassword.fill('abcdefg1');
    await main(page).getByLabel('Confirm new password', { exact: true }).fill('different');
    await main(page).getByRole('button', { name: 'Change Password' }).click();
    await expect(main(page).getByText('Password must contain an uppercase letter')).toBeVisible();
    await expect(main(page).getByText('New passwords do not match')).toBeVisible();

    await newPassword.fill('Stronger-pass-1');
    await main(page).getByLabel('Confirm new password', { exact: true }).fill('Stronger-pass-1');
    await main(page).getByRole('button', { name: 'Change Password' }).click();
    await expect(main(page).getByText('Password changed successfully!')).toBeVisible();
    // Still signed in on the fresh tokens; the new password works for the next sign-in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const res = await request.post('/api/v1/auth/login', {
      data: { username: student.email, password: 'Stronger-pass-1' },
    });
    expect(res.status()).toBe(200);
  });
});

test.describe('Plans', () => {
  test('a student buys the monthly plan through the demo checkout and comes back to /profile', async ({
    page,
    request,
  }) => {
    await signedInStudent(page, request, 'Mira');
    await page.goto('/settings');
    await expect(main(page).getByText('0 of 3 used')).toBeVisible();
    await main(page).getByRole('link', { name: 'Upgrade plan' }).click();
    await expect(page).toHaveURL(/\/profile#plans$/);
    // The plans sit on the profile page, below the personal information.
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plans', level: 2 })).toBeInViewport();
    await expect(page.locator('#current-plan-title')).toHaveText('Free');

    // Cancelling at the checkout changes nothing.
    await page.getByRole('button', { name: 'Choose Lifetime' }).click();
    await expect(page.getByRole('heading', { name: 'Lifetime plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(/\/profile\?cancelled=true&plan=lifetime$/);
    await expect(page.getByRole('heading', { name: 'Checkout Cancelled', level: 1 })).toBeVisible();
    await expect(page.getByText('You have not been charged for the Lifetime plan')).toBeVisible();
    await expect(page.locator('#current-plan-title')).toHaveText('Free');

    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    await expect(page).toHaveURL(/\/api\/v1\/subscription\/demo-checkout\//);
    await expect(page.getByText('This is the demo checkout')).toBeVisible();
    await page.getByRole('button', { name: 'Pay $19 (demo)' }).click();

    await expect(page).toHaveURL(/\/profile\?success=true&plan=monthly$/);
    await expect(page.getByRole('heading', { name: 'Payment Successful', level: 1 })).toBeVisible();
    await expect(page.getByText('Payment successful: your Monthly plan is now active.')).toBeVisible();
    await expect(page.locator('#current-plan-title')).toHaveText('Monthly');
    await expect(main(page).getByText('Unlimited practice sessions.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose Monthly' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(main(page).getByText(/Cancelled: you keep it until/)).toBeVisible();
  });
});
