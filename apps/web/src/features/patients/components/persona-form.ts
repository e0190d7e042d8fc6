import { PatientBodySchema, type PatientBody, type ValidationIssue } from '@practicum/contract';
import { MEDICAL_TEMPLATE, cleanCase, type CaseDraft } from './case-form';

/** The persona fields with their own inputs; everything else (but the station) is edited as JSON. */
export const STRUCTURED_KEYS = [
  'discipline',
  'name',
  'age',
  'avatar',
  'difficulty',
  'condition',
  'condition_category',
  'emotional_state',
  'personality',
  'background',
  'symptoms',
  'style',
  'presenting_problem',
  'opening_statement',
] as const;

type StructuredKey = (typeof STRUCTURED_KEYS)[number];

/** The inputs that hold text: as typed, symptoms one per line, the rest of the formulation as JSON. */
export type TextKey = StructuredKey | 'risk_level' | 'advanced';

/**
 * What the editor holds: the text inputs, and a medical case's station block as its own structured
 * section (null for a persona without a station).
 */
export type PersonaFormValues = Record<TextKey, string> & { case: CaseDraft | null };
export type FormField = keyof PersonaFormValues;

export interface FormIssue {
  /** Where in the persona, e.g. "facts[3].text". */
  path: string;
  message: string;
  /** The input that holds the problem ('advanced' for anything in the JSON, 'case' for the station). */
  field: FormField;
}

/** A skeleton for a new persona's case formulation, showing every key the schema expects. */
export const ADVANCED_TEMPLATE = {
  demographics: { gender: '', pronouns: '', occupation: '', living_situation: '', cultural_background: '' },
  history: [],
  core_beliefs: [],
  intermediate_beliefs: [],
  automatic_thoughts: [],
  emotions: [],
  coping_behaviours: [],
  risk: { disclosure: '', deflection: '', min_trust: 0.5, protective_factors: [] },
  facts: [
    { id: 'first-fact', topic: 'presenting_problem', depth: 1, text: '', keywords: [], emotion: 'neutral' },
  ],
  goals: [],
  speech_markers: [],
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function emptyFormValues(): PersonaFormValues {
  return {
    discipline: 'therapy',
    name: '',
    age: '',
    avatar: '🙂',
    difficulty: 'beginner',
    condition: '',
    condition_category: 'depression',
    emotional_state: '',
    personality: '',
    background: '',
    symptoms: '',
    style: 'plain',
    presenting_problem: '',
    opening_statement: '',
    risk_level: 'none',
    advanced: json(ADVANCED_TEMPLATE),
    case: null,
  };
}

/** "New medical case": a blank presentation over a minimal valid history station and its facts. */
export function medicalTemplateValues(): PersonaFormValues {
  return {
    ...emptyFormValues(),
    discipline: MEDICAL_TEMPLATE.discipline,
    condition_category: MEDICAL_TEMPLATE.condition_category,
    advanced: json(MEDICAL_TEMPLATE.advanced),
    case: structuredClone(MEDICAL_TEMPLATE.case),
  };
}

/** What a new persona takes from the patient it starts from: the formulation, and the station if any. */
export function formulationOf(
  persona: PatientBody,
): Pick<PersonaFormValues, 'advanced' | 'discipline' | 'case'> {
  return {
    advanced: json(advancedPartOf(persona)),
    discipline: persona.discipline ?? 'therapy',
    case: persona.case ? structuredClone(persona.case) : null,
  };
}

/** The persona minus its structured fields, station and id: the "Advanced case formulation" JSON. */
export function advancedPartOf(persona: PatientBody): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...persona };
  for (const key of [...STRUCTURED_KEYS, 'id', 'case']) delete rest[key];
  const { level: _level, ...risk } = persona.risk;
  return { ...rest, risk };
}

export function toFormValues(persona: PatientBody): PersonaFormValues {
  return {
    discipline: persona.discipline ?? 'therapy',
    name: persona.name,
    age: String(persona.age),
    avatar: persona.avatar,
    difficulty: persona.difficulty,
    condition: persona.condition,
    condition_category: persona.condition_category,
    emotional_state: persona.emotional_state,
    personality: persona.personality,
    background: persona.background,
    symptoms: persona.symptoms.join('\n'),
    style: persona.style,
    presenting_problem: persona.presenting_problem,
    opening_statement: persona.opening_statement,
    risk_level: persona.risk.level,
    advanced: json(advancedPartOf(persona)),
    case: persona.case ? structuredClone(persona.case) : null,
  };
}

