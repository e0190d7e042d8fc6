import { ACCOUNT_STATUSES, USER_FILTERS, type ListUsersQuery, type UserFilter } from '@practicum/contract';
import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { useAuth } from '../../../lib/use-auth';
import { useFlash } from '../../../lib/use-flash';
import { useUsers } from '../../../api/users';
import { CreateUserModal } from './create-user-modal';
import { STATUS_HINT } from './format';
import { Pagination } from './pagination';
import { UserDetailsModal } from './user-details-modal';
import { UserFilters, type UserFilterValues } from './user-filters';
import { UserStatTiles } from './user-stat-tiles';
import { UsersTable } from './users-table';

export const USERS_PAGE_SIZE = 20;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T | '') =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** User Management: stat tiles, the user table and Create User. Search, filters and page live in the URL. */
export function UserManagement() {
  const viewer = useAuth().user;
  const [params, setParams] = useSearchParams();
  const values: UserFilterValues = {
    search: params.get('search') ?? '',
    filter: oneOf(USER_FILTERS, params.get('filter'), 'all') as UserFilter,
    status: oneOf(ACCOUNT_STATUSES, params.get('status'), ''),
  };
  const resetOnly = params.get('reset') === '1';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query: ListUsersQuery = {
    search: values.search || undefined,
    filter: values.filter,
    account_status: (values.status || undefined) as ListUsersQuery['account_status'],
    reset_request: resetOnly ? 'true' : undefined,
    limit: USERS_PAGE_SIZE,
    offset: (page - 1) * USERS_PAGE_SIZE,
  };
  const users = useUsers(query);
  const { flash, success, error, clear } = useFlash();
  const [creating, setCreating] = useState(false);
  // The account whose details are open is in the address too, so other pages can link to it.
  const viewingId = params.get('user');
  const statusHintId = useId();

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value && value !== 'all') next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onFilters = useCallback(
    (changes: Partial<UserFilterValues>) => update({ ...changes, page: null }),
    [update],
  );

  // Pagination clamps the page between 1 and the last page, so a stale or typed ?page= still shows rows.
  const total = users.data?.total_count;
  const lastPage = total === undefined ? undefined : Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) update({ page: lastPage > 1 ? String(lastPage) : null });
  }, [page, lastPage, update]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            User Management
          </h1>
          <p className="mt-1 text-slate-600">Approve sign-ups, manage roles and reset passwords.</p>
        </div>
        <Button onClick={() => setCreating(true)}>Create User</Button>
      </div>

      {flash && (
        <Banner tone={flash.tone} onDismiss={flash.tone === 'error' ? clear : undefined}>
          {flash.text}
        </Banner>
      )}

      <UserStatTiles />
      <UserFilters values={values} onChange={onFilters} />
      {resetOnly && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>Showing users who asked for a password reset.</span>
          <Button variant="link" className="text-sm" onClick={() => update({ reset: null, page: null })}>
            Show everyone
          </Button>
        </div>
      )}

      {users.isPending ? (
        <div className="flex justify-center py-16 text-teal-700">
          <Spinner className="size-8" label="Loading users" />
        </div>
      ) : users.isError ? (
        <Banner tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              <strong className="font-semibold">Failed to load users.</strong>{' '}
              {errorText(users.error, 'Please try again.')}
            </p>
            <Button variant="secondary" onClick={() => void users.refetch()}>
              Try again
            </Button>
          </div>
        </Banner>
      ) : users.data.users.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-base font-semibold text-slate-900">No users found</h2>
          <p className="mt-1 text-sm text-slate-600">Try a different search or filter.</p>
        </div>
      ) : (
        <div className="space-y-4" aria-busy={users.isFetching || undefined}>
          <p className="text-sm text-slate-600">
            Accounts waiting for approval come first. <span id={statusHintId}>{STATUS_HINT}</span>
          </p>
          <UsersTable
            users={users.data.users}
            viewer={viewer}
            onView={(user) => update({ user: user.id })}
            onSuccess={success}
            onError={error}
            statusHintId={statusHintId}
          />
          <Pagination
            page={page}
            pageSize={USERS_PAGE_SIZE}
            total={users.data.total_count}
            noun="users"
            onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          />
        </div>
      )}

      {creating && (
        <CreateUserModal
          viewer={viewer}
          onClose={() => setCreating(false)}
          onCreated={(user) => {
            setCreating(false);
            success(`✓ Created ${user.email}`);
          }}
        />
      )}
      {viewingId && (
        <UserDetailsModal
          userId={viewingId}
          initial={users.data?.users.find((u) => u.id === viewingId)}
          viewer={viewer}
          onClose={() => update({ user: null })}
        />
      )}
    </div>
  );
}
