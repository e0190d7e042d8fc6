import { expect, test, type Page } from '@playwright/test';
import * as fx from './fixtures';
import { expectSignedInAt, signIn } from './helpers';
import { signInAsAdmin } from './user-helpers';

/**
 * Where am I: the top bar names the page the user is on (not the dashboard on every page), and the
 * sidebar's Profile opens the user's own profile (personal information, password) with the plans
 * below it.
 */

const topBar = (page: Page) => page.getByRole('banner').getByTestId('page-title');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a student sees where they are in the top bar, and Profile opens their personal information', async ({
  page,
  request,
}) => {
  const student = await fx.freshStudent(request, 'Orla');
  const [patient] = await fx.somePatients(request, student.token, 1);
  await signIn(page, student.email, student.password);
  await expectSignedInAt(page, '/student/dashboard');
  await expect(topBar(page)).toHaveText('Student Dashboard');
  await expect(page.getByRole('banner')).not.toContainText('Welcome back');

  await sidebar(page).getByRole('link', { name: 'Session History' }).click();
  await expect(topBar(page)).toHaveText('Session History');
  await expect(page).toHaveTitle('Session History · Practicum');

  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  await expect(topBar(page)).toHaveText('Settings');

  // Profile: personal information and the password, not the plan page; the plans are further down.
  await sidebar(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(topBar(page)).toHaveText('Profile');
  await expect(sidebar(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Orla');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plans', level: 2 })).toBeAttached();
  await page.screenshot({ path: '/tmp/where-am-i-profile.png', fullPage: true });

  // An old link to the dashboard's profile section arrives at the same page.
  await page.goto('/student/dashboard?section=profile');
  await expect(page).toHaveURL(/\/profile$/);

  // The live session names its patient.
  await page.goto(`/student/session/${patient!.id}`);
  await expect(topBar(page)).toHaveText(`Session with ${patient!.name}`);
  await page.screenshot({ path: '/tmp/where-am-i-session.png' });
  await expect(page.getByTestId('session-status')).toHaveText('Ready', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel session' }).click();
  await page.getByRole('button', { name: 'Yes, cancel session' }).click();
  await expect(topBar(page)).toHaveText('Student Dashboard');
});

test('an admin sees User Management, Analytics and Profile & Security named in the top bar', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(topBar(page)).toHaveText('Admin Dashboard');
  for (const [link, title] of [
    ['User Management', 'User Management'],
    ['Analytics', 'Advanced Analytics'],
    ['Students', 'Students'],
    ['Patient Library', 'Patient Library'],
    ['Profile', 'Profile & Security'],
  ] as const) {
    await sidebar(page).getByRole('link', { name: link, exact: true }).click();
    await expect(topBar(page)).toHaveText(title);
  }
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/where-am-i-admin-profile.png' });
});
