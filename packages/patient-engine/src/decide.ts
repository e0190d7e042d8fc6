import { AGENDA_CUES, RISK_GATES, STANCE, STATION_SHOCK } from './tuning';
import type { Fact, Persona, Topic } from '@practicum/personas';
import type { RiskMove, UtteranceAnalysis } from '@practicum/coder';
import { answerContent, depthAllowed, materialMove, type DisclosureContext } from './disclosure';
import { answerRisk } from './risk';
import { chooseEmotion } from './emotion';
import { availableMaterial } from './material';
import type { ContentMove, ContentPlan, Stance } from './plan';
import { has, type StudentAct } from './schemas';
import { afterDisclosure, clamp, profileOf, type EngineState, type TurnSignals } from './state';
import { agendaCue, gatedFacts, stepNews } from './station';

/**
 * The patient's decision for one turn: react to what the student did (an unwelcome move first,
 * then being heard), answer what was asked as far as trust allows, add the touches of the persona's
 * style, and settle on an emotion. Returns the plan and the state after the turn.
 */
export interface Decision {
  plan: ContentPlan;
  facts: Fact[];
  riskDisclosed: boolean;
  ended: boolean;
  next: EngineState;
}

const OPENERS: readonly StudentAct[] = [
  'greeting',
  'small_talk',
  'agenda',
  'open_question',
  'other',
  'validation',
  'affirmation',
];

/** Risk questions about the patient's own safety: answered by the risk profile, never by a red flag. */
const SELF_DIRECTED: readonly RiskMove[] = ['wish_to_be_dead', 'suicidal_thoughts', 'self_harm'];

/**
 * What a fact about harming others is about: the words its keywords use for violence towards
 * someone. Asked about harm to others, the patient tells such a fact (as trust allows) and nothing
 * about its own safety.
 */
const TOWARDS_OTHERS =
  /^(others|other people|anyone|anybody|someone|somebody|harm|hurt|hit|push|pushed|violent|violence|physical|attack\w*|assault\w*|fight|weapon|knife|kill\w*|threat\w*|aggress\w*)$/;

function harmToOthersAnswer(ctx: DisclosureContext): { moves: ContentMove[]; facts: Fact[] } {
  const { persona, s, m } = ctx;
  const gated = gatedFacts(persona);
  const told = persona.facts.find(
    (f) =>
      !s.disclosed.includes(f.id) &&
      !gated.has(f.id) &&
      (m.factHits[f.id] ?? 0) > 0 &&
      f.keywords.some((k) => TOWARDS_OTHERS.test(k)) &&
      depthAllowed(f.depth, s, persona, true),
  );
  return told
    ? { moves: [{ kind: 'fact', fact: told, topic: told.topic }], facts: [told] }
    : { moves: [{ kind: 'no_harm_to_others' }], facts: [] };
}

/** A doctor asking to examine ("Could I have a listen to your chest?"): said yes to, not answered with history. */
const EXAMINING =
  /\b(examine|examination|ha(ve|d) a (quick )?(look|listen|feel)|listen to your|feel your|press on|take your (pulse|blood pressure|temperature)|check your (pulse|blood pressure|temperature|tummy|chest|back|ankles|legs|feet))\b/;

/** Lines that hurt: the patient reacts to them first and says nothing more of substance. */
const HURTFUL: readonly StudentAct[] = ['hostility', 'confrontation', 'invalidation'];

function stanceOf(
  persona: Persona,
  s: EngineState,
  acts: readonly StudentAct[],
  hurt: boolean,
  doubtful: boolean,
): Stance {
  if (hurt) {
    if (persona.style === 'hostile') return 'hostile';
    // People-pleasers placate and then close down; they never agree with being put down.
    if (persona.style === 'people_pleasing' || persona.style === 'guarded') return 'withdrawn';
    return 'defensive';
  }
  // A people-pleaser goes along with advice, but not with advice that may have been a put-down.
  if (persona.style === 'people_pleasing' && !doubtful && has(acts, 'advice', 'premature_reassurance'))
    return 'agreeable';
  if (s.openness < STANCE.guardedBelow) return persona.style === 'hostile' ? 'hostile' : 'guarded';
  if (s.trust >= STANCE.openTrust && s.openness >= STANCE.openOpenness) return 'open';
  return 'tentative';
}

