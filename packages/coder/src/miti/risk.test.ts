// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { disclosesRisk } from './risk';
import { analyzeUtterance } from '../code';

describe('disclosesRisk', () => {
  it.each([
    'Some nights I think everyone would be better off if I was dead.',
    "I've been thinking about killing myself.",
    'I just do not want to be here any more.',
    'I cut myself again last night.',
    'I wish I could go to sleep and not wake up.',
    'I thought about taking all my pills.',
  ])('hears a disclosure in %j', (text) => {
    expect(disclosesRisk(text)).toBe(true);
  });

  it.each([
    'No, I would never hurt myself.',
    "I'm not suicidal, I'm just tired.",
    'Work has been killing me this week.',
    'I want to cut down on the wine.',
  ])('does not take %j for a disclosure', (text) => {
    expect(disclosesRisk(text)).toBe(false);
  });
});

describe('disclosesRisk across wordings', () => {
  it.each([
    "I've got the tablets put by in a tin in the shed, and when she's away in June, that's when.",
    "I've been cutting again.",
    'Everyone would be better off without me.',
    "I don't see the point in going on.",
    "I've looked up how many paracetamol it would take.",
    'Sometimes I think about driving into a tree on the way home.',
    "I'd rather be dead than go through another year of this.",
    "I've started giving my things away.",
    "I'm done with all of it. I can't do this any more.",
    "What's the point of living like this?",
    "I've written letters to the kids.",
    'I just want to go to sleep forever.',
  ])('hears %j', (text) => {
    expect(disclosesRisk(text)).toBe(true);
  });

  it.each([
    'I would never do anything to hurt myself, my kids need me.',
    'The point of going is to see my mum.',
    "I've been keeping my tablets in the kitchen so I remember them.",
  ])('does not take %j for a disclosure', (text) => {
    expect(disclosesRisk(text)).toBe(false);
  });

  it('hears a disclosure in the persona’s own words when its risk material is known', () => {
    const material = [
      "There's a tin in the shed. Sian's going to her sister's in June and I've thought that would be the time.",
    ];
    expect(
      disclosesRisk("Sian goes to her sister's in June. I thought that would be the time.", material),
    ).toBe(true);
    expect(disclosesRisk("Sian goes to her sister's in June.", material)).toBe(false);
  });
});

describe('disclosesRisk: passive risk through recklessness or high places', () => {
  it.each([
    "Some nights I just don't care if I crash on the way home.",
    "I've been going and standing on the bridge over the bypass.",
    'I look over the edge of the multi-storey and think how easy it would be.',
    'Part of me hopes I crash, honestly.',
    'Would it really matter if I died?',
    "I don't brake at the roundabout any more. It wouldn't matter.",
  ])('hears %j', (text) => {
    expect(disclosesRisk(text)).toBe(true);
  });

  it.each([
    'I drove over the bridge to see my sister.',
    "I don't care if it rains, I still walk the dog.",
    'We stood by the river and had a picnic.',
  ])('does not hear %j', (text) => {
    expect(disclosesRisk(text)).toBe(false);
  });
});

describe('follow-up after a disclosure', () => {
  const disclosure = 'Some nights I think everyone would be better off if I was gone.';
  const after = (text: string) =>
    analyzeUtterance(text, { previousPatient: disclosure, disclosure, riskRaised: true });
  it.each([
    ['Is there a particular way you have thought about?', 'method'],
    ['When these thoughts come, how long do they stay?', 'frequency'],
    ['Have you gone as far as getting anything together?', 'behaviour'],
    ['What would you need to feel safe tonight?', 'safety_planning'],
  ])('hears %j as %s, never as advice', (text, move) => {
    const a = after(text);
    expect(a.coding.risk).toContain(move);
    expect(a.acts).not.toContain('advice');
  });

  it('still hears "you need to" said as an instruction as advice', () => {
    expect(after('You need to throw those tablets away.').acts).toContain('advice');
  });
});

describe('medicines in a consultation', () => {
  it.each([
    'Are you taking any tablets at the moment?',
    'How do you feel about taking tablets?',
    'What are your thoughts about the tablets?',
    'You need to stop the iron tablets a week before the test.',
    'Do you take any pills for your blood pressure?',
  ])('hears %j as no risk move when risk has not come up', (text) => {
    const a = analyzeUtterance(text);
    expect(a.coding.risk).toEqual([]);
    expect(a.acts).not.toContain('risk_followup');
  });

  it('hears tablets as a question about means once a disclosure is in the conversation', () => {
    const disclosure = "I've thought about taking everything in the cupboard.";
    const a = analyzeUtterance('Do you have any tablets at home?', {
      previousPatient: disclosure,
      disclosure,
      riskRaised: true,
    });
    expect(a.coding.risk).toContain('means');
  });

  it('hears a medication history as no means question after a screening question met with a no', () => {
    const a = analyzeUtterance('Do you take any medication?', {
      previousPatient: 'No, nothing like that.',
      riskRaised: true,
    });
    expect(a.coding.risk).not.toContain('means');
    expect(a.acts).not.toContain('risk_followup');
  });

  it('hears access to medicines as a means question while risk is being talked about', () => {
    for (const text of ['Do you have tablets at home?', 'How many tablets have you got?'])
      expect(
        analyzeUtterance(text, { previousPatient: "I don't know. Maybe.", riskRaised: true }).coding.risk,
      ).toContain('means');
  });

  it('still hears a screening question about tablets', () => {
    expect(analyzeUtterance('Have you ever taken too many tablets on purpose?').coding.risk).toContain(
      'self_harm',
    );
  });
});

describe('injuries and adherence in a history', () => {
  it.each([
    'Did you hurt yourself when you fell?',
    'Did you injure yourself in the accident?',
    'Do you take your tablets every day?',
    'How often do you miss your tablets?',
  ])('hears %j as no risk screening', (text) => {
    const a = analyzeUtterance(text);
    expect(a.coding.risk).toEqual([]);
    expect(a.acts).not.toContain('risk_screening');
  });

  it.each([
    'Have you ever hurt yourself on purpose?',
    'Have you thought about taking all your tablets at once?',
    'Do you ever hurt yourself when things get too much?',
  ])('still hears %j as risk screening', (text) => {
    expect(analyzeUtterance(text).acts).toContain('risk_screening');
  });
});
