import type { SessionListQuery } from '@practicum/contract';

/** Every session query sits under ['sessions'], so one invalidation refreshes lists and details. */
export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: (query: SessionListQuery) => [...sessionKeys.lists(), query] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
};
