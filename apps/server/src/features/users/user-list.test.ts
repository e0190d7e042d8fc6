import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  type PendingRequestsResponse,
  type StatusStatistics,
  type UserListResponse,
  type UserType,
} from '@practicum/contract';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

/** The users as this test made them: the model the endpoint's answers are checked against. */
interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  accountStatus: AccountStatus;
  isActive: boolean;
  resetRequest: boolean;
  createdAt: Date;
}

const FIRST = ['Alice', 'Bruno', 'Chen', 'Dana', 'Emeka', 'Farah', 'Goran', 'Hana'];
const LAST = ['Smith', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka'];
const TYPES: UserType[] = ['customer', 'customer', 'customer', 'moderator', 'admin', 'super_admin'];
const N = 200;

let t: TestApp;
let token: string;
const people: Person[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const actor = await createUser(t.database.db, { userType: 'admin' });
  token = (await login(t.app, actor.email, actor.password)).access_token;
  const a = actor.user;
  people.push({ ...a, firstName: a.firstName!, lastName: a.lastName!, userType: 'admin' });

  const passwordHash = await hashPassword('unused-list-password');
  const rows = Array.from({ length: N }, (_, i) => {
    const accountStatus = ACCOUNT_STATUSES[i % ACCOUNT_STATUSES.length]!;
    return {
      email: `person${i}@school${i % 4}.test`,
      passwordHash,
      firstName: FIRST[i % FIRST.length]!,
      // Wildcards of LIKE in two names: a search for them must match literally.
      lastName: i === 7 ? 'O_Brien' : i === 8 ? 'Hundred%' : LAST[i % LAST.length]!,
      userType: TYPES[i % TYPES.length]!,
      accountStatus,
      isActive: accountStatus === 'activated',
      resetRequest: i % 9 === 0,
    };
  });
  const inserted = await t.database.db.insert(users).values(rows).returning();
  for (const r of inserted) people.push({ ...r, firstName: r.firstName!, lastName: r.lastName! });
});
afterAll(async () => {
  await t.close();
});

