import { STANCE } from './tuning';
import type { Fact, Persona, Topic } from '@practicum/personas';
import type { UtteranceAnalysis } from '@practicum/coder';
import { factualFacts, factualFallback, factualQuestion, medicalQuestions } from './history';
import { availableMaterial, mentions, type Material } from './material';
import type { ContentMove } from './plan';
import type { Rng } from './prng';
import { has } from './schemas';
import { profileOf, type EngineState } from './state';
import { DEPTH_OPENNESS, DEPTH_TRUST } from './style/profiles';
import { gatedFacts, isStation, type StationReading } from './station';
import type { TopicMatch } from './topics';

/**
 * What the patient is willing to say about the topic in question: undisclosed facts whose depth the
 * current trust allows (depth 3 only when invited), otherwise something vague, a hint that there
 * is more, a deflection, or a reminder of what was already said. Suicide and self-harm material is
 * handled by answerRisk alone and never volunteered.
 */
export interface DisclosureContext {
  persona: Persona;
  s: EngineState;
  a: UtteranceAnalysis;
  m: TopicMatch;
  rng: Rng;
  saidMaterial(m: Material): boolean;
  /** How a medical station hears the line (red flags asked, agenda invited); absent for therapy. */
  station?: StationReading;
}

export interface ContentAnswer {
  moves: ContentMove[];
  facts: Fact[];
  topic: Topic | null;
}

export const RISK_TOPICS: readonly Topic[] = ['suicide', 'self_harm'];
const GENERAL_ORDER: readonly Topic[] = [
  'presenting_problem',
  'mood',
  'anxiety',
  'thoughts',
  'sleep',
  'daily_life',
  'work',
  'school',
  'family',
  'partner',
  'friends',
];
const GENERIC_TOPICS: readonly Topic[] = [
  'presenting_problem',
  'mood',
  'feelings_about_therapy',
  'daily_life',
  'goals',
  'coping',
  'strengths',
];
const rank = (t: Topic) => {
  const i = GENERAL_ORDER.indexOf(t);
  return i < 0 ? GENERAL_ORDER.length : i;
};

export function depthAllowed(depth: number, s: EngineState, persona: Persona, invited: boolean): boolean {
  const shift = profileOf(persona).depthShift;
  if (depth <= 1) return s.openness >= DEPTH_OPENNESS[1];
  if (depth === 2) return s.trust >= DEPTH_TRUST[2] + shift && s.openness >= DEPTH_OPENNESS[2];
  return s.trust >= DEPTH_TRUST[3] + shift && s.openness >= DEPTH_OPENNESS[3] && invited;
}

/** Topics the student asked about, or the conversation's current topic when they followed it. */
function targetTopics(ctx: DisclosureContext): { topics: Topic[]; explicit: boolean } {
  const explicit = ctx.m.topics.filter((t) => !RISK_TOPICS.includes(t));
  if (explicit.length > 0) return { topics: explicit.slice(0, 2), explicit: true };
  if (ctx.s.topic && !RISK_TOPICS.includes(ctx.s.topic)) return { topics: [ctx.s.topic], explicit: false };
  return { topics: ['presenting_problem', 'mood'], explicit: false };
}

