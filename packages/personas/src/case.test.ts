// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { CHECKLIST_TEMPLATES, cueProblem, resolveChecklist } from './case';
import { PersonaSchema, type PersonaInput } from './schema';

const gareth = CATALOGUE.find((p) => p.id === 'gareth-hughes') as PersonaInput;
const issues = (p: unknown) => {
  const r = PersonaSchema.safeParse(p);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('medical case schema', () => {
  it('defaults a persona without a discipline to therapy', () => {
    const { discipline: _, case: __, ...therapy } = gareth;
    const parsed = PersonaSchema.parse({ ...therapy, id: 'someone-else' });
    expect(parsed.discipline).toBe('therapy');
  });

  it('refuses a medical persona without a case', () => {
    const { case: _, ...noCase } = gareth;
    expect(issues(noCase).join('\n')).toMatch(/case: A medical case needs/);
  });

  it('refuses repeated checklist ids, red flags that clash with them, and unknown facts', () => {
    const c = gareth.case!;
    const twice = {
      ...gareth,
      case: { ...c, checklist: [...c.checklist, { id: 'onset', use: 'socrates-onset' }] },
    };
    expect(issues(twice).join('\n')).toMatch(/checklist ids repeat: onset/);
    const clash = {
      ...gareth,
      case: { ...c, checklist: [...c.checklist, { id: 'red-flag-breathlessness', use: 'smoking' }] },
    };
    expect(issues(clash).join('\n')).toMatch(/repeat: red-flag-breathlessness/);
    const missing = { ...gareth, case: { ...c, agenda: { ...c.agenda, ideas: ['no-such-fact'] } } };
    expect(issues(missing).join('\n')).toMatch(/no fact "no-such-fact"/);
  });

  it('refuses an item of its own without parts, and a bad-news station without its news', () => {
    const c = gareth.case!;
    const bare = {
      ...gareth,
      case: { ...c, checklist: [...c.checklist, { id: 'bare', label: 'Something or other' }] },
    };
    expect(issues(bare).join('\n')).toMatch(/needs a domain, a label and parts/);
    const news = { ...gareth, case: { ...c, station: 'bad_news' } };
    expect(issues(news).join('\n')).toMatch(/needs its news/);
  });

  it('checks cue syntax: lower case, no apostrophes, known word families, "*" only at the end', () => {
    expect(cueProblem('where|whereabouts + @pain')).toBeNull();
    expect(cueProblem("what's + wrong")).toMatch(/apostrophes/);
    expect(cueProblem('@nonsense')).toMatch(/unknown word family/);
    expect(cueProblem('wor*ry')).toMatch(/word's end/);
    expect(cueProblem('a|| b')).toMatch(/empty alternative/);
  });

  it('resolves templates, red flags and extra wordings into one ordered list', () => {
    const items = resolveChecklist(PersonaSchema.parse(gareth).case!);
    const ids = items.map((i) => i.id);
    expect(ids[0]).toBe('introduction');
    expect(ids.indexOf('red-flag-sweating-nausea')).toBeGreaterThan(ids.indexOf('associated-symptoms'));
    expect(ids.indexOf('red-flag-sweating-nausea')).toBeLessThan(ids.indexOf('past-history'));
    const site = items.find((i) => i.id === 'site')!;
    expect(site.parts[0]!.cues).toEqual([
      ...CHECKLIST_TEMPLATES['socrates-site'].parts[0]!.cues,
      'where + tight*|feeling|band',
    ]);
    expect(items.find((i) => i.id === 'onset')!.need).toBe(2);
    expect(items.every((i) => i.parts.length > 0 && i.label.length > 0)).toBe(true);
  });

  it('writes every template wording in valid cue syntax', () => {
    const bad = Object.entries(CHECKLIST_TEMPLATES).flatMap(([id, t]) =>
      t.parts
        .flatMap((p) => [...p.cues, ...('partly' in p ? (p.partly as string[]) : [])])
        .map((c) => [id, c, cueProblem(c)] as const)
        .filter(([, , problem]) => problem !== null),
    );
    expect(bad).toEqual([]);
  });
});
