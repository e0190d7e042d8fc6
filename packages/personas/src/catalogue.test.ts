// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import {
  DIFFICULTIES,
  PersonaSchema,
  STYLES,
  type ConditionCategory,
  type Difficulty,
  type PersonaInput,
} from './schema';

declare global {
  interface ImportMeta {
    /** Vite's static glob import, which vitest resolves at transform time. */
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
  }
}

const catalogueModules = import.meta.glob<Record<string, PersonaInput>>('./catalogue/*.ts', { eager: true });

/** The six sample patients the Patient Library has always shown, which the catalogue must keep. */
const SPEC_SAMPLES: { id: string; condition: RegExp; category: ConditionCategory; difficulty: Difficulty }[] =
  [
    { id: 'laura-bennett', condition: /major depressive/i, category: 'depression', difficulty: 'beginner' },
    {
      id: 'priya-sharma',
      condition: /generali[sz]ed anxiety/i,
      category: 'generalized_anxiety',
      difficulty: 'intermediate',
    },
    {
      id: 'ray-delgado',
      condition: /post-?traumatic stress|ptsd/i,
      category: 'ptsd',
      difficulty: 'advanced',
    },
    { id: 'ethan-park', condition: /social anxiety/i, category: 'social_anxiety', difficulty: 'beginner' },
    { id: 'vanessa-cole', condition: /bipolar/i, category: 'bipolar', difficulty: 'advanced' },
    {
      id: 'tyler-morgan',
      condition: /substance use|use disorder/i,
      category: 'substance_use',
      difficulty: 'intermediate',
    },
  ];

/** Categories the catalogue must cover with at least one persona each. */
const REQUIRED_CATEGORIES: ConditionCategory[] = [
  'depression',
  'generalized_anxiety',
  'panic',
  'ptsd',
  'social_anxiety',
  'ocd',
  'bipolar',
  'substance_use',
  'alcohol_use',
  'eating_disorder',
  'grief',
  'adjustment',
  'insomnia',
  'health_anxiety',
  'anger',
  'relationship',
  'self_harm',
];

/** Phrases that would break character if the engine ever said them verbatim. */
const OUT_OF_CHARACTER = [
  /\bas an ai\b/i,
  /language model/i,
  /\bi'?m (just )?a (computer )?program\b/i,
  /\bchatbot\b/i,
];

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function duplicates(values: readonly string[]): string[] {
  return [...countBy(values, (v) => v).entries()].filter(([, n]) => n > 1).map(([v]) => v);
}

function allText(persona: PersonaInput): string[] {
  return [
    persona.opening_statement,
    persona.risk.disclosure,
    persona.risk.deflection,
    ...persona.facts.map((fact) => fact.text),
  ];
}

