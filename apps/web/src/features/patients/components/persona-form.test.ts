import type { PatientBody } from '@practicum/contract';
import { describe, expect, it } from 'vitest';
import {
  advancedPartOf,
  emptyFormValues,
  issuesFromServer,
  slugify,
  toFormValues,
  validatePersona,
} from './persona-form';

const facts = Array.from({ length: 12 }, (_, i) => ({
  id: `fact-${i + 1}`,
  topic: 'mood' as const,
  depth: ((i % 3) + 1) as 1 | 2 | 3,
  text: `I have felt this way for a while, fact number ${i + 1}.`,
  keywords: [],
  emotion: 'sad' as const,
}));

const persona: PatientBody = {
  id: 'sam-okafor',
  name: 'Sam Okafor',
  age: 34,
  avatar: '🧑🏿',
  difficulty: 'intermediate',
  condition: 'Generalized Anxiety Disorder',
  condition_category: 'generalized_anxiety',
  emotional_state: 'Restless and on edge',
  personality: 'Careful, dutiful and quick to apologise.',
  background: 'Works nights as a hospital porter and cares for his father after a stroke.',
  symptoms: ['Constant worry', 'Poor sleep', 'Muscle tension', 'Irritability'],
  demographics: {
    gender: 'male',
    pronouns: 'he/him',
    occupation: 'Porter',
    living_situation: 'With his father',
  },
  presenting_problem: 'Worry about everything has grown over a year until he cannot switch off at night.',
  history: ['Anxious as a child at school.', 'Father had a stroke two years ago.'],
  core_beliefs: ['I must keep everyone safe.'],
  intermediate_beliefs: ['If I stop worrying, something bad will happen.'],
  automatic_thoughts: ['What if Dad falls while I am out?', 'I will lose my job.'],
  emotions: ['anxious', 'frustrated'],
  coping_behaviours: ['Checks on his father by phone hourly', 'Avoids the news'],
  risk: {
    level: 'none',
    disclosure: 'No, never, not like that.',
    deflection: 'No, I am fine.',
    min_trust: 0.5,
  },
  style: 'verbose',
  facts,
  opening_statement: 'Sorry, I am a bit early. I did not know where to park.',
  goals: ['Sleep through the night.'],
};

describe('persona form', () => {
  it('round-trips a persona through the form values unchanged', () => {
    const result = validatePersona(toFormValues(persona), persona.id);
    expect(result.ok ? [] : result.issues).toEqual([]);
    if (result.ok) expect(result.body).toMatchObject({ ...persona, speech_markers: [] });
  });

  it('keeps structured fields out of the advanced JSON, and the risk level out of its risk block', () => {
    const advanced = advancedPartOf(persona);
    expect(advanced).not.toHaveProperty('name');
    expect(advanced).not.toHaveProperty('id');
    expect(advanced.risk).not.toHaveProperty('level');
    expect(advanced).toHaveProperty('facts');
  });

  it('reports each problem with its path and the input that holds it', () => {
    const values = { ...toFormValues(persona), age: 'thirty', symptoms: 'Worry', risk_level: 'sometimes' };
    const advanced = JSON.parse(values.advanced) as { facts: Array<{ text: string }> };
    advanced.facts[3]!.text = 'short';
    const result = validatePersona({ ...values, advanced: JSON.stringify(advanced) }, persona.id);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byPath = Object.fromEntries(result.issues.map((i) => [i.path, i.field]));
    expect(byPath).toMatchObject({
      age: 'age',
      symptoms: 'symptoms',
      'risk.level': 'risk_level',
      'facts[3].text': 'advanced',
    });
    expect(result.issues.find((i) => i.path === 'age')?.message).toBe('Enter the age as a whole number');
  });

  it('explains JSON that does not parse', () => {
    const result = validatePersona({ ...toFormValues(persona), advanced: '{ "facts": [' }, persona.id);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ field: 'advanced', path: 'advanced' });
  });

  it('rejects the empty template until it is filled in', () => {
    const result = validatePersona(emptyFormValues(), undefined);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['name', 'facts']));
  });

  it('maps server validation issues (loc starting with body) to the same paths', () => {
    const issues = issuesFromServer([
      { loc: ['body', 'facts', 2, 'text'], msg: 'Too small', type: 'too_small' },
      { loc: ['body', 'name'], msg: 'Required', type: 'invalid_type' },
    ]);
    expect(issues).toEqual([
      { path: 'facts[2].text', message: 'Too small', field: 'advanced' },
      { path: 'name', message: 'Required', field: 'name' },
    ]);
  });

  it('derives a kebab-case id for new personas', () => {
    expect(slugify("Ana María O'Neil")).toBe('ana-maria-o-neil');
    expect(slugify('李')).toBe('custom-patient');
  });
});
