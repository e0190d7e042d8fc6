// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema, STYLES, type Persona, type Style } from '@practicum/personas';
import type { ContentMove, ContentPlan, MoveKind, RenderContext } from '../plan';
import { createRng } from '../prng';
import { outOfCharacter } from './guard';
import { templateRenderer } from './render';
import { RISK_DETAILS } from './risk';
import { normalizeLine, sentencesOf } from './text';
import { HURT } from './phrases-hurt';
import { REACT } from './phrases-react';

const PERSONAS: Persona[] = CATALOGUE.map((p) => PersonaSchema.parse(p));
const byId = (id: string) => PERSONAS.find((p) => p.id === id) as Persona;
const gareth = byId('gareth-pryce');
const vikram = byId('vikram-singh');

/** A session's memory of what was said, as the session gives it to a renderer. */
function memory(history: string[] = []) {
  const lines = new Set(history.map(normalizeLine));
  const sentences = new Set(history.flatMap(sentencesOf));
  return (turn: number): RenderContext => ({
    rng: createRng('render-test', turn),
    saidLine: (t) => lines.has(normalizeLine(t)),
    saidSentence: (t) => sentences.has(normalizeLine(t)),
    history,
  });
}

function say(persona: Persona, moves: ContentMove[], history: string[], turn: number, style?: Style): string {
  const plan: ContentPlan = {
    persona: style ? { ...persona, style } : persona,
    style: style ?? persona.style,
    stance: 'tentative',
    emotion: 'neutral',
    moves,
    brevity: 'normal',
    studentActs: [],
    turn,
  };
  const text = templateRenderer.render(plan, memory(history)(turn));
  history.push(text);
  return text;
}

/** Agreement with the student, praise of the line, or thanks: never a reaction to being hurt. */
const AGREEING =
  /\b(you're right|you are right|that's (well put|a good point|fair|true|right)|good point|well said|thank(s| you)|that makes sense|I agree|exactly|you're good at this)\b/i;

const CLAIMS_SAID =
  /\b(as I said|like I said|already (told|said)|nothing (more|new)|what else to add|said (all|most)|told you|said it all|been over|asked and answered|same as (before|I said)|keep up|main stuff|all there is|not much more to say|repeat myself|gone on about)\b/i;

describe('the words of a hurt, dismissed or unsure patient', () => {
  // A retort that opens "Yeah, ..." reads as agreement to anyone skimming the transcript, and to
  // the student: sarcasm has to be plain from its first word.
  it.each(['react_hurt', 'react_dismissed', 'react_unsure'] as const)(
    '%s never opens with yes or yeah',
    (kind) => {
      const bank = HURT[kind]!;
      const lines = Object.values(bank).flat();
      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) expect(line, line).not.toMatch(/^\W*(yes|yeah|yep|yup)\b/i);
    },
  );
});

describe('the words of a patient given advice or reassurance', () => {
  // Unasked-for advice meets resistance, not assent; only a people-pleaser goes along with it (on the
  // surface). A resigned "Yeah, people keep telling me that." reads as agreement, and when the
  // "advice" was a put-down the coder missed, as agreeing with the put-down.
  it.each(['react_advice', 'react_reassurance'] as const)(
    '%s never opens with yes or yeah, except from a people-pleaser',
    (kind) => {
      const bank = REACT[kind]!;
      const lines = Object.entries(bank)
        .filter(([style]) => style !== 'people_pleasing')
        .flatMap(([, words]) => words);
      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) expect(line, line).not.toMatch(/^\W*(yes|yeah|yep|yup)\b/i);
    },
  );
});

