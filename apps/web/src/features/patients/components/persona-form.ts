import { PatientBodySchema, type PatientBody, type ValidationIssue } from '@practicum/contract';

/** The persona fields with their own inputs; everything else is edited as JSON. */
export const STRUCTURED_KEYS = [
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

/** What the editor's inputs hold: text as typed, symptoms one per line, the rest as JSON text. */
export type PersonaFormValues = Record<StructuredKey | 'risk_level' | 'advanced', string>;
export type FormField = keyof PersonaFormValues;

export interface FormIssue {
  /** Where in the persona, e.g. "facts[3].text". */
  path: string;
  message: string;
  /** The input that holds the problem ('advanced' for anything in the JSON). */
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
  };
}

/** The persona minus its structured fields (and its id): the "Advanced case formulation" JSON. */
export function advancedPartOf(persona: PatientBody): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...persona };
  for (const key of [...STRUCTURED_KEYS, 'id']) delete rest[key];
  const { level: _level, ...risk } = persona.risk;
  return { ...rest, risk };
}

export function toFormValues(persona: PatientBody): PersonaFormValues {
  return {
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
  const candidate = {
    ...extra,
    id: id ?? slugify(values.name),
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