/** A kebab-case persona id from a name ("Ana María O'Neil" -> "ana-maria-o-neil"). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'custom-patient';
}

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

function fieldOf(path: ReadonlyArray<PropertyKey>): FormField {
  const [first, second] = path;
  if (first === 'risk' && second === 'level') return 'risk_level';
  if (first === 'case') return 'case';
  if (STRUCTURED_KEYS.includes(first as StructuredKey)) return first as StructuredKey;
  return 'advanced';
}

function issue(path: ReadonlyArray<PropertyKey>, message: string): FormIssue {
  return { path: formatPath(path) || '(persona)', message, field: fieldOf(path) };
}

export type PersonaValidation = { ok: true; body: PatientBody } | { ok: false; issues: FormIssue[] };

/** Builds the persona from the form and validates it with the persona schema the server uses. */
export function validatePersona(values: PersonaFormValues, id: string | undefined): PersonaValidation {
  let advanced: unknown;
  try {
    advanced = JSON.parse(values.advanced || '{}');
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'not valid JSON';
    return {
      ok: false,
      issues: [{ path: 'advanced', message: `Not valid JSON: ${reason}`, field: 'advanced' }],
    };
  }
  if (!advanced || typeof advanced !== 'object' || Array.isArray(advanced)) {
    return {
      ok: false,
      issues: [{ path: 'advanced', message: 'Must be a JSON object, { ... }', field: 'advanced' }],
    };
  }
  const extra = advanced as Record<string, unknown>;
  const risk = extra.risk && typeof extra.risk === 'object' ? extra.risk : {};
  const ageText = values.age.trim();
  // The station comes from its own section, never from the JSON: a persona without one has none.
  const { case: _fromJson, ...formulation } = extra;
  const candidate = {
    ...formulation,
    ...(values.case ? { case: cleanCase(values.case) } : {}),
    id: id ?? slugify(values.name),
    discipline: values.discipline,
    name: values.name.trim(),
    age: /^\d+$/.test(ageText) ? Number(ageText) : undefined,
    avatar: values.avatar.trim(),
    difficulty: values.difficulty,
    condition: values.condition.trim(),
    condition_category: values.condition_category,
    emotional_state: values.emotional_state.trim(),
    personality: values.personality.trim(),
    background: values.background.trim(),
    symptoms: values.symptoms
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    style: values.style,
    presenting_problem: values.presenting_problem.trim(),
    opening_statement: values.opening_statement.trim(),
    risk: { ...risk, level: values.risk_level },
  };
  const parsed = PatientBodySchema.safeParse(candidate);
  if (parsed.success) return { ok: true, body: parsed.data };
  const issues = parsed.error.issues.map((i) =>
    i.path[0] === 'age' && candidate.age === undefined
      ? issue(['age'], 'Enter the age as a whole number')
      : issue(i.path, i.message),
  );
  return { ok: false, issues };
}

/** The server's 422 detail (FastAPI style, loc starting with "body") as form issues. */
export function issuesFromServer(detail: ValidationIssue[]): FormIssue[] {
  return detail.map((d) => {
    const loc = d.loc[0] === 'body' ? d.loc.slice(1) : d.loc;
    return issue(loc, d.msg);
  });
}

/** First message per input, for inline errors beside the fields. */
export function errorsByField(issues: FormIssue[]): Partial<Record<FormField, string>> {
  const out: Partial<Record<FormField, string>> = {};
  for (const i of issues) out[i.field] ??= i.field === 'advanced' ? `${i.path}: ${i.message}` : i.message;
  return out;
}

/**
 * The first message at a path or inside it ("case.checklist[2].parts[0].cues" holds the problem
 * with its second cue), for an input that edits a part of the station.
 */
export function issueAt(issues: readonly FormIssue[], path: string): string | undefined {
  return issues.find((i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`))
    ?.message;
}
