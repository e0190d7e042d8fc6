import type { Analytics } from '@practicum/contract';
import type { CsvCell } from './csv';
import { toCsv } from './csv';
import { SKILL_SHORT_NAMES as SKILL_NAMES } from '../../../lib/skills';

export type StudentProgress = Analytics['students'][number];

export type SortKey = 'name' | 'sessions' | 'average_score' | 'trend' | 'weakest_skill' | 'last_active';
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** The server lists the busiest students first; the table opens in that order. */
export const DEFAULT_SORT: SortState = { key: 'sessions', direction: 'descending' };

/** A column's first click: text A to Z, figures and dates highest or latest first. */
export const FIRST_DIRECTION: Record<SortKey, SortDirection> = {
  name: 'ascending',
  sessions: 'descending',
  average_score: 'descending',
  trend: 'descending',
  weakest_skill: 'ascending',
  last_active: 'descending',
};

export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, direction: FIRST_DIRECTION[key] };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

function sortValue(row: StudentProgress, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return row.name;
    case 'weakest_skill':
      return row.weakest_skill ? SKILL_NAMES[row.weakest_skill] : null;
    case 'last_active':
      return Date.parse(row.last_active);
    default:
      return row[key];
  }
}

/** A new array in the chosen order; a missing value goes last either way, ties keep the server's order. */
export function sortStudents(rows: readonly StudentProgress[], sort: SortState): StudentProgress[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - (y as number);
    return order * sign;
  });
}

export const STUDENT_CSV_HEADER = [
  'Student',
  'Sessions',
  'Average score',
  'Trend (points)',
  'Weakest skill',
  'Last active',
] as const;

/** The table as shown, row for row, in its current order. */
export function studentsCsv(rows: readonly StudentProgress[]): string {
  const cells = rows.map((row): CsvCell[] => [
    row.name,
    row.sessions,
    row.average_score === null ? null : Math.round(row.average_score * 10) / 10,
    row.trend === null ? null : Math.round(row.trend * 10) / 10,
    row.weakest_skill ? SKILL_NAMES[row.weakest_skill] : null,
    row.last_active,
  ]);
  return toCsv(STUDENT_CSV_HEADER, cells);
}