export function answerContent(ctx: DisclosureContext, maxDepth: 1 | 2 | 3): ContentAnswer {
  const { persona, s, a, m } = ctx;
  const acts = a.acts;
  const invited = has(acts, 'open_question', 'complex_reflection', 'summary');
  const closedOnly =
    has(acts, 'closed_question') && !has(acts, 'open_question', 'simple_reflection', 'complex_reflection');
  const { topics, explicit } = targetTopics(ctx);
  // Red flags and the hidden agenda are never part of an ordinary answer: they come out below,
  // when the line asks or invites them.
  const gated = gatedFacts(persona);
  const undisclosed = persona.facts.filter(
    (f) => !s.disclosed.includes(f.id) && !RISK_TOPICS.includes(f.topic) && !gated.has(f.id),
  );
  const station = stationAnswer(ctx);
  if (station) return station;
  const hit = (f: Fact) => m.factHits[f.id] ?? 0;
  // A patient who came to see a doctor answers a question about its history plainly whatever the
  // trust: a depth-1 fact the question names is told even to a student who has put them off.
  const plainHistory = isStation(persona) && has(acts, 'open_question', 'closed_question');
  const allowed = (f: Fact) =>
    f.depth <= maxDepth &&
    ((plainHistory && f.depth === 1 && hit(f) > 0) || depthAllowed(f.depth, s, persona, invited)) &&
    !(closedOnly && f.depth >= 2 && hit(f) === 0);

  const inTopic = undisclosed
    .filter((f) => topics.includes(f.topic) || hit(f) > 0)
    .sort(
      (x, y) => hit(y) - hit(x) || topics.indexOf(x.topic) - topics.indexOf(y.topic) || x.depth - y.depth,
    );
  // In a consultation, a question that names a fact of the case (a phrase of its own, or two of
  // its words) is about that fact, before any reading of the kind of question it is.
  // A line of several history questions ("Any medicines? Any allergies?") is answered ask by ask below.
  // What a consultation's patient could go on to in the same answer (only a station asks).
  const sayableInTopic = isStation(persona) ? inTopic.filter(allowed) : [];
  const named =
    isStation(persona) && medicalQuestions(a.normalized.text).length < 2
      ? pointedAnswer(ctx, gated, hit, allowed, 2, sayableInTopic)
      : null;
  if (named) return named;
  // A closed question about basic history gets a plain answer whatever the trust.
  const factual = has(acts, 'closed_question', 'open_question')
    ? factualQuestion(a.normalized.text, isStation(persona))
    : null;
  if (factual && isStation(persona)) {
    const plain: Fact[] = [];
    for (const ask of medicalQuestions(a.normalized.text)) {
      const f = factualFacts(persona, ask, undisclosed, hit, s.topic).find((x) => !plain.includes(x));
      if (f && plain.length < 2) plain.push(f);
    }
    if (plain.length > 0)
      return {
        moves: plain.map((f) => ({ kind: 'fact', fact: f, topic: f.topic })),
        facts: plain,
        topic: plain[0]!.topic,
      };
  }
  if (factual) {
    const plain = factualFacts(persona, factual, undisclosed, hit, s.topic)[0];
    if (plain)
      return {
        moves: [{ kind: 'fact', fact: plain, topic: plain.topic }],
        facts: [plain],
        topic: plain.topic,
      };
    const told = persona.facts.some(
      (f) => s.disclosed.includes(f.id) && factualFacts(persona, factual, [f], hit, s.topic).length > 0,
    );
    if (!told) return { moves: [factualFallback(persona, factual, s.topic)], facts: [], topic: s.topic };
  }
  const pointed = isStation(persona) ? pointedAnswer(ctx, gated, hit, allowed, 1, sayableInTopic) : null;
  if (pointed) return pointed;
  const limit =
    profileOf(persona).factsPerTurn > 1 && s.openness >= STANCE.twoFactsOpenness && !closedOnly ? 2 : 1;
  const chosen: Fact[] = [];
  for (const f of inTopic) {
    if (chosen.length >= limit) break;
    if (!allowed(f)) continue;
    if (chosen.some((c) => c.depth === 3) || (chosen.length > 0 && f.depth === 3)) continue;
    chosen.push(f);
  }
  const topic = topics[0] ?? null;
  if (chosen.length > 0) {
    return {
      moves: chosen.map((f) => ({ kind: 'fact', fact: f, topic: f.topic })),
      facts: chosen,
      topic: chosen[0]?.topic ?? topic,
    };
  }
  if (topic === null) return { moves: [{ kind: 'vague' }], facts: [], topic };

  const locked = inTopic.length > 0;
  const everInTopic = persona.facts.some((f) => f.topic === topic);
  const material = availableMaterial(persona, topic, s.trust, ctx.saidMaterial);
  // Invited to go on but with nothing more it is ready to say here, the patient moves on by itself
  // to something it can say (never to depth 3, which is only ever said when asked).
  const invitedOn =
    !explicit &&
    has(acts, 'open_question', 'simple_reflection', 'complex_reflection', 'validation', 'summary');
  const elsewhere = (): Fact | undefined =>
    invitedOn && s.openness >= STANCE.moveOnOpenness
      ? undisclosed
          .filter((f) => f.depth <= Math.min(maxDepth, 2) && depthAllowed(f.depth, s, persona, false))
          .sort((x, y) => rank(x.topic) - rank(y.topic) || x.depth - y.depth)[0]
      : undefined;
  if (locked) {
    if (s.openness < STANCE.deflectBelow) return { moves: [{ kind: 'deflect', topic }], facts: [], topic };
    const next = elsewhere();
    const moves: ContentMove[] = [];
    if (next) {
      if (ctx.rng.chance(STANCE.hintMoreChance)) moves.push({ kind: 'hint_more', topic });
      return {
        moves: [...moves, { kind: 'fact', fact: next, topic: next.topic }],
        facts: [next],
        topic: next.topic,
      };
    }
    if (material.length > 0 && ctx.rng.chance(STANCE.materialChance))
      moves.push(materialMove(ctx, material, topic));
    else if (ctx.rng.chance(STANCE.sayMoreChance)) {
      const more = moreToSay(ctx, topic);
      if (more) moves.push(more);
    }
    moves.push({ kind: 'hint_more', topic });
    return { moves, facts: [], topic };
  }
  if (everInTopic) {
    const next = elsewhere();
    if (next)
      return { moves: [{ kind: 'fact', fact: next, topic: next.topic }], facts: [next], topic: next.topic };
    if (material.length > 0) return { moves: [materialMove(ctx, material, topic)], facts: [], topic };
    // Before "nothing more to say": a feeling about what it told, a consequence, an example, or
    // something from its notes it has not said yet.
    const more = moreToSay(ctx, topic);
    if (more) return { moves: [more], facts: [], topic };
    return { moves: [{ kind: 'already_said', topic }], facts: [], topic };
  }
  // Invited to go on by a student who listens, the patient says something new it is ready to say
  // rather than circling its notes: warmth draws out more of the story than a checklist does.
  const volunteered = elsewhere();
  if (volunteered)
    return {
      moves: [{ kind: 'fact', fact: volunteered, topic: volunteered.topic }],
      facts: [volunteered],
      topic: volunteered.topic,
    };
  if (material.length > 0) return { moves: [materialMove(ctx, material, topic)], facts: [], topic };
  if (
    explicit &&
    !GENERIC_TOPICS.includes(topic) &&
    has(acts, 'open_question', 'closed_question') &&
    !mentions(persona, topic)
  )
    return { moves: [{ kind: 'no_issue', topic }], facts: [], topic: s.topic };
  const more = explicit ? null : moreToSay(ctx, topic);
  return { moves: [more ?? { kind: 'vague', topic }], facts: [], topic };
}

