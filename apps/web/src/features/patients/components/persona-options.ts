import { PatientBodySchema, PatientListQuerySchema, type Patient } from '@practicum/contract';
import type { BadgeTone } from '../../../components/ui/badge';
import type { SelectOption } from '../../../components/ui/select-field';

type Difficulty = Patient['difficulty'];

/** Enumerations read from the persona schema itself, so the forms can never drift from it. */
export const DIFFICULTY_VALUES = PatientBodySchema.shape.difficulty.options;
export const CATEGORY_VALUES = PatientBodySchema.shape.condition_category.options;
export const STYLE_VALUES = PatientBodySchema.shape.style.options;
export const RISK_LEVEL_VALUES = PatientBodySchema.shape.risk.shape.level.options;
export const DISCIPLINE_VALUES = PatientBodySchema.shape.discipline.unwrap().options;

type Discipline = (typeof DISCIPLINE_VALUES)[number];
const DISCIPLINE_LABELS: Record<Discipline, string> = {
  therapy: 'Therapy (marked on the six counselling skills)',
  medicine: 'Medicine (an OSCE station with a checklist)',
  both: 'Both therapy and medicine',
};
export const disciplineOptions: SelectOption[] = DISCIPLINE_VALUES.map((value) => ({
  value,
  label: DISCIPLINE_LABELS[value],
}));

/** "people_pleasing" -> "People pleasing". */
export function humanize(value: string): string {
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const CATEGORY_LABELS: Partial<Record<string, string>> = {
  ptsd: 'PTSD',
  ocd: 'OCD',
  generalized_anxiety: 'Generalized anxiety',
  personality: 'Personality disorder',
  relationship: 'Relationship difficulties',
  anger: 'Anger',
  self_harm: 'Self-harm',
  other: 'Other',
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

type RiskLevel = Patient['risk_level'];

/** Risk levels in plain words, as a student reads them on a card or in a filter. */
const RISK_LABELS: Record<RiskLevel, string> = {
  none: 'No known risk',
  passive_ideation: 'Passive suicidal thoughts',
  active_ideation: 'Active suicidal thoughts',
  active_ideation_with_plan: 'Suicidal thoughts with a plan',
  recent_self_harm: 'Recent self-harm',
};
export const riskLabel = (level: RiskLevel): string => RISK_LABELS[level];

const AGE_GROUP_VALUES = PatientListQuerySchema.shape.age_group.unwrap().options[0].options;
export type AgeGroup = (typeof AGE_GROUP_VALUES)[number];
const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  child: 'Children (under 13)',
  adolescent: 'Adolescents (13-17)',
  young_adult: 'Young adults (18-25)',
  adult: 'Adults (26-64)',
  older_adult: 'Older adults (65+)',
};

/** The student's filters beyond difficulty; "all" first in each. */
export const CATEGORY_FILTER_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All conditions' },
  ...[...CATEGORY_VALUES]
    .map((value) => ({ value, label: categoryLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];
export const STYLE_FILTER_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All styles' },
  ...STYLE_VALUES.map((value) => ({ value, label: humanize(value) })),
];
export const RISK_FILTER_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All patients' },
  { value: 'any', label: 'Any suicide or self-harm risk' },
  ...RISK_LEVEL_VALUES.map((value) => ({ value, label: riskLabel(value) })),
];
export const AGE_GROUP_FILTER_OPTIONS: SelectOption[] = [
  { value: 'all', label: 'All ages' },
  ...AGE_GROUP_VALUES.map((value) => ({ value, label: AGE_GROUP_LABELS[value] })),
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
  label: riskLabel(value),
}));
