import type { ListUsersQuery } from '@practicum/contract';

/** Every user query sits under ['users'], so one invalidation refreshes lists, figures and details. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: ListUsersQuery) => [...userKeys.all, 'list', query] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  statistics: () => [...userKeys.all, 'statistics'] as const,
  pending: () => [...userKeys.all, 'pending'] as const,
};