const CONSENTS = [
  "Yes. I think so. I'd rather know what's going on.",
  "Yes, I'll go ahead. Can I take the leaflet home to read as well?",
  "I think so, yes. It's a lot to take in, but yes.",
];

/**
 * A consultation's question is about what its words name. When they point to facts of the case,
 * the patient answers with the one they point to most (a depth-1 fact at any trust, as a patient
 * answers their doctor; deeper ones as trust allows: `allowed`) and, asked again about something
 * already told, says it again briefly. Never the next untold fact in its notes instead: that answers
 * a question nobody asked, and every later answer slips one question behind.
 */
function pointedAnswer(
  ctx: DisclosureContext,
  gated: ReadonlySet<string>,
  hit: (f: Fact) => number,
  allowed: (f: Fact) => boolean,
  /** The keyword weight the answer's fact needs (a phrase counts two). */
  least: number,
  /** What else the patient could go on to in the same answer (the topic's untold facts it may say). */
  more: readonly Fact[],
): ContentAnswer | null {
  const { persona, s, a, m } = ctx;
  if (!has(a.acts, 'open_question', 'closed_question')) return null;
  // A fact of the topic the question is most about outranks one that merely shares a word with it
  // ("a drink" is alcohol, not the water tablet's trips to the toilet).
  const score = (f: Fact) => hit(f) + (f.topic === m.topics[0] ? 1 : 0);
  const byScore = (x: Fact, y: Fact) => score(y) - score(x) || x.depth - y.depth;
  const named = persona.facts.filter((f) => hit(f) > 0 && !RISK_TOPICS.includes(f.topic));
  if (named.length === 0) return null;
  const sayable = (f: Fact) => !gated.has(f.id) && allowed(f);
  const fresh = named.filter((f) => !s.disclosed.includes(f.id) && sayable(f)).sort(byScore);
  const told = named.filter((f) => s.disclosed.includes(f.id)).sort(byScore)[0];
  const top = fresh[0];
  // Said again only on clear evidence: the question names the told fact (a phrase of its own, or
  // two of its words) and clearly more than anything untold. One shared word is too little for
  // "as I said", and something new the question points to is the likelier answer.
  if (told && hit(told) >= Math.max(2, least) && (!top || hit(told) >= hit(top) + 2))
    return { moves: [{ kind: 'already_said', topic: told.topic, fact: told }], facts: [], topic: told.topic };
  if (!top || hit(top) < least) return null;
  // An open patient may add a second thing the question points to, as in any answer.
  const two =
    profileOf(persona).factsPerTurn > 1 &&
    s.openness >= STANCE.twoFactsOpenness &&
    has(a.acts, 'open_question', 'simple_reflection', 'complex_reflection');
  const also = two
    ? [...fresh.slice(1), ...more].find((f) => f !== top && f.depth < 3 && top.depth < 3)
    : fresh.find((f) => f !== top && score(f) === score(top));
  const chosen = also ? [top, also] : [top];
  return {
    moves: chosen.map((f) => ({ kind: 'fact', fact: f, topic: f.topic })),
    facts: chosen,
    topic: chosen[0]!.topic,
  };
}

