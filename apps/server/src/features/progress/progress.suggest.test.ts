import { describe, expect, it } from 'vitest';
import { practises, suggestPersona, type Candidate } from './progress.suggest';
import { targetDifficulty } from './progress.trends';

const persona = (name: string, traits: Partial<Candidate> = {}): Candidate => ({
  id: `id-${name}`,
  name,
  condition: 'Depression',
  difficulty: 'intermediate',
  style: 'plain',
  riskLevel: 'none',
  emotions: ['neutral'],
  ...traits,
});

describe('practises', () => {
  it('maps each skill to the personas that exercise it', () => {
    expect(practises('crisis_management', persona('a', { riskLevel: 'recent_self_harm' }))).toBe(true);
    expect(practises('crisis_management', persona('b'))).toBe(false);
    expect(practises('boundary_maintenance', persona('c', { style: 'hostile' }))).toBe(true);
    expect(practises('boundary_maintenance', persona('d', { style: 'people_pleasing' }))).toBe(true);
    expect(practises('empathy_demonstration', persona('e', { emotions: ['sad', 'tearful'] }))).toBe(true);
    expect(practises('active_listening', persona('f', { style: 'guarded' }))).toBe(true);
    expect(practises('active_listening', persona('g'))).toBe(false);
    expect(practises('questioning_techniques', persona('h', { style: 'tangential' }))).toBe(true);
    expect(practises('questioning_techniques', persona('i', { style: 'verbose' }))).toBe(true);
    expect(practises('therapeutic_interventions', persona('j'))).toBe(true);
    expect(practises('therapeutic_interventions', persona('k', { riskLevel: 'passive_ideation' }))).toBe(
      false,
    );
    // A persona stored without traits exercises nothing in particular.
    expect(practises('crisis_management', persona('l', { riskLevel: null, style: null }))).toBe(false);
  });
});

describe('suggestPersona', () => {
  const library = [
    persona('Zed', { style: 'verbose', difficulty: 'advanced' }),
    persona('Bea', { style: 'tangential', difficulty: 'beginner' }),
    persona('Ann', { style: 'tangential', difficulty: 'beginner' }),
    persona('Cal', { style: 'guarded', difficulty: 'intermediate' }),
  ];

  it('prefers the nearest difficulty, the easier side on a tie, then the name', () => {
    expect(suggestPersona('questioning_techniques', 'advanced', library, null)?.name).toBe('Zed');
    expect(suggestPersona('questioning_techniques', 'intermediate', library, null)?.name).toBe('Ann');
    expect(suggestPersona('questioning_techniques', 'intermediate', library, 'id-Ann')?.name).toBe('Bea');
  });

  it('suggests nothing when no other persona exercises the skill', () => {
    expect(suggestPersona('active_listening', 'beginner', library, 'id-Cal')).toBeNull();
    expect(suggestPersona('crisis_management', 'beginner', library, null)).toBeNull();
  });
});

describe('targetDifficulty', () => {
  it('reads the mean of the last three overall scores', () => {
    expect(targetDifficulty([])).toBe('beginner');
    expect(targetDifficulty([90, 50, 60, 65])).toBe('beginner');
    expect(targetDifficulty([60, 70, 80])).toBe('intermediate');
    expect(targetDifficulty([10, 80, 85, 90])).toBe('advanced');
  });
});