async function list(query: Record<string, string | number>): Promise<UserListResponse> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.app.inject({ url: `/api/v1/users/users?${qs}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserListResponse>();
}

/** Every matching id, fetched page by page. */
async function allIds(query: Record<string, string>, limit = 100): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await list({ ...query, limit, offset });
    ids.push(...page.users.map((u) => u.id));
    if (page.users.length < limit) return ids;
  }
}

const idsOf = (match: (p: Person) => boolean) =>
  people
    .filter(match)
    .map((p) => p.id)
    .sort();
const isAdmin = (p: Person) => p.userType === 'admin' || p.userType === 'super_admin';
const contains = (p: Person, s: string) =>
  [p.email, p.firstName, p.lastName, `${p.firstName} ${p.lastName}`].some((f) =>
    f.toLowerCase().includes(s.toLowerCase()),
  );

describe(`GET /api/v1/users/users on a database of ${N + 1} users`, () => {
  it.each(['school3', 'ALICE', 'alice smith', 'okafor', 'person1', 'O_Brien', '_', '%', 'dred%', '\\'])(
    'searching "%s" finds exactly the users whose name or email contains it',
    async (search) => {
      const expected = idsOf((p) => contains(p, search));
      const found = await allIds({ search });
      expect(found.sort()).toEqual(expected);
      if (search === '_' || search === '%') expect(found).toHaveLength(1);
    },
  );

  it('treats SQL in the search as text', async () => {
    expect((await list({ search: "' or 1=1 --" })).total_count).toBe(0);
  });

  it.each([
    ['admins', isAdmin],
    ['students', (p: Person) => !isAdmin(p)],
    ['active', (p: Person) => p.isActive],
    ['inactive', (p: Person) => !p.isActive],
    ['all', () => true],
  ] as const)('filter=%s returns exactly those users', async (filter, match) => {
    const expected = idsOf(match);
    const page = await list({ filter, limit: 5 });
    expect(page.total_count).toBe(expected.length);
    expect((await allIds({ filter })).sort()).toEqual(expected);
  });

  it.each(ACCOUNT_STATUSES)('account_status=%s returns exactly those users', async (status) => {
    expect((await allIds({ account_status: status })).sort()).toEqual(
      idsOf((p) => p.accountStatus === status),
    );
  });

  it('combines search, filter, status and reset requests', async () => {
    const query = {
      search: 'school1',
      filter: 'students',
      account_status: 'requested',
      reset_request: 'true',
    };
    const expected = idsOf(
      (p) => contains(p, 'school1') && !isAdmin(p) && p.accountStatus === 'requested' && p.resetRequest,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect((await allIds(query)).sort()).toEqual(expected);
  });

  it('pages cover every user exactly once, waiting accounts first, then newest first, with the total on each page', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < N + 1; offset += 23) {
      const page = await list({ limit: 23, offset });
      expect(page.total_count).toBe(N + 1);
      expect(page.users.length).toBe(Math.min(23, N + 1 - offset));
      seen.push(...page.users.map((u) => u.id));
    }
    expect(new Set(seen).size).toBe(N + 1);
    const waiting = (p: Person) => (p.accountStatus === 'requested' ? 0 : 1);
    const expected = [...people].sort(
      (a, b) =>
        waiting(a) - waiting(b) ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
    expect(seen).toEqual(expected.map((p) => p.id));
    const waitingCount = people.filter((p) => p.accountStatus === 'requested').length;
    expect(waitingCount).toBeGreaterThan(23);
    expect(
      seen
        .slice(0, waitingCount)
        .every((id) => people.find((p) => p.id === id)!.accountStatus === 'requested'),
    ).toBe(true);
    // The actor was created before the 200 and so comes last.
    expect(seen.at(-1)).toBe(people[0]!.id);
    const beyond = await list({ offset: 500 });
    expect(beyond).toEqual({ users: [], total_count: N + 1 });
  });

  it.each([
    { limit: 0 },
    { limit: 101 },
    { offset: -1 },
    { filter: 'everyone' },
    { account_status: 'banned' },
  ])('rejects %j with 422', async (query) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t.app.inject({ url: `/api/v1/users/users?${qs}`, headers: bearer(token) });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/v1/users/admin/status-statistics and pending-requests', () => {
  it('counts users by status and type', async () => {
    const res = await t.app.inject({ url: '/api/v1/users/admin/status-statistics', headers: bearer(token) });
    const stats = res.json<StatusStatistics>();
    expect(stats).toMatchObject({
      total_users: N + 1,
      admins: people.filter(isAdmin).length,
      active_users: people.filter((p) => p.isActive).length,
      inactive_users: people.filter((p) => !p.isActive).length,
      pending_requests: people.filter((p) => p.accountStatus === 'requested').length,
      reset_requests: people.filter((p) => p.resetRequest).length,
    });
    for (const status of ACCOUNT_STATUSES) {
      expect(stats.by_status[status]).toBe(people.filter((p) => p.accountStatus === status).length);
    }
    expect(stats.by_user_type.moderator).toBe(people.filter((p) => p.userType === 'moderator').length);
  });

  it('lists sign-ups to approve and reset requests', async () => {
    const res = await t.app.inject({ url: '/api/v1/users/admin/pending-requests', headers: bearer(token) });
    const body = res.json<PendingRequestsResponse>();
    const needing = people.filter((p) => p.accountStatus === 'requested' || p.resetRequest);
    expect(body).toMatchObject({
      pending_count: people.filter((p) => p.accountStatus === 'requested').length,
      reset_request_count: people.filter((p) => p.resetRequest).length,
      total_count: needing.length,
    });
    expect(body.users).toHaveLength(Math.min(50, needing.length));
    for (const u of body.users) expect(u.account_status === 'requested' || u.reset_request).toBe(true);
  });
});
