import type { PatientListQuery } from '@practicum/contract';

/** Every patient query sits under ['patients'], so one invalidation refreshes lists, figures and details. */
export const patientKeys = {
  all: ['patients'] as const,
  lists: () => [...patientKeys.all, 'list'] as const,
  list: (query: Omit<PatientListQuery, 'offset'>) => [...patientKeys.lists(), query] as const,
  summary: () => [...patientKeys.all, 'summary'] as const,
  detail: (id: string) => [...patientKeys.all, 'detail', id] as const,
};
