// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { afterEach, describe, expect, it } from 'vitest';
import { fixedEncoder } from '../../test/fixed-encoder';
import { analyzeUtterance, codeUtterance } from '../code';
import {
  MAIN_BEHAVIOURS,
  MAIN_DENSE,
  useMainBehaviourModel,
  SHIPPED_MAIN_BEHAVIOUR_MODEL,
  type MainBehaviour,
  type MainBehaviourInputs,
  type MainBehaviourModel,
} from './main-behaviour';
import { useSentenceEncoder } from './vectors';

/** A model that hears one main behaviour in every line it is allowed to read. */
function always(main: MainBehaviour): MainBehaviourModel {
  const k = MAIN_BEHAVIOURS.length;
  const weights = new Array<number>((MAIN_DENSE + 1) * k).fill(0);
  weights[MAIN_DENSE * k + MAIN_BEHAVIOURS.indexOf(main)] = 5;
  return { classes: MAIN_BEHAVIOURS, dense: MAIN_DENSE, ngram_buckets: 0, weights };
}

const PATIENT = { previousPatient: "I just can't face going back to work since the move. I feel stuck." };

function withModel(main: MainBehaviour) {
  useSentenceEncoder(fixedEncoder);
  useMainBehaviourModel(always(main));
}

afterEach(() => {
  useMainBehaviourModel(SHIPPED_MAIN_BEHAVIOUR_MODEL);
  useSentenceEncoder(null);
});

describe('the learned reading of the main behaviour', () => {
  it('recodes a line the rules heard otherwise, and the patient hears the same act as the scoring', () => {
    const line = 'How long has work felt like this?';
    expect(codeUtterance(line, PATIENT).annomi.main).toBe('question');
    withModel('reflection');
    const a = analyzeUtterance(line, PATIENT);
    expect(a.coding.annomi.main).toBe('reflection');
    expect(['simple_reflection', 'complex_reflection']).toContain(a.coding.primary);
    expect(a.acts.some((x) => x === 'simple_reflection' || x === 'complex_reflection')).toBe(true);
    expect(a.acts).not.toContain('open_question');
    expect(a.coding.codes).not.toContain('question_open');
  });

  it('names the kind of question by its opening words', () => {
    withModel('question');
    expect(codeUtterance('What has the move been like for you.', PATIENT).primary).toBe('question_open');
    const closed = analyzeUtterance("So you've been off work since the move.", PATIENT);
    expect(closed.coding.primary).toBe('question_closed');
    expect(closed.coding.annomi).toEqual({
      main: 'question',
      question_subtype: 'closed',
      reflection_subtype: null,
    });
    expect(closed.acts).toContain('closed_question');
  });

  it('hears information, or advice where the line advises', () => {
    withModel('therapist_input');
    expect(codeUtterance('You feel stuck at the moment.', PATIENT).primary).toBe('giving_information');
    expect(codeUtterance('You feel stuck at the moment.', PATIENT).annomi.main).toBe('therapist_input');
  });

  it.each([
    ["You're overreacting, honestly.", 'confront'],
    ['Just pull yourself together and go back.', 'confront'],
  ])('leaves harm to the rules: %j stays %s', (line, primary) => {
    withModel('reflection');
    expect(codeUtterance(line, PATIENT).primary).toBe(primary);
  });

  it('leaves risk questions and other languages to the rules', () => {
    withModel('reflection');
    const risk = analyzeUtterance('Have you had thoughts of ending your life?', PATIENT);
    expect(risk.coding.annomi.main).toBe('question');
    expect(risk.acts).toContain('risk_screening');
    const spanish = '¿Cómo te sientes hoy con todo esto?';
    expect(codeUtterance(spanish, PATIENT).conduct).toContain('other_language');
    expect(codeUtterance(spanish, PATIENT).annomi).toEqual(
      codeUtterance(spanish, { ...PATIENT, learned: false }).annomi,
    );
  });

  it('stands aside without a sentence encoder, or with the rules alone asked for', () => {
    useMainBehaviourModel(always('reflection'));
    expect(codeUtterance('How long has work felt like this?', PATIENT).annomi.main).toBe('question');
    useSentenceEncoder(fixedEncoder);
    expect(
      codeUtterance('How long has work felt like this?', { ...PATIENT, learned: false }).annomi.main,
    ).toBe('question');
  });

  it('tells training exactly what it reads, the rules reading included', () => {
    const seen: MainBehaviourInputs[] = [];
    useSentenceEncoder(fixedEncoder);
    useMainBehaviourModel(null, (x) => seen.push(x));
    const coding = codeUtterance('How long has work felt like this?', PATIENT);
    expect(seen).toEqual([
      {
        text: 'How long has work felt like this?',
        rules: {
          main: 'question',
          primary: coding.primary,
          open: coding.annomi.question_subtype === 'open',
          complex: false,
        },
      },
    ]);
  });

  it('refuses a model whose size does not match its features', () => {
    expect(() => useMainBehaviourModel({ ...always('other'), dense: MAIN_DENSE + 1 })).toThrow(
      /does not match/,
    );
  });
});
