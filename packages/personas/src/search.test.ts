// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { matchesQuery, personaSearchText } from '../test/search-match';
import { CATALOGUE } from './catalogue';
import { normalizeSearchText, SEARCH_FOLD, SEARCH_SYNONYMS, searchConcepts } from './search';
import type { ConditionCategory } from './schema';

/** Catalogue names the query finds, in catalogue order. */
const found = (query: string) =>
  CATALOGUE.filter((p) => matchesQuery(personaSearchText(p), query)).map((p) => p.name);
const inCategory = (category: ConditionCategory) =>
  CATALOGUE.filter((p) => p.condition_category === category).map((p) => p.name);

describe('searching patients as clinicians write', () => {
  it.each([
    ['PTSD', 'ptsd', 'post-traumatic', 'Post traumatic stress disorder', 'posttraumatic stress'],
    ['OCD', 'ocd', 'obsessive-compulsive', 'Obsessive compulsive disorder', 'obsessional'],
    ['GAD', 'gad', 'generalised anxiety', 'Generalized Anxiety Disorder'],
  ])('finds the same patients, those of the category, for %s, %s, %s ...', (...wordings) => {
    const category = { PTSD: 'ptsd', OCD: 'ocd', GAD: 'generalized_anxiety' } as const;
    const expected = inCategory(category[wordings[0] as keyof typeof category]);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    for (const wording of wordings) expect(found(wording), wording).toEqual(expected);
  });

  it('finds major depressive disorder by MDD, major depression and the full name', () => {
    const expected = CATALOGUE.filter((p) => /major depressive/i.test(p.condition)).map((p) => p.name);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    for (const wording of [
      'MDD',
      'mdd',
      'major depression',
      'Major Depressive Disorder',
      'clinical depression',
    ])
      expect(found(wording), wording).toEqual(expected);
  });

  it('finds panic disorder by panic, panic attacks and panic disorder', () => {
    for (const wording of ['panic', 'Panic attacks', 'panic disorder', 'panic attack']) {
      expect(found(wording), wording).toEqual(expect.arrayContaining(inCategory('panic')));
    }
    expect(found('panic with agoraphobia')).toEqual(['Hana Sato']);
  });

  it('treats postnatal, postpartum, post-partum and peripartum alike', () => {
    const perinatal = found('postnatal');
    expect(perinatal).toEqual(expect.arrayContaining(['Aisha Rahman', 'Nathan Brooks']));
    for (const wording of ['postpartum', 'post-partum', 'Post natal', 'peripartum', 'PND'])
      expect(found(wording), wording).toEqual(perinatal);
    // Two parts must both match: the perinatal period and depression.
    for (const wording of ['postnatal depression', 'post-partum depression', 'postpartum depressed'])
      expect(found(wording), wording).toEqual(['Aisha Rahman']);
  });

  it('treats self-harm, self harm, selfharm, self-injury and NSSI alike', () => {
    const expected = inCategory('self_harm');
    for (const wording of ['self-harm', 'Self harm', 'selfharm', 'self-injury', 'NSSI', 'self harming'])
      expect(found(wording), wording).toEqual(expected);
  });

  it('knows everyday synonyms of conditions', () => {
    expect(found('social phobia')).toEqual(inCategory('social_anxiety'));
    expect(found('hypochondria')).toEqual(inCategory('health_anxiety'));
    expect(found('drugs')).toEqual(inCategory('substance_use'));
    expect(found('drug misuse')).toEqual(inCategory('substance_use'));
    expect(found('AUD')).toEqual(expect.arrayContaining(inCategory('alcohol_use')));
    expect(found('borderline')).toEqual(found('BPD'));
    expect(found('EUPD')).toEqual(['Kirsten Dahl']);
    expect(found('bereavement')).toEqual(expect.arrayContaining(inCategory('grief')));
    expect(found("can't sleep")).toEqual(expect.arrayContaining(inCategory('insomnia')));
    expect(found('car accident')).toEqual(found('RTA'));
  });

  it('finds names from any part, whatever the case, hyphens or accents', () => {
    for (const wording of ['rania', 'AL-KHATIB', 'al khatib', 'Rania Al-Khatib', 'Ràniá'])
      expect(found(wording), wording).toEqual(['Rania Al-Khatib']);
    // Each word must begin a word of the text: "ania" is inside "Rania", not at its start.
    expect(found('ania')).toEqual([]);
  });

  it('matches short abbreviations as whole words and finds nothing for nonsense', () => {
    expect(matchesQuery('A gadget collector', 'GAD')).toBe(false);
    expect(matchesQuery('Diagnosed with GAD last year', 'gad')).toBe(true);
    expect(found('qwertyuiop')).toEqual([]);
    expect(found('ptsd qwertyuiop')).toEqual([]);
  });

  it('ignores words such as "with" and "the" unless they are all there is', () => {
    expect(found('the OCD')).toEqual(found('OCD'));
    expect(searchConcepts('the').map((c) => c.term)).toEqual(['the']);
    expect(searchConcepts('   ')).toEqual([]);
  });
});

describe('the search vocabulary', () => {
  it('is written in normal form, each wording once', () => {
    const all = SEARCH_SYNONYMS.flat();
    for (const wording of all) expect(normalizeSearchText(wording), wording).toBe(wording);
    expect(new Set(all).size).toBe(all.length);
  });

  it('folds accents one letter for one letter, so SQL translate() folds the same', () => {
    expect([...SEARCH_FOLD.from]).toHaveLength([...SEARCH_FOLD.to].length);
    expect(SEARCH_FOLD.to).toMatch(/^[a-z]+$/);
    expect(normalizeSearchText('Zoë ÅNGSTRÖM, Łódź: Post-Traumatic  Stress')).toBe(
      'zoe angstrom lodz post traumatic stress',
    );
  });
});
