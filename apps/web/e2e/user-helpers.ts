import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { User, UserType } from '@practicum/contract';
import { credentialsFor, E2E_SERVERS } from './servers';
import { expectSignedInAt, signIn, uniqueEmail } from './helpers';

const creds = credentialsFor('main');

/** The API as the seeded super admin: for arranging data a test is not about. */
export async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/v1/auth/login', {
    data: { username: creds.admin.email, password: creds.admin.password },
  });
  expect(res.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await res.json()).access_token}` };

  return {
    async createUser(opts: {
      first: string;
      last: string;
      userType?: UserType;
      email?: string;
      password?: string;
    }) {
      const email = opts.email ?? uniqueEmail(opts.first.toLowerCase());
      const password = opts.password ?? `pw-${Math.random().toString(36).slice(2, 12)}`;
      const created = await request.post(
        `/api/v1/users/admin/create-user?user_type=${opts.userType ?? 'customer'}`,
        {
          headers,
          data: { first_name: opts.first, last_name: opts.last, email, password },
        },
      );
      expect(created.status(), await created.text()).toBe(201);
      return { user: (await created.json()) as User, email, password };
    },
  };
}

/** A second, separate browser session (its own storage), e.g. the admin beside a student. */
export async function newSession(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_SERVERS.main.url });
  return context.newPage();
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, creds.admin.email, creds.admin.password);
  await expectSignedInAt(page, '/admin/dashboard');
}

/** Opens User Management filtered to one email, so a test sees only its own user. */
export async function openUserRow(page: Page, email: string) {
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}
