// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { firstPersonPronouns, lowerFirst } from './person';
import { goalInfinitive, livingSentence, toPhrase } from './phrase';
import { decorate, joinParts, sentencesOf } from './text';
import { FIXTURES } from '../../test/fixtures';
import { createRng } from '../prng';
import type { ContentPlan } from '../plan';

describe('turning persona notes into the patient’s words', () => {
  it('reads coping and symptom notes as first-person clauses, states, past events or nouns', () => {
    expect(toPhrase('Stays in bed at weekends')).toEqual({ form: 'clause', text: 'stay in bed at weekends' });
    expect(toPhrase('Makes jokes and tells war stories', true)).toEqual({
      form: 'clause',
      text: 'make jokes and tell war stories',
    });
    expect(toPhrase('Watches television until 2am')).toEqual({
      form: 'clause',
      text: 'watch television until 2am',
    });
    expect(toPhrase('Irritable when challenged').form).toBe('state');
    expect(toPhrase('Stopped attending church')).toEqual({ form: 'past', text: 'stopped attending church' });
    expect(toPhrase('Low mood most days').form).toBe('noun');
    expect(toPhrase('Sleep disrupted by worry').form).toBe('noun');
    expect(toPhrase('Nightmares about the crash').form).toBe('noun');
    expect(toPhrase('Hours a day searching symptoms online').form).toBe('noun');
    expect(toPhrase('Mentally reviews whether she meant it')).toEqual({
      form: 'clause',
      text: 'mentally review whether I meant it',
    });
  });

  it('speaks of the patient in the first person', () => {
    expect(firstPersonPronouns('Calls her mother every day')).toBe('Calls my mother every day');
    expect(firstPersonPronouns('Needs her roommate with her to go out')).toBe(
      'Needs my roommate with me to go out',
    );
    expect(firstPersonPronouns('Before she goes back to work')).toBe('Before I go back to work');
    expect(firstPersonPronouns('Blames himself')).toBe('Blames myself');
  });

  it('turns goals into something the patient wants, and drops notes that are not theirs to say', () => {
    expect(goalInfinitive('To feel close to her son')).toBe('to feel close to my son');
    expect(goalInfinitive('Wants to cut down, not quit')).toBe('to cut down, not quit');
    expect(goalInfinitive('Does not want to be seen as weak')).toBeNull();
    expect(goalInfinitive('Wants to stop, but does not yet know what she would do')).toBeNull();
  });

  it('says where the patient lives as a sentence', () => {
    expect(livingSentence('Lives alone in a rented flat')).toBe('I live alone in a rented flat.');
    expect(livingSentence('With her husband and two children')).toBe(
      'I live with my husband and two children.',
    );
    expect(livingSentence('Terraced house with his wife')).toBe('I live in a terraced house with my wife.');
    expect(livingSentence('Shares a flat with two students')).toBe('I share a flat with two students.');
  });

  it('keeps the capital of names and drops it elsewhere', () => {
    const names = new Set(['Sian']);
    expect(lowerFirst('Sian puts my socks on', names)).toBe('Sian puts my socks on');
    expect(lowerFirst('My wife left', names)).toBe('my wife left');
    expect(lowerFirst('I wake at four', names)).toBe('I wake at four');
  });
});

describe('line assembly', () => {
  it('joins parts into one line, running on after a comma and tidying doubled words', () => {
    expect(joinParts(['If you must know,', 'My wife left.'])).toBe('If you must know, my wife left.');
    expect(joinParts(['Sorry.', 'Sorry. I know it is silly.'])).toBe('Sorry. I know it is silly.');
    expect(joinParts(['...', '...Thanks.'])).toBe('...Thanks.');
    expect(joinParts(['', 'fine'])).toBe('Fine.');
  });

  it('splits sentences for the repetition check', () => {
    expect(sentencesOf('Yeah. It really has. "I am a burden."')).toEqual([
      'yeah',
      'it really has',
      'i am a burden',
    ]);
  });

  it('adds speech markers to some lines only, and never twice in a row', () => {
    const persona = { ...FIXTURES[0]!, speech_markers: ['to be fair'] };
    const plan = { persona, moves: [{ kind: 'fact' }] } as unknown as ContentPlan;
    const text = 'I wake up at four every morning and just lie there.';
    const out = Array.from({ length: 200 }, (_, i) => decorate(text, plan, createRng('m', i)));
    const marked = out.filter((t) => t.includes('to be fair') || t.includes('To be fair')).length;
    expect(marked).toBeGreaterThan(20);
    expect(marked).toBeLessThan(120);
    expect(decorate(text, plan, createRng('m', 1), ['To be fair, I said that.'])).toBe(text);
  });
});