function reactions(
  a: UtteranceAnalysis,
  s: EngineState,
  sig: TurnSignals,
  movedTo: Topic | undefined,
): ContentMove[] {
  const acts = a.acts;
  const moves: ContentMove[] = [];
  if (sig.riskIgnored) moves.push({ kind: 'react_risk_ignored', ...(movedTo ? { topic: movedTo } : {}) });
  else if (has(acts, 'hostility', 'confrontation')) moves.push({ kind: 'react_hurt' });
  else if (has(acts, 'invalidation')) moves.push({ kind: 'react_dismissed' });
  // A line that may have been meant well but had an edge: the patient is unsure how to take it
  // (never agrees with it), then goes on. Advice or reassurance with that edge is taken the same
  // way: some patients' answer to plain advice is to go along with it.
  else if (sig.doubtfulTone) moves.push({ kind: 'react_unsure' });
  else if (has(acts, 'advice')) moves.push({ kind: 'react_advice' });
  else if (has(acts, 'premature_reassurance')) moves.push({ kind: 'react_reassurance' });
  if (moves.length > 0 && has(acts, ...HURTFUL)) return moves;
  if (sig.interrogation && s.closedStreak % 2 === 1 && moves.length === 0)
    moves.push({ kind: 'react_interrogation' });
  if (sig.repeated) moves.push({ kind: 'react_repeat_question' });
  else if (sig.topicJump && moves.length === 0) moves.push({ kind: 'react_topic_jump' });
  // Unsure how to take the line, the patient does not also confirm it as well put.
  const unsure = moves.some((m) => m.kind === 'react_unsure');
  if (!unsure && has(acts, 'summary')) moves.push({ kind: 'ack_summary' });
  else if (!unsure && !sig.unclearReflection && has(acts, 'complex_reflection', 'simple_reflection')) {
    moves.push(
      sig.accurate ? { kind: 'ack_reflection' } : { kind: 'correct_reflection', detail: a.feelings[0]?.word },
    );
  }
  if (
    !unsure &&
    has(acts, 'validation') &&
    !moves.some((m) => m.kind === 'ack_reflection' || m.kind === 'ack_summary')
  ) {
    moves.push({ kind: 'ack_validation' });
  }
  if (!unsure && has(acts, 'affirmation'))
    moves.push({ kind: s.affirmStreak >= 3 ? 'react_flattery' : 'ack_affirmation' });
  if (has(acts, 'psychoeducation')) moves.push({ kind: 'react_psychoed' });
  if (has(acts, 'self_disclosure')) moves.push({ kind: 'react_self_disclosure' });
  const asked = has(acts, 'open_question', 'closed_question');
  if (has(acts, 'agenda') && !asked) moves.push({ kind: 'react_agenda' });
  if (has(acts, 'greeting') && s.turn > 1) moves.push({ kind: 'greet' });
  if (has(acts, 'small_talk')) moves.push({ kind: 'react_small_talk' });
  return moves;
}

