// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, type MedicalCase } from '@practicum/personas';
import { analyse } from '../analysis';
import { markChecklist, stationSummary } from './mark';

/**
 * Items to avoid, marked from the student's lines: the behaviour costs marks with the line quoted,
 * its absence costs nothing, and the wordings that excuse a sentence (someone else's "she", the
 * front desk's "Miss Morgan" quoted to apologise for it, a euphemism made plain at once) hold.
 */
const station = (id: string): MedicalCase => PersonaSchema.parse(CATALOGUE.find((p) => p.id === id)).case!;

const transcript = (lines: readonly string[]) => ({
  utterances: lines.flatMap((text, i) => [
    { seq: 2 * i, speaker: 'student' as const, text },
    { seq: 2 * i + 1, speaker: 'patient' as const, text: 'Mm.' },
  ]),
});

const marked = (caseId: string, lines: readonly string[]) =>
  markChecklist(analyse(transcript(lines)), station(caseId));

/** The item to avoid `itemId` of the case, marked on `lines`. */
const avoid = (caseId: string, itemId: string, lines: readonly string[]) => {
  const item = marked(caseId, lines).avoid?.find((i) => i.id === itemId);
  if (!item) throw new Error(`${caseId} has no item to avoid ${itemId}`);
  return item;
};

const OPENING = [
  "Hello, my name is Dr Shah, I'm one of the doctors. Can I check your name?",
  'Is it all right if we talk in the quiet room? Please have a seat.',
];

