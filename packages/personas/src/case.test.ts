// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { CHECKLIST_TEMPLATES, cueProblem, resolveAvoidItems, resolveChecklist } from './case';
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

  describe('items to avoid', () => {
    const c = gareth.case!;
    const euphemism = {
      id: 'avoid-euphemism',
      polarity: 'avoid',
      domain: 'explanation',
      label: 'Called the heart attack "a funny turn"',
      parts: [{ cues: ['funny turn|a turn'], unless: ['not just'], plain: ['heart attack'] }],
    } as const;
    const withItem = (entry: object) => ({ ...gareth, case: { ...c, checklist: [...c.checklist, entry] } });

    it('validates an item to avoid, and keeps it out of the checklist the engine reads', () => {
      expect(issues(withItem(euphemism))).toEqual([]);
      const station = PersonaSchema.parse(withItem(euphemism)).case!;
      expect(resolveChecklist(station)).toEqual(resolveChecklist(PersonaSchema.parse(gareth).case!));
      expect(resolveAvoidItems(station)).toEqual([
        {
          id: 'avoid-euphemism',
          domain: 'explanation',
          label: 'Called the heart attack "a funny turn"',
          parts: [{ cues: ['funny turn|a turn'], unless: ['not just'], plain: ['heart attack'] }],
        },
      ]);
    });

    it('leaves items without a polarity as they were: to do, parsed and resolved unchanged', () => {
      const parsed = PersonaSchema.parse(gareth).case!;
      expect(parsed.checklist.some((e) => 'polarity' in e)).toBe(false);
      expect(parsed.checklist.flatMap((e) => e.parts ?? []).some((p) => 'unless' in p || 'plain' in p)).toBe(
        false,
      );
      expect(resolveAvoidItems(parsed)).toEqual([]);
      const explicit = {
        ...gareth,
        case: { ...c, checklist: c.checklist.map((e) => ({ ...e, polarity: 'do' as const })) },
      };
      expect(resolveChecklist(PersonaSchema.parse(explicit).case!)).toEqual(resolveChecklist(parsed));
    });

    it('refuses an item to avoid that is a template, needs parts, has partly wordings, or repeats an id', () => {
      expect(issues(withItem({ id: 'avoid-x', polarity: 'avoid', use: 'smoking' })).join('\n')).toMatch(
        /use: An item to avoid is the case’s own/,
      );
      expect(issues(withItem({ ...euphemism, need: 1 })).join('\n')).toMatch(/need: An item to avoid occurs/);
      expect(
        issues(withItem({ ...euphemism, parts: [{ cues: ['funny turn'], partly: ['turn'] }] })).join('\n'),
      ).toMatch(/parts.0.partly: An item to avoid occurs or does not/);
      expect(issues(withItem({ ...euphemism, id: 'onset' })).join('\n')).toMatch(
        /checklist ids repeat: onset/,
      );
    });

    it('refuses unless and plain wordings on an item to do, and a checklist with fewer than six to do', () => {
      const own = {
        id: 'own',
        domain: 'explanation',
        label: 'Explained the heart',
        parts: [{ cues: ['heart'] }],
      };
      expect(issues(withItem({ ...own, parts: [{ cues: ['heart'], unless: ['lung'] }] })).join('\n')).toMatch(
        /parts.0.unless: Only an item to avoid has unless/,
      );
      const few = {
        ...gareth,
        case: { ...c, checklist: [...c.checklist.slice(0, 5), euphemism, { ...euphemism, id: 'avoid-2' }] },
      };
      expect(issues(few).join('\n')).toMatch(/six items to do/);
    });
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
