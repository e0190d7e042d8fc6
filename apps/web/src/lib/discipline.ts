import { DISCIPLINES, type Discipline } from '@practicum/contract';

/** How a discipline reads in the app. */
export const DISCIPLINE_LABEL: Record<Discipline, string> = {
  therapy: 'Therapy',
  medicine: 'Medicine',
  both: 'Therapy and medicine',
};

/** A filter's choices: every discipline, then each one (therapy and medicine include the cases for both). */
export const DISCIPLINE_FILTER_OPTIONS = [
  { value: 'all', label: 'All disciplines' },
  ...DISCIPLINES.map((d) => ({ value: d, label: d === 'both' ? 'Cases for both' : DISCIPLINE_LABEL[d] })),
];

export const isDiscipline = (value: unknown): value is Discipline =>
  typeof value === 'string' && (DISCIPLINES as readonly string[]).includes(value);
