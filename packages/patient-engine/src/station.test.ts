// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, type Persona } from '@practicum/personas';
import { createPatientSession } from './session';

/**
 * A medical station's patient answers a history as patients do: the plain facts to a direct
 * question whatever the trust, the hidden agenda only when invited, a red flag only when asked.
 */
const CASES = CATALOGUE.map((p) => PersonaSchema.parse(p)).filter((p) => p.case !== undefined);
const gareth = CASES.find((p) => p.id === 'gareth-hughes') as Persona;

/** A student who listens and invites but never asks a history question or the ICE questions. */
const LISTENING = [
  'Hello, thanks for coming in.',
  'Tell me more about that.',
  'How has that been for you?',
  'Anything else?',
  'It sounds like it has been a hard few days.',
  'What else has been going on?',
  'Can you tell me more?',
  'I can hear that.',
  'How are things at home?',
  'Tell me a bit about yourself.',
  'Is there anything else I should know?',
  'Go on.',
];

const said = (p: Persona, lines: readonly string[], seed = 1) => {
  const s = createPatientSession(p, { seed });
  for (const l of lines) s.respond(l);
  return s.disclosedFactIds();
};

/** A plain question built from a cue: the first alternative of each group ("walk* + @pain" -> "Any walk pain at all?"). */
const FAMILY_FIRST: Record<string, string> = {
  pain: 'pain',
  symptom: 'pain',
  worry: 'worried',
  medicine: 'medication',
  family: 'family',
  smoke: 'smoke',
  drink: 'alcohol',
  worse: 'worse',
  better: 'better',
  spread: 'spread',
  feeling: 'feel',
  hard: 'hard',
};
export function askFromCue(cue: string): string {
  const words = cue.split(' + ').map((g) => {
    const first = g.split('|')[0]!.trim();
    return first.startsWith('@')
      ? (FAMILY_FIRST[first.slice(1)] ?? first.slice(1))
      : first.replace(/\*/g, '');
  });
  return `Any ${words.join(' ')} at all?`;
}

// Every case and every red flag: many sessions, so these take longer than one conversation.
const CATALOGUE_WIDE = { timeout: 120_000 };

describe('a medical station patient', () => {
  it('answers a direct history question with the fact even at low trust', () => {
    const s = createPatientSession(gareth, { seed: 3 });
    s.respond("Honestly, you're wasting my time, you should have gone to your GP.");
    const before = s.state().trust;
    const turn = s.respond('Where exactly is the pain?');
    expect(before).toBeLessThan(0.3);
    expect(turn.disclosed_fact_ids).toEqual(['pain-site']);
    expect(s.respond('Do you take any medicines? Any allergies?').disclosed_fact_ids.sort()).toEqual([
      'no-allergies',
      'ramipril',
    ]);
  });

  it('keeps its ideas, concerns and expectations until invited, then tells them', CATALOGUE_WIDE, () => {
    for (const p of CASES) {
      const agenda = [...p.case!.agenda.ideas, ...p.case!.agenda.concerns, ...p.case!.agenda.expectations];
      expect(
        said(p, LISTENING).filter((id) => agenda.includes(id)),
        p.id,
      ).toEqual([]);
    }
    const s = createPatientSession(gareth, { seed: 1 });
    for (const l of LISTENING.slice(0, 4)) s.respond(l);
    expect(
      s.respond('Is there anything in particular that is worrying you about it?').disclosed_fact_ids,
    ).toEqual(expect.arrayContaining(['concern-like-dad']));
    expect(s.respond('What do you think might be causing it?').disclosed_fact_ids).toEqual([
      'idea-indigestion',
    ]);
    expect(s.respond('What were you hoping we could do for you today?').disclosed_fact_ids).toEqual([
      'expects-tablets-and-home',
    ]);
  });

  it('tells a red flag only when asked about it specifically', CATALOGUE_WIDE, () => {
    for (const p of CASES) {
      const flags = p.case!.red_flags.map((f) => f.fact);
      expect(
        said(p, LISTENING).filter((id) => flags.includes(id)),
        p.id,
      ).toEqual([]);
      for (const f of p.case!.red_flags) {
        const s = createPatientSession(p, { seed: 2 });
        s.respond('Hello, what brings you in today?');
        const turn = s.respond(askFromCue(f.asked_by[0]!));
        expect(turn.disclosed_fact_ids, `${p.id}: ${f.id}`).toContain(f.fact);
      }
    }
  });

  it('hints at its concern unasked now and then, without telling it', () => {
    const lines = LISTENING.concat(LISTENING);
    const hinted = [1, 2, 3, 4, 5].some((seed) => {
      const s = createPatientSession(gareth, { seed });
      return lines.some((l) => gareth.case!.agenda.cues.some((c) => s.respond(l).text.includes(c)));
    });
    expect(hinted).toBe(true);
  });

  it('does not feel interrogated by a run of history questions', () => {
    const s = createPatientSession(gareth, { seed: 4 });
    s.respond("Hello, I'm one of the doctors. What's brought you in?");
    const start = s.state().trust;
    for (const q of [
      'Where is the pain?',
      'Does it spread anywhere?',
      'How bad is it out of ten?',
      'Is it constant or does it come and go?',
      'Any sweating or sickness?',
      'Any medical problems?',
      'Do you smoke?',
    ])
      s.respond(q);
    expect(s.state().trust).toBeGreaterThanOrEqual(start);
  });
});