describe('persona catalogue', () => {
  it.each(CATALOGUE.map((persona) => [persona.id, persona] as const))(
    '%s validates against PersonaSchema',
    (id, persona) => {
      const result = PersonaSchema.safeParse(persona);
      const problems = result.success
        ? []
        : result.error.issues.map((issue) => `${id}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it('holds at least 50 personas', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps the 56 therapy personas, and gives every medical persona its station', () => {
    const parsed = CATALOGUE.map((p) => PersonaSchema.parse(p));
    expect(parsed.filter((p) => p.discipline === 'therapy')).toHaveLength(56);
    expect(parsed.filter((p) => p.discipline === 'medicine' && !p.case).map((p) => p.id)).toEqual([]);
  });

  it('has unique ids and unique names', () => {
    expect(duplicates(CATALOGUE.map((p) => p.id))).toEqual([]);
    expect(duplicates(CATALOGUE.map((p) => p.name.toLowerCase()))).toEqual([]);
  });

  it('keeps one persona per file, named by its id, and lists every file', () => {
    const listed = new Set(CATALOGUE);
    const mismatches: string[] = [];
    let files = 0;
    for (const [path, exports] of Object.entries(catalogueModules)) {
      const fileId = path.replace(/^.*\//, '').replace(/\.ts$/, '');
      if (fileId === 'index') continue;
      files += 1;
      const personas = Object.values(exports);
      if (personas.length !== 1) mismatches.push(`${fileId}: exports ${personas.length} values`);
      for (const persona of personas) {
        if (persona.id !== fileId) mismatches.push(`${fileId}: id is ${persona.id}`);
        if (!listed.has(persona)) mismatches.push(`${fileId}: not listed in CATALOGUE`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(files).toBe(CATALOGUE.length);
  });

  it.each(SPEC_SAMPLES)('includes the sample patient $id ($category, $difficulty)', (sample) => {
    const persona = CATALOGUE.find((p) => p.id === sample.id);
    expect(persona, `${sample.id} is missing`).toBeDefined();
    expect(persona?.condition).toMatch(sample.condition);
    expect(persona?.condition_category).toBe(sample.category);
    expect(persona?.difficulty).toBe(sample.difficulty);
  });

  it('covers every required condition category', () => {
    const present = new Set(CATALOGUE.map((p) => p.condition_category));
    expect(REQUIRED_CATEGORIES.filter((c) => !present.has(c))).toEqual([]);
  });

  it('uses every conversational style at least 5 times and every difficulty at least 15 times', () => {
    const styles = countBy(CATALOGUE, (p) => p.style);
    const difficulties = countBy(CATALOGUE, (p) => p.difficulty);
    expect(STYLES.filter((s) => (styles.get(s) ?? 0) < 5)).toEqual([]);
    expect(DIFFICULTIES.filter((d) => (difficulties.get(d) ?? 0) < 15)).toEqual([]);
  });

  it('spans ages 13 to 85 with several adolescents and several older adults', () => {
    const ages = CATALOGUE.map((p) => p.age);
    expect(Math.min(...ages)).toBeLessThanOrEqual(13);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(85);
    expect(ages.filter((a) => a >= 13 && a <= 17).length).toBeGreaterThanOrEqual(4);
    expect(ages.filter((a) => a >= 65).length).toBeGreaterThanOrEqual(4);
  });

  it('gives at least 10 personas a suicide or self-harm risk, with every level used', () => {
    const atRisk = CATALOGUE.filter((p) => p.risk.level !== 'none');
    expect(atRisk.length).toBeGreaterThanOrEqual(10);
    const levels = new Set(atRisk.map((p) => p.risk.level));
    expect([...levels].sort()).toEqual(
      ['active_ideation', 'active_ideation_with_plan', 'passive_ideation', 'recent_self_harm'].sort(),
    );
  });

  it('asks for real trust (0.4 to 0.8) before a risk disclosure and names protective factors', () => {
    const wrong = CATALOGUE.filter((p) => p.risk.level !== 'none')
      .filter(
        (p) =>
          p.risk.min_trust < 0.4 ||
          p.risk.min_trust > 0.8 ||
          (p.risk.protective_factors ?? []).length === 0 ||
          p.risk.disclosure === p.risk.deflection,
      )
      .map((p) => p.id);
    expect(wrong).toEqual([]);
  });

  it('gives every persona 14 to 22 facts with unique ids, at least 3 at each depth (a medical case 18 to 36)', () => {
    // A history station needs a fact for each thing a thorough student asks (SOCRATES, red flags,
    // background) besides the agenda and what the patient is ashamed of, so a case holds more facts,
    // most of them at depth 1, with the hidden agenda at depth 2 and at least one secret at depth 3.
    const problems: string[] = [];
    for (const persona of CATALOGUE) {
      const facts = persona.facts;
      const [min, max] = persona.case ? [18, 36] : [14, 22];
      if (facts.length < min || facts.length > max) problems.push(`${persona.id}: ${facts.length} facts`);
      for (const depth of [1, 2, 3] as const) {
        const n = facts.filter((f) => f.depth === depth).length;
        const least = persona.case ? { 1: 8, 2: 3, 3: 1 }[depth] : 3;
        if (n < least) problems.push(`${persona.id}: ${n} facts at depth ${depth}`);
      }
      for (const id of duplicates(facts.map((f) => f.id)))
        problems.push(`${persona.id}: fact id ${id} repeated`);
    }
    expect(problems).toEqual([]);
  });

  it('uses lower-case keywords', () => {
    const wrong = CATALOGUE.flatMap((p) =>
      p.facts.flatMap((f) =>
        (f.keywords ?? []).filter((k) => k !== k.toLowerCase()).map((k) => `${p.id}/${f.id}: ${k}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('repeats no fact text across or within personas', () => {
    const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
    const texts = CATALOGUE.flatMap((p) => p.facts.map((f) => normalise(f.text)));
    expect(duplicates(texts)).toEqual([]);
  });

  it('never has the patient speak out of character', () => {
    const offending = CATALOGUE.flatMap((p) =>
      allText(p)
        .filter((text) => OUT_OF_CHARACTER.some((pattern) => pattern.test(text)))
        .map((text) => `${p.id}: ${text}`),
    );
    expect(offending).toEqual([]);
  });
});
