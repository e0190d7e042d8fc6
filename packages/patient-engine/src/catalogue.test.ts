// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CONDITION_CATEGORIES, PersonaSchema, STYLES, type Persona } from '@practicum/personas';
import { RISK_QUESTION, converse, goodStudent, mixedScript, poorStudent } from '../test/scripted-students';
import { personaMaterial } from './material';
import { createPatientSession } from './session';
import { RISK_RAPPORT } from './style/profiles';

/**
 * Engine behaviour over the real persona catalogue: technique matters for every persona,
 * risk is disclosed only when asked directly with enough trust, and the patient never repeats a line
 * or leaves character.
 */
declare const performance: { now(): number };

const PERSONAS: Persona[] = CATALOGUE.map((p) => PersonaSchema.parse(p));
const ids = PERSONAS.map((p) => [p.id, p] as const);
const RISKY = PERSONAS.filter((p) => p.risk.level !== 'none').map((p) => [p.id, p] as const);

/** Phrases no patient line may ever contain. */
const OUT_OF_CHARACTER = [
  /\bas an? (ai|artificial intelligence|language model|assistant|chatbot)\b/i,
  /\blanguage model\b/i,
  /\bI(?:'m| am) (?:just |only )?(?:an? )?(?:ai|program|bot|chatbot|computer|robot|simulation|virtual assistant)\b/i,
  /\bI cannot\b/,
  /\b(chatgpt|openai|gpt-\d)\b/i,
  /\b(simulated|simulation|role-?play|persona|my character|in character)\b/i,
  /\b(how does that make you feel|it sounds like you|I hear you|let's explore|validate|cognitive distortion)\b/i,
  /\{\w+\}|\bundefined\b|\bnull\b|\bNaN\b|\[object/,
  /\b(he|she|they) (feels|thinks|says) that (I|he|she)\b/,
];

const RISK_TOPICS: readonly string[] = ['suicide', 'self_harm'];
const RISK_WORDS = [
  'suicid',
  'kill myself',
  'end my life',
  'end it all',
  'overdose',
  'self-harm',
  'self harm',
  'cut myself',
  'cutting',
  'my thighs',
  'razor',
  'blade',
  'not wake up',
  'better off dead',
  'want to die',
  'tablets in',
  'stockpil',
];

const depthOf = (p: Persona, id: string) => p.facts.find((f) => f.id === id)?.depth ?? 0;

describe('the persona catalogue the engine runs on', () => {
  it('has at least 50 personas, each valid', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(50);
    expect(PERSONAS).toHaveLength(CATALOGUE.length);
  });

  it('covers every style, and several risk personas', () => {
    for (const s of STYLES)
      expect(
        PERSONAS.some((p) => p.style === s),
        s,
      ).toBe(true);
    expect(RISKY.length).toBeGreaterThanOrEqual(3);
    expect(PERSONAS.every((p) => CONDITION_CATEGORIES.includes(p.condition_category))).toBe(true);
  });
});

describe.each(ids)('engine with %s', (_id, persona) => {
  it('rewards an empathic, reflective student with deeper disclosure than an interrogating, advice-giving one', () => {
    const good = converse(createPatientSession(persona, { seed: 7 }), goodStudent(persona), 10);
    const poor = converse(createPatientSession(persona, { seed: 7 }), poorStudent(persona), 10);
    const deep = (rows: typeof good) =>
      rows.flatMap((r) => r.turn.disclosed_fact_ids).filter((id) => depthOf(persona, id) >= 2);
    const goodEnd = good.at(-1)!.turn.state;
    const poorEnd = poor.at(-1)!.turn.state;
    expect(deep(good).length).toBeGreaterThan(deep(poor).length);
    expect(goodEnd.trust).toBeGreaterThan(poorEnd.trust + 0.2);
    // The poor student leaves the patient guarded: nothing deep, trust no higher than at the start.
    const start = createPatientSession(persona, { seed: 7 }).state();
    expect(poor.flatMap((r) => r.turn.disclosed_fact_ids).some((id) => depthOf(persona, id) === 3)).toBe(
      false,
    );
    expect(poorEnd.trust).toBeLessThanOrEqual(start.trust);
    expect(poorEnd.openness).toBeLessThan(goodEnd.openness);
  });

  it('never repeats a line verbatim in a 40-turn session, and never leaves character', () => {
    const session = createPatientSession(persona, { seed: 11 });
    const said = new Set<string>([session.opening().text]);
    const script = mixedScript(persona);
    expect(script.length).toBeGreaterThanOrEqual(40);
    for (const line of script) {
      const { text } = session.respond(line);
      expect(said.has(text), `repeated: ${text}`).toBe(false);
      said.add(text);
      for (const re of OUT_OF_CHARACTER) expect(text, `out of character (${re}): ${text}`).not.toMatch(re);
    }
  });

  it('stays in character with good and poor students too', () => {
    for (const student of [goodStudent(persona), poorStudent(persona)]) {
      for (const { turn } of converse(createPatientSession(persona, { seed: 5 }), student, 16)) {
        for (const re of OUT_OF_CHARACTER)
          expect(turn.text, `out of character: ${turn.text}`).not.toMatch(re);
      }
    }
  });

  it('keeps suicide and self-harm notes out of the material it may use unasked', () => {
    for (const m of personaMaterial(persona)) {
      expect(m.source, `${m.kind}: ${m.source}`).not.toMatch(
        /\b(suicid\w*|kill\w*|overdos\w*|cut|cuts|cutting|self.?harm\w*|harm\w* (her|him|them|my)sel\w*|hurt\w* (her|him|them|my)sel\w*|stockpil\w*|razor|blade|ligature|die|dying|want(s)? to die)\b/i,
      );
    }
  });

  it('gives the same conversation for the same seed, and different wording for another seed', () => {
    const run = (seed: number) =>
      converse(createPatientSession(persona, { seed }), goodStudent(persona), 10).map((r) => r.turn);
    expect(run(1)).toEqual(run(1));
    const a = run(1).map((t) => t.text);
    const b = run(2).map((t) => t.text);
    expect(a.some((t, i) => t !== b[i])).toBe(true);
  });

  it('never volunteers suicide or self-harm material unasked', () => {
    const session = createPatientSession(persona, { seed: 3 });
    const turns = converse(session, goodStudent(persona), 16).map((r) => r.turn);
    for (const line of mixedScript(persona).filter((l) => l !== RISK_QUESTION))
      turns.push(session.respond(line));
    // Risk words the persona uses about other things (a grandmother who died) do not count.
    const ordinary = [
      persona.opening_statement,
      ...persona.facts.filter((f) => !RISK_TOPICS.includes(f.topic)).map((f) => f.text),
    ]
      .join(' ')
      .toLowerCase();
    const telling = RISK_WORDS.filter((w) => !ordinary.includes(w));
    for (const t of turns) {
      expect(t.risk_disclosed).toBe(false);
      expect(t.text).not.toContain(persona.risk.disclosure);
      for (const w of telling) expect(t.text.toLowerCase(), `volunteered "${w}": ${t.text}`).not.toContain(w);
      for (const id of t.disclosed_fact_ids) {
        expect(['suicide', 'self_harm']).not.toContain(persona.facts.find((f) => f.id === id)?.topic);
      }
    }
  });
});

describe.each(RISKY)('risk disclosure with %s', (_id, persona) => {
  it('deflects when asked about suicide at the first turn', () => {
    const t = createPatientSession(persona, { seed: 3 }).respond(RISK_QUESTION);
    expect(t.risk_disclosed).toBe(false);
    expect(t.text).toContain(persona.risk.deflection);
    expect(t.text).not.toContain(persona.risk.disclosure);
  });

  it('discloses when asked directly once rapport is built', () => {
    const session = createPatientSession(persona, { seed: 3 });
    const student = goodStudent(persona);
    let last = null;
    let turns = 0;
    while (
      turns < 25 &&
      !(session.state().trust >= persona.risk.min_trust && session.state().rapport >= RISK_RAPPORT)
    ) {
      last = session.respond(student.next(last));
      turns++;
    }
    expect(turns, 'rapport never built').toBeLessThan(25);
    const t = session.respond(RISK_QUESTION);
    expect(t.risk_disclosed).toBe(true);
    // Word for word, though a lead-in ("Honestly, ...") may lower its first letter.
    expect(t.text.toLowerCase()).toContain(persona.risk.disclosure.toLowerCase());
  });
});

describe('engine speed', () => {
  // Typically about 0.5 ms a turn; the bound leaves room for a busy CI machine.
  it('answers a turn in under 20 ms on average', () => {
    const persona = PERSONAS[0];
    expect(persona).toBeDefined();
    converse(createPatientSession(persona!, { seed: 0 }), goodStudent(persona!), 10);
    const t0 = performance.now();
    let turns = 0;
    for (const p of PERSONAS.slice(0, 10)) {
      const s = createPatientSession(p, { seed: 1 });
      for (const line of mixedScript(p)) {
        s.respond(line);
        turns++;
      }
    }
    expect((performance.now() - t0) / turns).toBeLessThan(20);
  });
});
