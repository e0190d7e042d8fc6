// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { MODULE_IDS, MODULES, TrainingModuleSchema, findModule } from './modules';

const byId = new Map(CATALOGUE.map((p) => [p.id, p]));
const disciplineOf = (id: string) =>
  (byId.get(id) as { discipline?: string } | undefined)?.discipline ?? 'therapy';

describe('training modules', () => {
  it('lists every module once, in the declared order, each valid', () => {
    expect(MODULES.map((m) => m.id)).toEqual([...MODULE_IDS]);
    for (const m of MODULES) expect(TrainingModuleSchema.safeParse(m).success).toBe(true);
  });

  it('names only personas in the catalogue', () => {
    for (const m of MODULES) {
      const unknown = m.persona_ids.filter((id) => !byId.has(id));
      expect(unknown, m.id).toEqual([]);
    }
  });

  it("names personas of the module's discipline", () => {
    for (const m of MODULES) {
      for (const id of m.persona_ids) {
        const d = disciplineOf(id);
        expect(d === m.discipline || d === 'both' || m.discipline === 'both', `${m.id}: ${id} is ${d}`).toBe(
          true,
        );
      }
    }
  });

  it('keeps the three landing-page modules with their session counts', () => {
    expect(MODULES.slice(0, 3).map((m) => [m.title, m.persona_ids.length])).toEqual([
      ['Active Listening', 4],
      ['Crisis Intervention', 5],
      ['Rapport Building', 3],
    ]);
  });

  it('refuses a module that repeats a persona, and finds modules by id', () => {
    const m = MODULES[0]!;
    expect(
      TrainingModuleSchema.safeParse({ ...m, persona_ids: [m.persona_ids[0], m.persona_ids[0]] }).success,
    ).toBe(false);
    expect(findModule('breaking-bad-news')?.title).toBe('Breaking Bad News');
    expect(findModule('nope')).toBeUndefined();
  });
});