/**
 * A medical station's held-back facts, when this line draws them: red flags asked about
 * specifically, told plainly at any trust (a patient answers the doctor's question); the ideas,
 * concerns or expectations the line invites, told once the patient is open enough to talk about
 * worries at all. At most two facts, red flags first.
 */
function stationAnswer(ctx: DisclosureContext): ContentAnswer | null {
  const r = ctx.station;
  if (!r) return null;
  // Asked for their decision, a patient gives one: yes, as most do once it has been explained,
  // often with a wish to read about it first. Any worry they still hold they have said when asked.
  if (r.consentAsked)
    return { moves: [{ kind: 'say', text: ctx.rng.pick(CONSENTS) }], facts: [], topic: ctx.s.topic };
  const facts = [...r.redFlags];
  if (r.agenda.length > 0 && ctx.s.openness >= DEPTH_OPENNESS[2]) facts.push(...r.agenda);
  else if (r.agenda.length > 0 && facts.length === 0) {
    const topic = r.agenda[0]!.topic;
    return { moves: [{ kind: 'deflect', topic }], facts: [], topic };
  }
  const chosen = facts.slice(0, 2);
  if (chosen.length === 0) return null;
  return {
    moves: chosen.map((f) => ({ kind: 'fact', fact: f, topic: f.topic })),
    facts: chosen,
    topic: chosen[0]!.topic,
  };
}

/**
 * Something new the patient can add when it has told all it will about the topic: first what it
 * can add about the facts it has told (on this topic, then any), then notes not yet used.
 */
function moreToSay(ctx: DisclosureContext, topic: Topic): ContentMove | null {
  const { persona, s } = ctx;
  const all = availableMaterial(persona, null, s.trust, ctx.saidMaterial, s.disclosed);
  const here = all.filter((m) => m.kind === 'elaboration' && m.topics.includes(topic));
  const told = all.filter((m) => m.kind === 'elaboration');
  const notes = all.filter((m) => m.kind !== 'elaboration');
  // A note of its own reads more naturally than a feeling about some other topic told earlier.
  const pool = here.length > 0 ? here : notes.length > 0 ? notes : told;
  if (pool.length === 0) return null;
  const m = materialMove(ctx, pool, topic);
  return { ...m, kind: 'elaborate' };
}

export function materialMove(
  ctx: DisclosureContext,
  material: readonly Material[],
  topic: Topic | null,
): ContentMove {
  const m = ctx.rng.pick(material);
  return { kind: 'vague', topic: topic ?? undefined, text: m.source, detail: m.kind };
}
