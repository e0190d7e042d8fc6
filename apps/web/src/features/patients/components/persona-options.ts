import { PatientBodySchema, type Patient } from '@practicum/contract';
import type { BadgeTone } from '../../../components/ui/badge';
import type { SelectOption } from '../../../components/ui/select-field';

type Difficulty = Patient['difficulty'];

/** Enumerations read from the persona schema itself, so the forms can never drift from it. */
export const DIFFICULTY_VALUES = PatientBodySchema.shape.difficulty.options;
export const CATEGORY_VALUES = PatientBodySchema.shape.condition_category.options;
export const STYLE_VALUES = PatientBodySchema.shape.style.options;
export const RISK_LEVEL_VALUES = PatientBodySchema.shape.risk.shape.level.options;

/** "people_pleasing" -> "People pleasing". */
export function humanize(value: string): string {
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const CATEGORY_LABELS: Partial<Record<string, string>> = {
  ptsd: 'PTSD',
  ocd: 'OCD',
  generalized_anxiety: 'Generalized anxiety',
};

export function categoryLabel(value: string): string {
  return CATEGORY_LABELS[value] ?? humanize(value);
}

export const DIFFICULTY_TONE: Record<Difficulty, BadgeTone> = {
  beginner: 'green',
  intermediate: 'amber',
  advanced: 'red',
};

export const DIFFICULTY_FILTER_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All Levels' },
  ...DIFFICULTY_VALUES.map((value) => ({ value, label: humanize(value) })),
];

export const difficultyOptions: SelectOption[] = DIFFICULTY_VALUES.map((value) => ({
  value,
  label: humanize(value),
}));
export const categoryOptions: SelectOption[] = CATEGORY_VALUES.map((value) => ({
  value,
  label: categoryLabel(value),
}));
export const styleOptions: SelectOption[] = STYLE_VALUES.map((value) => ({ value, label: humanize(value) }));
export const riskLevelOptions: SelectOption[] = RISK_LEVEL_VALUES.map((value) => ({
  value,
  label: humanize(value),
}));
