import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './helpers';
import { adminApi, signInAsAdmin } from './user-helpers';

/**
 * Approving people: accounts waiting for approval come first with Approve and Reject beside the
 * status menu (Reject asks for a reason), the menu says what rejected and refused mean, giving
 * someone an administrator role asks first, and User Details asks before suspending.
 */

async function signUp(request: APIRequestContext, first: string, last: string, tag: string) {
  const email = uniqueEmail(`${tag}-${first.toLowerCase()}`);
  const password = `pw-${Math.random().toString(36).slice(2, 12)}`;
  const res = await request.post('/api/v1/auth/signup', {
    data: { email, password, first_name: first, last_name: last },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

async function loginStatus(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/auth/login', { data: { username: email, password } });
  return { status: res.status(), body: await res.text() };
}

const statusOf = (page: Page, name: string) => page.getByLabel(`Account status of ${name}`);

test('waiting accounts come first; Approve lets one in, Reject asks why and keeps the other out', async ({
  page,
  request,
}) => {
  const tag = `appr${Date.now()}`;
  const ada = await signUp(request, 'Ada', `Waiting${tag}`, tag);
  const ben = await signUp(request, 'Ben', `Waiting${tag}`, tag);
  // Created last, so newest: before this change it would have headed the list.
  await (
    await adminApi(request)
  ).createUser({ first: 'Cleo', last: `Member${tag}`, email: uniqueEmail(`${tag}-cleo`) });

  await signInAsAdmin(page);
  await page.goto(`/admin/users?search=${tag}`);
  const rows = page.getByRole('table', { name: 'Users' }).getByRole('rowheader');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Waiting');
  await expect(rows.nth(1)).toContainText('Waiting');
  await expect(rows.nth(2)).toContainText(`Cleo Member${tag}`);
  await expect(statusOf(page, `Ada Waiting${tag}`)).toHaveAccessibleDescription(
    /Rejected: turned down for now, you can still approve it later\. Refused: turned down for good\./,
  );
  await page.screenshot({ path: '/tmp/approvals-list.png' });

  // Approve: one click, and the person can sign in.
  expect((await loginStatus(request, ada.email, ada.password)).status).toBe(403);
  await page.getByRole('button', { name: `Approve Ada Waiting${tag}` }).click();
  await expect(page.getByText(`✓ Approved Ada Waiting${tag}: they can sign in now`)).toBeVisible();
  await expect(statusOf(page, `Ada Waiting${tag}`)).toHaveValue('activated');
  expect((await loginStatus(request, ada.email, ada.password)).status).toBe(200);

  // Reject: a reason is required; Escape backs out and returns focus to Reject.
  const reject = page.getByRole('button', { name: `Reject Ben Waiting${tag}` });
  await reject.click();
  const dialog = page.getByRole('dialog', { name: `Reject Ben Waiting${tag}’s account request?` });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await page.screenshot({ path: '/tmp/approvals-reject.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reject).toBeFocused();
  await reject.click();
  await dialog.getByLabel('Reason').fill('Could not confirm enrolment');
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(page.getByText(`✓ Rejected Ben Waiting${tag}’s account request`)).toBeVisible();
  await expect(statusOf(page, `Ben Waiting${tag}`)).toHaveValue('rejected');
  const refused = await loginStatus(request, ben.email, ben.password);
  expect(refused.status).toBe(403);
  expect(refused.body).toContain('rejected');
});

test('making someone an admin asks first, naming the person and the role; suspending asks too', async ({
  page,
  request,
}) => {
  const tag = `role${Date.now()}`;
  const { email } = await (await adminApi(request)).createUser({ first: 'Dev', last: `Promoted${tag}` });
  await signInAsAdmin(page);
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  const role = page.getByLabel(`Role of Dev Promoted${tag}`);

  // A person choosing from the menu has it focused (selectOption alone does not focus it).
  await role.focus();
  await role.selectOption('super_admin');
  const superDialog = page.getByRole('dialog', { name: `Make Dev Promoted${tag} a Super Admin?` });
  await expect(superDialog).toContainText('other administrators');
  await superDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(role).toHaveValue('customer');
  await expect(role).toBeFocused();

  await role.selectOption('admin');
  const adminDialog = page.getByRole('dialog', { name: `Make Dev Promoted${tag} an Admin?` });
  await page.screenshot({ path: '/tmp/approvals-role.png' });
  await adminDialog.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('✓ Successfully updated user role to Admin')).toBeVisible();
  await expect(role).toHaveValue('admin');

  // User Details: suspending asks first.
  await page.getByRole('button', { name: `View Dev Promoted${tag}` }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await details.getByRole('button', { name: 'Make inactive' }).click();
  const confirm = page.getByRole('dialog', { name: `Make Dev Promoted${tag} inactive?` });
  await expect(confirm).toContainText('signed out everywhere');
  await confirm.getByRole('button', { name: 'Make inactive' }).click();
  await expect(details.getByText('✓ Made inactive')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Make active' })).toBeVisible();
});