export function decide(
  persona: Persona,
  s: EngineState,
  a: UtteranceAnalysis,
  sig: TurnSignals,
  ctx: DisclosureContext,
): Decision {
  const acts = a.acts;
  const p = profileOf(persona);
  const rng = ctx.rng;
  let moves: ContentMove[] = [];
  let facts: Fact[] = [];
  let topic: Topic | null = s.topic;
  let riskDisclosed = false;
  let told: TurnSignals['explained'] | null = null;
  let ended = false;
  let next: EngineState = { ...s };
  const firstTurn = !s.openingGiven && s.turn === 1;
  next.openingGiven = true;
  if (s.ended) moves.push({ kind: 'resume' });

  if (a.empty) {
    moves.push({ kind: 'silence' });
    if (s.openness >= 0.5 && s.topic) {
      const more = answerContent(ctx, 2);
      if (more.facts.length > 0)
        ({ moves, facts, topic } = {
          moves: [...moves, ...more.moves],
          facts: more.facts,
          topic: more.topic,
        });
    }
  } else if (has(acts, 'other_language')) {
    moves.push({ kind: 'react_other_language' });
  } else if (a.gibberish) {
    moves.push({ kind: 'confused' });
  } else if (
    has(acts, 'off_topic') &&
    // A medical history's question is never off topic to the patient who came with the problem.
    !ctx.station?.historyQuestion &&
    !has(acts, 'risk_screening', 'risk_followup', ...HURTFUL)
  ) {
    moves.push({ kind: 'react_off_topic' });
  } else if (a.meta) {
    moves.push({ kind: 'meta_probe' });
  } else if (has(acts, 'closing') && !has(acts, 'risk_screening')) {
    moves.push({ kind: 'closing' });
    ended = true;
  } else if (
    firstTurn &&
    acts.every((x) => OPENERS.includes(x)) &&
    a.identity === null &&
    (ctx.m.topics.length === 0 ||
      ['presenting_problem', 'mood', 'feelings_about_therapy'].includes(ctx.m.topics[0] as string))
  ) {
    const greets =
      /^\W*(\w+\W+){0,2}(hi|hiya|hello|hey|good (morning|afternoon|evening)|morning|afternoon)\b/i.test(
        persona.opening_statement,
      );
    if (has(acts, 'greeting') && !greets) moves.push({ kind: 'greet' });
    if (has(acts, 'small_talk')) moves.push({ kind: 'react_small_talk' });
    moves.push({ kind: 'opening', text: persona.opening_statement });
    topic = 'presenting_problem';
  } else {
    if (a.long && !a.normalized.sentences.at(-1)?.question) moves.push({ kind: 'overload' });
    const reacted = reactions(
      a,
      s,
      sig,
      ctx.m.topics.find((t) => t !== 'suicide' && t !== 'self_harm'),
    );
    told = sig.explained ?? null;
    const examined = persona.case !== undefined && has(acts, 'agenda') && EXAMINING.test(a.normalized.text);
    // Told about their condition, a patient takes it in and asks what it raises; nothing to confirm
    // or correct as if it were a reflection of their own words.
    moves.push(
      ...(told
        ? [
            ...reacted.filter(
              (m) =>
                !['ack_reflection', 'correct_reflection', 'react_psychoed', 'react_agenda'].includes(m.kind),
            ),
            { kind: 'take_in' as const, detail: told },
          ]
        : examined && !reacted.some((m) => m.kind === 'react_agenda')
          ? [...reacted, { kind: 'react_agenda' as const }]
          : reacted),
    );
    if (a.identity) moves.push({ kind: 'identity', detail: a.identity });
    const hurt = has(acts, ...HURTFUL) || sig.riskIgnored;
    if (hurt) {
      // Hurt, the patient says no more of substance this turn.
    } else if (
      (ctx.station?.redFlags.length ?? 0) > 0 &&
      !a.coding.risk.some((m) => SELF_DIRECTED.includes(m))
    ) {
      // A station's red flag about others (harm, weapons) is answered as the case wrote it, plainly.
      const flags = ctx.station!.redFlags.slice(0, 2);
      moves.push(...flags.map((f) => ({ kind: 'fact' as const, fact: f, topic: f.topic })));
      facts = flags;
      topic = flags[0]!.topic;
    } else if (
      a.coding.risk.includes('harm_to_others') &&
      !a.coding.risk.some((x) => SELF_DIRECTED.includes(x))
    ) {
      // Asked only about harming other people: the answer is about others, never the patient's
      // answer about suicide or self-harm.
      const others = harmToOthersAnswer(ctx);
      moves.push(...others.moves);
      facts = others.facts;
      if (facts[0]) topic = facts[0].topic;
    } else if (
      has(acts, 'risk_screening', 'risk_followup') ||
      (has(acts, 'safety_planning') && s.riskDisclosed)
    ) {
      const r = answerRisk(ctx);
      moves.push(...r.moves);
      facts = r.facts;
      topic = r.topic;
      riskDisclosed = r.riskDisclosed;
      next.riskAsks = s.riskAsks + 1;
      next.riskTalkTurn = next.turn;
      if (riskDisclosed) {
        next.riskDisclosed = true;
        next.riskDisclosedTurn = next.turn;
      }
    } else {
      const negative = has(acts, 'confrontation', 'advice', 'premature_reassurance');
      const asked = has(acts, 'open_question', 'closed_question');
      const listening = has(acts, 'simple_reflection', 'complex_reflection', 'validation', 'summary');
      const encouraged = a.encourager;
      const guardedStyle = persona.style === 'hostile' || persona.style === 'guarded';
      const chatting = has(acts, 'small_talk') && ctx.m.topics.length === 0;
      const wants =
        (asked || listening || encouraged) &&
        !chatting &&
        // A medical case has facts for its job and home: those identity questions look for them too.
        // A check of who the patient is (name, date of birth) is answered by the identity alone.
        !(
          a.identity &&
          !listening &&
          ctx.m.topics.length === 0 &&
          !(persona.case && (a.identity === 'job' || a.identity === 'home'))
        );
      if (told || examined) {
        // Taken in, or agreed to, above: no story of its own in answer to an explanation or to a
        // request to examine.
      } else if (wants && !(negative && (guardedStyle || !asked))) {
        const answer = answerContent(ctx, negative ? 1 : 3);
        // An identity question is answered already; add only a fact, not a refusal.
        if (!a.identity || answer.facts.length > 0) {
          moves.push(...answer.moves);
          facts = answer.facts;
          topic = answer.topic ?? topic;
        }
      } else if (moves.length === 0) {
        const material = availableMaterial(persona, s.topic, s.trust, ctx.saidMaterial);
        moves.push(
          material.length > 0 && a.normalized.words.length <= 12
            ? materialMove(ctx, material, s.topic)
            : { kind: 'confused' },
        );
      }
    }
  }

  // Asked their job or who they live with, a medical case's patient answers with what the case says
  // about it rather than the one-line demographics as well.
  if (persona.case && a.identity && facts.some((f) => f.depth === 1))
    moves = moves.filter((m) => m.kind !== 'identity');

  // A bad-news station: the news, how it was broken, and the patient's questions afterwards.
  const news = persona.case?.news
    ? stepNews(
        persona,
        s,
        a.normalized.sentences.map((x) => x.text),
        acts,
        (lines) => rng.pick(lines),
      )
    : null;
  if (news) {
    if (news.replace) {
      moves = [...news.moves];
      facts = [];
      ended = false;
    } else moves.push(...news.moves);
    next.station = news.station;
    if (news.shock) {
      next.openness = Math.min(next.openness, STATION_SHOCK.openness);
      next.trust = clamp(next.trust - STATION_SHOCK.trustLoss);
      next.distress = Math.max(next.distress, STATION_SHOCK.distress);
    }
  }

  const deepest = facts.reduce((d, f) => Math.max(d, f.depth), 0);
  const reacting = moves.some(
    (m) =>
      m.kind.startsWith('react_') &&
      m.kind !== 'react_psychoed' &&
      m.kind !== 'react_agenda' &&
      m.kind !== 'react_small_talk',
  );
  const talking = moves.some((m) => m.kind === 'fact' || m.kind === 'vague' || m.kind === 'hint_more');
  if (talking && !reacting && !riskDisclosed) {
    // After bad news a patient does not wander off into chatter.
    const grave = next.station.newsTurn >= 0;
    if (!grave && rng.chance(p.tangent)) moves.push({ kind: 'tangent' });
    else if (rng.chance(p.elaborate) && s.openness >= 0.35) {
      const extra = availableMaterial(persona, null, s.trust, ctx.saidMaterial, s.disclosed);
      if (extra.length > 0) moves.push({ ...materialMove(ctx, extra, null), kind: 'elaborate' });
    }
    if (deepest >= 2 && s.rapport >= 0.3 && rng.chance(p.questionBack)) moves.push({ kind: 'question_back' });
  }
  // A patient at risk who has not said so lets it show now and then, for a student who listens.
  const hinting =
    persona.risk.level !== 'none' &&
    !next.riskDisclosed &&
    talking &&
    !reacting &&
    s.turn >= 3 &&
    next.riskCues < RISK_GATES.unaskedHintsMax &&
    s.trust >= persona.risk.min_trust - RISK_GATES.unaskedHint &&
    !moves.some((m) => m.kind === 'risk_cue') &&
    rng.chance(RISK_GATES.unaskedHintChance);
  if (hinting) {
    moves.push({
      kind: 'risk_cue',
      topic: persona.risk.level === 'recent_self_harm' ? 'self_harm' : 'suicide',
    });
  }
  if (moves.some((m) => m.kind === 'risk_cue')) next.riskCues = s.riskCues + 1;
  // A medical case's patient hints at the concern behind the visit, early on, for a student who
  // picks it up (the concern itself still waits to be invited).
  const cue = persona.case ? agendaCue(persona, next.station.cuesGiven) : null;
  const concernsTold = persona.case?.agenda.concerns.every((id) => s.disclosed.includes(id)) ?? true;
  if (
    cue &&
    !concernsTold &&
    (talking || told !== null) &&
    !reacting &&
    !news?.replace &&
    s.turn >= AGENDA_CUES.fromTurn &&
    rng.chance(AGENDA_CUES.chance)
  ) {
    moves.push({ kind: 'say', text: cue });
    next.station = { ...next.station, cuesGiven: next.station.cuesGiven + 1 };
  }
  if (persona.style === 'hostile' && s.trust < 0.4 && !reacting && !ended && rng.chance(p.challenge))
    moves.push({ kind: 'challenge' });
  if (persona.style === 'people_pleasing' && talking && !ended && rng.chance(p.apologise))
    moves.push({ kind: 'apology' });
  if (p.hedge > 0 && talking && rng.chance(p.hedge)) {
    // A hedge goes just before what the patient tells, after any reaction to the student.
    const at = moves.findIndex((m) => m.kind === 'fact' || m.kind === 'vague' || m.kind === 'hint_more');
    moves.splice(Math.max(0, at), 0, { kind: 'filler' });
  }

  next = afterDisclosure(next, deepest, has(acts, 'validation', 'complex_reflection', 'simple_reflection'));
  next.topic = topic;
  next.lastDepth = deepest;
  next.disclosed = [...s.disclosed, ...facts.map((f) => f.id)];
  next.ended = ended;
  next.emotion = news?.emotion ?? chooseEmotion(persona, next, moves);
  const closedOnly = has(acts, 'closed_question') && !has(acts, 'open_question');
  const plan: ContentPlan = {
    persona,
    style: persona.style,
    stance: stanceOf(persona, next, acts, has(acts, ...HURTFUL) || sig.riskIgnored, sig.doubtfulTone),
    emotion: next.emotion,
    moves,
    brevity:
      closedOnly || next.openness < 0.3
        ? 'short'
        : persona.style === 'verbose' && next.openness >= 0.4
          ? 'long'
          : 'normal',
    studentActs: acts,
    turn: next.turn,
    namedFeeling: a.feelings[0]?.word,
  };
  return { plan, facts, riskDisclosed, ended, next };
}