describe('a medical station patient answers the question asked', () => {
  const eileen = CASES.find((p) => p.id === 'eileen-fraser') as Persona;

  it('confirms who they are when the doctor checks, without telling the history', () => {
    const s = createPatientSession(eileen, { seed: 7 });
    const turn = s.respond(
      "Hello, Mrs Fraser? I'm Dr Walsh, one of the doctors here. Can I just check your date of birth?",
    );
    expect(turn.disclosed_fact_ids).toEqual([]);
    expect(turn.text).toMatch(/that's (me|right)|Eileen/i);
  });

  it('asked again about something it told, says it again instead of the next thing in its notes', () => {
    const s = createPatientSession(eileen, { seed: 7 });
    s.respond("Hello, I'm Dr Walsh, one of the doctors here.");
    s.respond('Can you tell me what has been happening with the falls?');
    expect(s.disclosedFactIds()).toContain('three-falls');
    const again = s.respond('How many times have you fallen altogether?');
    expect(again.disclosed_fact_ids).toEqual([]);
    expect(again.text).toMatch(/three times/i);
    // The next question is about its own thing, not one question behind.
    expect(s.respond('When did the dizzy turns first start?').disclosed_fact_ids).toEqual(['dizzy-onset']);
    const twice = s.respond('Sorry, how long ago did they first start, did you say?');
    expect(twice.disclosed_fact_ids).toEqual([]);
    expect(twice.text).toMatch(/six weeks/i);
  });

  it('hears the topic a question is about before a word it shares with another fact', () => {
    const s = createPatientSession(eileen, { seed: 7 });
    expect(s.respond('Do you have a drink at all? How much in a week?').disclosed_fact_ids).toEqual([
      'sherry',
    ]);
  });
});

describe('a bad-news station patient leaves the news to the doctor', () => {
  const rachel = CASES.find((p) => p.id === 'rachel-adeyemi') as Persona;

  it('asked how they would like the results, says so, and does not tell the result itself', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = createPatientSession(rachel, { seed });
      s.respond("Hello, I'm Dr Moore, one of the doctors on the gynaecology team.");
      const turn = s.respond(
        'How would you like me to go through the results? Some people like all the detail.',
      );
      expect(turn.text, `seed ${seed}`).toMatch(/straight|everything|all of it/i);
      expect(turn.text, `seed ${seed}`).not.toMatch(/heartbeat|fetal pole|miscarriage/i);
    }
  });

  it('never says the news in its own notes, however the conversation goes', () => {
    const s = createPatientSession(rachel, { seed: 9 });
    for (const line of LISTENING) expect(s.respond(line).text).not.toMatch(/fetal pole|no heartbeat/i);
  });
});

describe('a consent station patient', () => {
  const nadia = CASES.find((p) => p.id === 'nadia-hussain') as Persona;

  it('asked whether they agree to go ahead, gives a decision', () => {
    for (const ask of ['Are you happy to go ahead?', 'Would you like to go ahead with the colonoscopy?']) {
      const s = createPatientSession(nadia, { seed: 4 });
      s.respond("Hello, I'm Dr Ellery, one of the doctors in the endoscopy team.");
      expect(s.respond(ask).text, ask).toMatch(/\b(yes|go ahead)\b/i);
    }
  });
});

describe('a medical station patient asked who they are', () => {
  it.each(['Are you Mr Zieliński? Have I said that right?', 'Am I speaking to Piotr Zieliński?'])(
    'confirms it to %j and tells no history yet',
    (line) => {
      const piotr = CASES.find((p) => p.id === 'piotr-zielinski') as Persona;
      const s = createPatientSession(piotr, { seed: 2 });
      const turn = s.respond(`Hello, I'm Dr Whitfield, one of the doctors here. ${line}`);
      expect(turn.disclosed_fact_ids).toEqual([]);
    },
  );
});