describe('reactions to hurt, dismissal, off-topic lines, another language and ignored risk', () => {
  const kinds: MoveKind[] = [
    'react_hurt',
    'react_dismissed',
    'react_off_topic',
    'react_other_language',
    'react_risk_ignored',
    'risk_cue',
  ];
  it.each(STYLES.flatMap((s) => kinds.map((k) => [s, k] as const)))(
    '%s patient, %s: something new each time, in character, never agreeing or thanking',
    (style, kind) => {
      const persona = { ...gareth, style };
      const history: string[] = [];
      const said = new Set<string>();
      for (let turn = 1; turn <= 4; turn++) {
        const move: ContentMove =
          kind === 'react_other_language'
            ? { kind, detail: 'French' }
            : kind === 'react_risk_ignored'
              ? { kind, topic: 'sleep' }
              : { kind };
        const text = say(persona, [move], history, turn);
        // More than the renderer's last-resort filler ("... I don't know.").
        const words = text.replace(
          /\.\.\.|I don't know\.|Anyway\.|Yeah\.|Hm\.|So\.|Sorry\.|Right\.|Mm\./g,
          '',
        );
        expect(words.trim().length, text).toBeGreaterThan(3);
        expect(outOfCharacter(text), text).toBe(false);
        expect(text).not.toMatch(/\{|\}|undefined/);
        if (kind !== 'risk_cue') expect(text, `${style} ${kind}`).not.toMatch(AGREEING);
        else expect(text).not.toMatch(/\b(suicid\w*|kill\w*)\b/i);
        for (const s of sentencesOf(text)) {
          if (s.split(' ').length >= 4) expect(said.has(s), `repeated: ${text}`).toBe(false);
          said.add(s);
        }
      }
    },
  );

  it('answers in English to a language the persona speaks, and names one it does not', () => {
    const welsh = say(gareth, [{ kind: 'react_other_language', detail: 'Welsh' }], [], 1, 'plain');
    expect(welsh).toMatch(/Welsh/);
    expect(welsh).toMatch(/English/);
  });

  it('cues risk by level without naming it', () => {
    for (const p of PERSONAS.filter((x) => x.risk.level !== 'none')) {
      const text = say(p, [{ kind: 'risk_cue' }], [], 1);
      expect(text, p.id).not.toMatch(/\b(suicid\w*|kill\w*|overdose|self-harm)\b/i);
      expect(text.length).toBeGreaterThan(10);
    }
  });
});

describe('risk follow-up questions', () => {
  it('for a plan, the method answer names the persona’s own means', () => {
    const g = say(gareth, [{ kind: 'risk_followup', detail: 'method' }], [gareth.risk.disclosure], 2);
    expect(g).toMatch(/tablets|tin/i);
    expect(g).not.toBe(gareth.risk.disclosure);
    const v = say(vikram, [{ kind: 'risk_followup', detail: 'method' }], [], 2);
    expect(v).toMatch(/bridge|motorway|car/i);
    const t = say(gareth, [{ kind: 'risk_followup', detail: 'timing' }], [], 3);
    expect(t).toMatch(/June/);
  });

  it('answers every follow-up for every risk persona and style, as far as it goes', () => {
    const details = RISK_DETAILS;
    for (const p of PERSONAS.filter((x) => x.risk.level !== 'none')) {
      for (const style of STYLES) {
        const history = [p.risk.disclosure];
        for (const [i, detail] of details.entries()) {
          const text = say(p, [{ kind: 'risk_followup', detail }], history, i + 2, style);
          expect(text.trim().length, `${p.id} ${detail}`).toBeGreaterThan(2);
          expect(outOfCharacter(text), text).toBe(false);
          expect(text, `${p.id} ${detail}`).not.toMatch(
            /\b(I'll do that|thank you for asking|thanks for asking)\b/i,
          );
          if (p.risk.level === 'recent_self_harm' && detail === 'method')
            expect(text, p.id).not.toMatch(/\b(bridge|pistol|gun|hang)\b/i);
        }
      }
    }
  });

  it('says only "never tried" for past attempts unless the persona’s words say otherwise', () => {
    const text = say(byId('ray-delgado'), [{ kind: 'risk_followup', detail: 'past_attempts' }], [], 2);
    expect(text).toMatch(/\b(no|never|haven't)\b/i);
  });
});

describe('nothing more to add, only about what was said', () => {
  it('never says it has said it all about a topic it has not talked about', () => {
    for (const p of PERSONAS.slice(0, 20)) {
      for (let turn = 1; turn <= 6; turn++) {
        const text = say(p, [{ kind: 'already_said', topic: 'sleep' }], [p.opening_statement], turn);
        expect(text, `${p.id}: ${text}`).not.toMatch(CLAIMS_SAID);
      }
    }
  });

  it('may say so once it has talked about the topic', () => {
    const told = gareth.facts.find((f) => f.topic === 'sleep')?.text as string;
    const texts = Array.from({ length: 6 }, (_, i) =>
      say(gareth, [{ kind: 'already_said', topic: 'sleep' }], [told], i + 1, 'plain'),
    );
    expect(texts.some((t) => CLAIMS_SAID.test(t))).toBe(true);
  });
});

describe('one reply, one answer', () => {
  it('never follows an agreeing acknowledgement with a "no, no" in the same reply', () => {
    const ethan = byId('ethan-park');
    for (let seed = 1; seed <= 40; seed++) {
      const text = say(
        ethan,
        [
          { kind: 'ack_reflection' },
          { kind: 'risk_deflection', text: ethan.risk.deflection },
          { kind: 'filler' },
        ],
        [],
        seed,
      );
      expect(text, text).toMatch(/No, no/);
      const before = text.slice(0, text.indexOf('No, no'));
      expect(before, text).not.toMatch(/\b(yes|yeah|exactly|that's it|pretty much|right)\b/i);
    }
  });
});