describe('items to avoid', () => {
  it('quotes the line a euphemism for a death occurs in, and lowers the checklist share by one item', () => {
    const lines = [...OPENING, 'I am so sorry. He passed away peacefully.'];
    const item = avoid('david-forsyth', 'avoid-euphemism', lines);
    expect(item.occurred).toBe(true);
    // The line that breaks the news is quoted from the news on, as the checklist quotes it.
    expect(item.evidence).toEqual([{ seq: 4, quote: 'He passed away peacefully.' }]);

    const withIt = marked('david-forsyth', lines);
    const c = station('david-forsyth');
    const without = markChecklist(analyse(transcript(lines)), {
      ...c,
      checklist: c.checklist.filter((e) => e.polarity !== 'avoid'),
    });
    expect(without.avoid).toBeUndefined();
    expect(withIt.items).toEqual(without.items);
    expect([withIt.met, withIt.total]).toEqual([without.met, without.total]);
    const worth = without.met + 0.5 * without.partly;
    expect(withIt.score).toBe(Math.round((100 * (worth - 1)) / without.total));
    expect(withIt.score).toBeLessThan(without.score);
    expect(stationSummary(withIt)).toMatch(/To avoid, and it happened: Used a euphemism/);
  });

  it('costs nothing, and earns nothing, when the plain word is used', () => {
    const lines = [...OPENING, "I'm sorry, he died."];
    expect(avoid('david-forsyth', 'avoid-euphemism', lines)).toMatchObject({ occurred: false, evidence: [] });
    const c = station('david-forsyth');
    const without = markChecklist(analyse(transcript(lines)), {
      ...c,
      checklist: c.checklist.filter((e) => e.polarity !== 'avoid'),
    });
    const withIt = marked('david-forsyth', lines);
    expect(withIt.score).toBe(without.score);
    expect(stationSummary(withIt)).toBe(stationSummary(without));
  });

  it('does not count a euphemism made plain in the same line or the student’s next', () => {
    expect(
      avoid('david-forsyth', 'avoid-euphemism', ['She passed away. I am sorry, she died.']).occurred,
    ).toBe(false);
    expect(
      avoid('david-forsyth', 'avoid-euphemism', [
        'I am afraid she passed away.',
        'She died at twenty to four.',
      ]).occurred,
    ).toBe(false);
    // Made plain first, a later "since she passed away" is gentleness, not a euphemism instead of it.
    expect(
      avoid('david-forsyth', 'avoid-euphemism', [
        'I am so sorry, she died.',
        'Since she passed away we have kept her here.',
      ]).occurred,
    ).toBe(false);
    expect(
      avoid('david-forsyth', 'avoid-euphemism', [
        'We lost her at twenty to four.',
        'Would you like to see her?',
      ]).occurred,
    ).toBe(true);
    expect(avoid('david-forsyth', 'avoid-euphemism', ["I'm so sorry. She's gone."]).occurred).toBe(true);
    // A warning shot that she got worse is not a euphemism for her death.
    expect(
      avoid('david-forsyth', 'avoid-euphemism', [
        "I'm afraid she has gone downhill overnight.",
        'Would it be all right if I go through what happened?',
        "Her heart stopped and, I'm so sorry, she died.",
      ]).occurred,
    ).toBe(false);
  });

  it('marks "a growth" instead of cancer, and "lost the baby" instead of miscarriage, but not a plain telling', () => {
    expect(
      avoid('margaret-oconnell', 'avoid-euphemism', ['The biopsy showed a growth in your bowel.']).occurred,
    ).toBe(true);
    expect(
      avoid('margaret-oconnell', 'avoid-euphemism', [
        'The sample from the growth in your bowel shows that it is a cancer.',
      ]).occurred,
    ).toBe(false);
    // The growth found at her colonoscopy may be recalled before the result is given.
    expect(
      avoid('margaret-oconnell', 'avoid-euphemism', [
        'At your colonoscopy they found a growth and took a sample.',
        "I'm afraid the results are not what we had hoped.",
        'The sample shows that it is a cancer.',
      ]).occurred,
    ).toBe(false);
    expect(avoid('rachel-adeyemi', 'avoid-euphemism', ["I'm afraid you've lost the baby."]).occurred).toBe(
      true,
    );
    expect(
      avoid('rachel-adeyemi', 'avoid-euphemism', ["I'm afraid there's no heartbeat; this is a miscarriage."])
        .occurred,
    ).toBe(false);
    expect(
      avoid('rachel-adeyemi', 'avoid-euphemism', ['Have you lost the baby in a pregnancy before?']).occurred,
    ).toBe(false);
    // Hurtful however it is explained.
    expect(
      avoid('rachel-adeyemi', 'avoid-euphemism', [
        'This is a miscarriage, and we can remove the products of conception.',
      ]).occurred,
    ).toBe(true);
  });

  it('marks misgendering Alex, with the line, and not a clinician who uses his name and pronouns', () => {
    const wrong = avoid('alex-morgan', 'avoid-misgendering', [
      'Come in, Miss Morgan.',
      'Hello, Ms. Morgan, have a seat.',
    ]);
    expect(wrong.occurred).toBe(true);
    expect(wrong.evidence.map((e) => e.quote)).toEqual([
      'Come in, Miss Morgan.',
      'Hello, Ms. Morgan, have a seat.',
    ]);
    expect(
      avoid('alex-morgan', 'avoid-misgendering', [
        'To present him: Alex is a 26-year-old who has been low for three months, and she wants a referral.',
      ]).occurred,
    ).toBe(true);
    const right = avoid('alex-morgan', 'avoid-misgendering', [
      'Hi Alex, I am Dr Shah. What name and pronouns would you like me to use?',
      "I'm really sorry the screen and the receptionist called you Miss Morgan. I'll get your records changed today.",
      'So Alex, you have been low for three months, and he, I mean you, want a referral.',
      'In my letter I will say that he has been low since his nan died.',
      'How did your mum take it when you came out? Is she supportive now?',
      'Alex, does your mum know, and is she on your side?',
      'And Jamie, what pronouns do they use?',
    ]);
    expect(right).toMatchObject({ occurred: false, evidence: [] });
  });

  it('marks intrusive questions about gender and sexuality, and not the history the task needs', () => {
    expect(avoid('alex-morgan', 'avoid-intrusive', ['What was your birth name?']).occurred).toBe(true);
    expect(avoid('alex-morgan', 'avoid-intrusive', ['Have you had any surgery down there?']).occurred).toBe(
      true,
    );
    expect(
      avoid('alex-morgan', 'avoid-intrusive', [
        "You don't have to tell me your old name, and I won't ask about anything you haven't come for.",
        'Have you had any operations or been in hospital?',
        'Where are you up to with your transition, and what are you hoping for from the gender service?',
      ]).occurred,
    ).toBe(false);
    expect(avoid('daniel-cho', 'avoid-intrusive', ['When did you first know you were gay?']).occurred).toBe(
      true,
    );
    expect(avoid('daniel-cho', 'avoid-intrusive', ['Have you ever tried being with women?']).occurred).toBe(
      true,
    );
    expect(
      avoid('daniel-cho', 'avoid-intrusive', ['When did you decide to tell your parents you are gay?'])
        .occurred,
    ).toBe(false);
    expect(
      avoid('daniel-cho', 'avoid-intrusive', [
        'Are you seeing anyone at the moment?',
        'What kind of sex was it: anal, oral? Were you the receptive partner?',
        'Do your parents know you are gay, and how are you feeling about telling them?',
      ]).occurred,
    ).toBe(false);
    expect(avoid('riley-shaw', 'avoid-intrusive', ['Were you born female?']).occurred).toBe(true);
    expect(
      avoid('riley-shaw', 'avoid-intrusive', [
        'Are your partners men, women, or both?',
        'Was Callum born male, and does he have sex with men as well?',
        'Is it vaginal, anal or oral sex?',
      ]).occurred,
    ).toBe(false);
  });

  it('marks misgendering Riley, and not "she" or "he" about their partners', () => {
    expect(avoid('riley-shaw', 'avoid-misgendering', ['Thanks for coming in, young lady.']).occurred).toBe(
      true,
    );
    expect(
      avoid('riley-shaw', 'avoid-misgendering', [
        "I'm sorry your last GP called you young lady. How would you like me to refer to you?",
        'Riley, did Callum use a condom? Did he say he had been tested?',
        'Riley, does Jess have any symptoms, and has she been tested?',
        'And Riley, did he use a condom?',
      ]).occurred,
    ).toBe(false);
  });

  it('marks jargon left unexplained, and not a term explained in its sentence or in the next line', () => {
    expect(
      avoid('liam-brennan', 'avoid-jargon', ['Your EEG showed generalised spike and wave.']).occurred,
    ).toBe(true);
    expect(
      avoid('liam-brennan', 'avoid-jargon', [
        'Your EEG, the recording of your brainwaves, showed a pattern that fits epilepsy.',
      ]).occurred,
    ).toBe(false);
    expect(
      avoid('liam-brennan', 'avoid-jargon', [
        'Your EEG showed spike and wave.',
        'That is the test that recorded the electrical activity of your brain.',
      ]).occurred,
    ).toBe(false);
    expect(avoid('nadia-hussain', 'avoid-jargon', ['Risks are bleeding and perforation.']).occurred).toBe(
      true,
    );
    expect(
      avoid('nadia-hussain', 'avoid-jargon', [
        'Rarely the tube can make a small tear in the bowel, called a perforation.',
      ]).occurred,
    ).toBe(false);
    expect(avoid('mei-lin-zhou', 'avoid-jargon', ['Your hypertension needs treating.']).occurred).toBe(true);
    expect(
      avoid('mei-lin-zhou', 'avoid-jargon', ['Your blood pressure is high, what we call hypertension.'])
        .occurred,
    ).toBe(false);
  });

  it('marks blame for not taking a medicine, and not exploring why without judgement', () => {
    expect(
      avoid('mei-lin-zhou', 'avoid-blame', ["You've been non-compliant with your tablets."]).occurred,
    ).toBe(true);
    expect(avoid('mei-lin-zhou', 'avoid-blame', ['You should have told us you stopped.']).occurred).toBe(
      true,
    );
    expect(
      avoid('mei-lin-zhou', 'avoid-blame', [
        "I'm not saying you should have told us; lots of people stop their tablets.",
        'You should have been told that the ankles can swell.',
        'What made you decide to stop taking them?',
      ]).occurred,
    ).toBe(false);
  });

  it('gives a case without items to avoid the result it always had', () => {
    const r = marked('gareth-hughes', ['Hello, my name is Dr Shah. Where is the pain?']);
    expect(r).not.toHaveProperty('avoid');
  });
});
