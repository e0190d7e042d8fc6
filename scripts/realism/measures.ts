/**
 * One function per realism measure. Each runs held-out probes through the public APIs of the patient
 * engine and the scorer only, and returns plain figures (a rate with its n, plus a few diagnostics).
 */
import { outOfCharacter, type PatientTurn } from '@practicum/patient-engine';
import { type Persona } from '@practicum/personas';
import { buildInsights, codeTranscript } from '@practicum/scoring';
import {
  ADVERSARIAL,
  CLOSED_FACTUAL,
  COLD_LINES,
  COLD_RISK_QUESTIONS,
  DISMISS_DISCLOSURE,
  HURTFUL,
  METHOD_PLAN_QUESTIONS,
  OFF_TOPIC,
  OPENING_QUESTIONS,
  RISK_QUESTIONS,
  flatten,
} from './probes';
import {
  RISK_TURNS,
  actsOf,
  factsOf,
  newSession,
  pick,
  replay,
  runGoodStudent,
  toScoringTranscript,
  trustOf,
  warmUpLines,
  wordCount,
} from './student';
import { DISCLOSURES, FIT_SESSIONS, ignoredDisclosureTranscript, sessionUtterances } from './transcripts';

export interface Rate {
  rate: number | null;
  hits: number;
  n: number;
}

export function rate(hits: number, n: number): Rate {
  return { rate: n > 0 ? round(hits / n, 3) : null, hits, n };
}

export function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function mean(xs: readonly number[]): number | null {
  const ok = xs.filter((x) => Number.isFinite(x));
  return ok.length > 0 ? round(ok.reduce((a, b) => a + b, 0) / ok.length, 4) : null;
}

function median(xs: readonly number[]): number | null {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? null) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function short(text: string, max = 140): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** Per-category tallies. */
class Tally {
  private readonly m = new Map<string, { hits: number; n: number }>();
  add(key: string, hit: boolean): void {
    const e = this.m.get(key) ?? { hits: 0, n: 0 };
    e.n++;
    if (hit) e.hits++;
    this.m.set(key, e);
  }
  toJSON(): Record<string, Rate> {
    return Object.fromEntries([...this.m].map(([k, v]) => [k, rate(v.hits, v.n)]));
  }
  /** Keys with the lowest rate first. */
  worst(limit: number): { key: string; rate: number | null; n: number }[] {
    return [...this.m]
      .map(([key, v]) => ({ key, rate: rate(v.hits, v.n).rate, n: v.n }))
      .sort((a, b) => (a.rate ?? 0) - (b.rate ?? 0))
      .slice(0, limit);
  }
  /** Keys with the highest rate first. */
  top(limit: number): { key: string; rate: number | null; n: number }[] {
    return this.worst(Number.POSITIVE_INFINITY).reverse().slice(0, limit);
  }
}

/** Agreement or thanks at the start of a reply, or unmistakable agreement anywhere in it. */
const AGREEMENT_OPENER =
  /^\W*(?:yes|yeah|yep|yup|exactly|absolutely|definitely|of course|true|agreed|i agree|fair (?:enough|point)|good point|you'?re (?:so |quite |absolutely )?right|you are right|that'?s (?:so |very |really |quite )?(?:true|fair|right|helpful)|thank you|thanks|that'?s (?:really |very )?well put|well put|that makes (?:a lot of |so much )?sense|i'?ll do that|i will do that|i'?ll try that|okay,? i'?ll)\b/i;
const AGREEMENT_ANYWHERE =
  /\b(?:you'?re (?:so |quite |absolutely )?right|you are right|thank you|thanks for (?:saying|that|pointing|being)|that'?s (?:really |very )?well put|good point|that makes (?:a lot of |so much )?sense|i'?ll do that|i will do that|i'?ll try that)\b/i;

export function agrees(reply: string): boolean {
  return AGREEMENT_OPENER.test(reply) || AGREEMENT_ANYWHERE.test(reply);
}

/** Agreement to act on advice ("I'll do that this week"). */
const TAKES_ADVICE =
  /\b(?:i'?ll (?:do|try) (?:that|it)|i will (?:do|try) (?:that|it)|i'?ll give (?:it|that) a (?:go|try)|i can do that|i'?ll start (?:this|next) week|(?:this|next) week,? i'?ll|(?:that'?s )?a good idea|sounds like a plan)\b/i;

const NOTHING_NEW =
  /(?:nothing new|i don'?t know what else|i'?ve (?:already )?(?:said|told you)|i already (?:said|told you)|like i said|as i said|i said that|nothing (?:else|more) to (?:say|add))/i;

const REFUSAL =
  /(?:i'?d rather not|not (?:ready|comfortable)|don'?t want to (?:talk|say|get into|go into)|none of your business|why do you (?:want|need) to know|not (?:going|gonna) (?:to )?(?:say|tell|answer)|can we (?:not|skip)|^\W*i don'?t know\W*$)/i;

const TIME_EXPR =
  /\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple|several|many)\s+(?:of\s+)?(?:days?|weeks?|months?|years?|hours?|decades?)\b|\b(?:since|ago|last (?:year|month|week|summer|winter|spring|autumn|christmas|term)|ever since|days|weeks|months|years|january|february|march|april|june|july|august|september|october|november|december|christmas|summer|winter|spring|autumn|childhood|always|forever|started|began|teens?|twenties|thirties|recently|lately|a (?:good |long )?while|ages|(?:19|20)\d\d)\b/i;

const MEDICINE =
  /\b(?:medications?|medicines?|meds|tablets?|pills?|prescri\w*|antidepressants?|sertraline|fluoxetine|citalopram|escitalopram|mirtazapine|venlafaxine|propranolol|diazepam|lorazepam|quetiapine|olanzapine|lithium|methadone|inhaler|gp|doctor|dose|mg|not on anything|not taking anything|nothing prescribed|offered me anything|no,? nothing|not at the moment|been given anything)\b/i;

const PERSON =
  /\b(?:mum|mom|dad|mother|father|parents?|husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|son|daughter|kids?|children|baby|brother|sister|siblings?|flat ?mates?|house ?mates?|room ?mates?|friends?|nan|gran|grandma|grandmother|grandad|grandfather|family|alone|on my own|by myself|nobody|no one|cat|dog|aunt|uncle|cousin)\b/i;

/** A plain yes or no, which answers a yes/no question ("Are you on any medication?" "No."). */
const YES_NO = /^\W*(?:yes|yeah|yep|no|nope|nah|nothing|not really)\b/i;

const AI_WORDS = /\b(as an ai|language model|system prompt|assistant|openai|chatgpt)\b/i;

function isEmptyReply(turn: PatientTurn): boolean {
  if (factsOf(turn).length > 0) return false;
  return NOTHING_NEW.test(turn.text) || wordCount(turn.text) < 4;
}

interface WarmProbe {
  before: number;
  after: number;
  reply: string;
  turn: PatientTurn;
  lines: string[];
  opening: PatientTurn;
  turns: PatientTurn[];
}

/** Warm-up (three good turns), then one probe line; trust before and after the probe. */
function afterWarmUp(persona: Persona, warm: readonly string[], probe: string): WarmProbe {
  const lines = [...warm, probe];
  const { opening, turns } = replay(persona, lines);
  const turn = turns[turns.length - 1];
  if (!turn) throw new Error('no turn');
  return {
    before: trustOf(turns[turns.length - 2]),
    after: trustOf(turn),
    reply: turn.text,
    turn,
    lines,
    opening,
    turns,
  };
}

/**
 * The wordings one persona hears: all of them, or a window of `perPersona` that slides by 7 per
 * persona, so every wording is heard by about the same number of personas of every kind.
 */
function wordingsFor<T>(all: readonly T[], personaIndex: number, perPersona?: number): T[] {
  if (!perPersona || perPersona >= all.length) return [...all];
  return Array.from({ length: perPersona }, (_, k) => pick(all, personaIndex * 7 + k));
}

export interface Options {
  /** Sample this many wordings per persona for the cross-product measures (default: all). */
  perPersona?: number;
}

// 1. Hurtful lines lower trust, and are not met with agreement.
export function hurtful(personas: readonly Persona[], opts: Options = {}) {
  const probes = flatten(HURTFUL);
  const lowers = new Tally();
  const agreed = new Tally();
  const deltas: number[] = [];
  const agreementExamples: string[] = [];
  let hits = 0;
  let agreeHits = 0;
  let n = 0;
  personas.forEach((persona, i) => {
    const warm = warmUpLines(persona, i);
    for (const p of wordingsFor(probes, i, opts.perPersona)) {
      const r = afterWarmUp(persona, warm, p.text);
      const lower = r.after < r.before;
      const agree = agrees(r.reply);
      n++;
      if (lower) hits++;
      if (agree) agreeHits++;
      lowers.add(p.category, lower);
      agreed.add(p.category, agree);
      deltas.push(r.after - r.before);
      if (agree && agreementExamples.length < 4) {
        agreementExamples.push(`${persona.id} (${persona.style}): “${p.text}” → “${short(r.reply)}”`);
      }
    }
  });
  return {
    hurtful_lowers_trust: { ...rate(hits, n), mean_trust_delta: mean(deltas), by_category: lowers.toJSON() },
    hurtful_met_with_agreement: {
      ...rate(agreeHits, n),
      by_category: agreed.toJSON(),
      examples: agreementExamples,
    },
  };
}

/**
 * 1b. The hand-labelled single lines of one conduct-lines file, each played to one persona (in turn)
 * after the same warm-up as the hurtful probes: the share of harmful lines that lower trust and that
 * are met with agreement, and the share of acceptable lines that lower trust. It is the hurtful
 * measure on wordings written by one author apart from the code.
 */
export function conductLinesThroughEngine(
  personas: readonly Persona[],
  lines: readonly { text: string; label: string }[],
) {
  const lowers = new Tally();
  let harmLowered = 0;
  let harmAgreed = 0;
  let harmN = 0;
  let okLowered = 0;
  let okN = 0;
  const agreementExamples: string[] = [];
  lines.forEach((line, i) => {
    const index = i % personas.length;
    const persona = personas[index]!;
    const r = afterWarmUp(persona, warmUpLines(persona, index), line.text);
    const lower = r.after < r.before;
    if (line.label === 'acceptable') {
      okN++;
      if (lower) okLowered++;
      return;
    }
    harmN++;
    if (lower) harmLowered++;
    if (agrees(r.reply)) {
      harmAgreed++;
      if (agreementExamples.length < 6)
        agreementExamples.push(`${persona.id} (${persona.style}): “${line.text}” → “${short(r.reply)}”`);
    }
    lowers.add(line.label, lower);
  });
  return {
    harmful_lowers_trust: { ...rate(harmLowered, harmN), by_label: lowers.toJSON() },
    harmful_met_with_agreement: { ...rate(harmAgreed, harmN), examples: agreementExamples },
    acceptable_lowers_trust: rate(okLowered, okN),
  };
}

// 2. Off-topic chatter does not build trust.
export function offTopic(personas: readonly Persona[], opts: Options = {}) {
  const deltas: number[] = [];
  const byWording = new Tally();
  let hits = 0;
  let n = 0;
  personas.forEach((persona, i) => {
    const warm = warmUpLines(persona, i);
    for (const text of wordingsFor(OFF_TOPIC, i, opts.perPersona)) {
      const r = afterWarmUp(persona, warm, text);
      const raised = r.after > r.before;
      n++;
      if (raised) hits++;
      byWording.add(text, raised);
      deltas.push(r.after - r.before);
    }
  });
  return {
    off_topic_raises_trust: {
      ...rate(hits, n),
      mean_trust_delta: mean(deltas),
      most_raising_wordings: byWording.top(4),
    },
  };
}

interface CodingLike {
  seq?: unknown;
  risk?: unknown;
}

// 3. Natural risk questions are recognised by the engine and by the scorer's coder.
export function riskQuestionRecognised(personas: readonly Persona[], opts: Options = {}) {
  const probes = flatten(RISK_QUESTIONS);
  const engine = new Tally();
  const scorer = new Tally();
  const both = new Tally();
  const byWording = new Tally();
  let engineHits = 0;
  let scorerHits = 0;
  let bothHits = 0;
  let scorerMeasured = 0;
  let n = 0;
  personas.forEach((persona, i) => {
    const warm = warmUpLines(persona, i);
    for (const p of wordingsFor(probes, i, opts.perPersona)) {
      const r = afterWarmUp(persona, warm, p.text);
      const byEngine = actsOf(r.turn).includes('risk_screening');
      const transcript = toScoringTranscript(r.opening, r.lines, r.turns);
      const lastStudent = [...transcript.utterances].reverse().find((u) => u.speaker === 'student');
      const codings = codeTranscript(transcript) as readonly CodingLike[];
      const coding = codings.find((c) => c.seq === lastStudent?.seq);
      const riskField = coding && Array.isArray(coding.risk) ? (coding.risk as unknown[]) : null;
      if (riskField !== null) scorerMeasured++;
      const byScorer = riskField !== null && riskField.length > 0;
      n++;
      if (byEngine) engineHits++;
      if (byScorer) scorerHits++;
      if (byEngine && byScorer) bothHits++;
      engine.add(p.category, byEngine);
      scorer.add(p.category, byScorer);
      both.add(p.category, byEngine && byScorer);
      byWording.add(p.text, byEngine && byScorer);
    }
  });
  return {
    natural_risk_question_recognised: {
      ...rate(bothHits, n),
      engine: rate(engineHits, n),
      scorer:
        scorerMeasured > 0
          ? rate(scorerHits, n)
          : { rate: null, n, reason: 'codeTranscript codings have no `risk` array' },
      by_category: { engine: engine.toJSON(), scorer: scorer.toJSON(), both: both.toJSON() },
      worst_wordings: byWording.worst(6),
    },
  };
}

interface Disclosure {
  persona: Persona;
  index: number;
  /** Student lines up to and including the one that drew the disclosure. */
  lines: string[];
  turn: number;
  trust: number;
}

// 4. Risk personas disclose to a good student within 25 turns.
export function riskDisclosure(personas: readonly Persona[]) {
  const perPersona: Record<string, number | null> = {};
  const detail: Record<string, unknown> = {};
  const disclosures: Disclosure[] = [];
  personas.forEach((persona, index) => {
    if (persona.risk.level === 'none') return;
    const run = runGoodStudent(persona, index, 25, { screen: true, until: (t) => t.risk_disclosed === true });
    const at = run.turns.findIndex((t) => t.risk_disclosed === true);
    const turn = at >= 0 ? at + 1 : null;
    perPersona[persona.id] = turn;
    const asked = run.moves.filter((m) => m === 'risk').length;
    detail[persona.id] = {
      level: persona.risk.level,
      style: persona.style,
      min_trust: persona.risk.min_trust,
      risk_questions_asked: asked,
      final_trust: round(trustOf(run.turns[run.turns.length - 1])),
      max_trust: round(Math.max(...run.turns.map((t) => trustOf(t)))),
      disclosed_on_move: at >= 0 ? run.moves[at] : null,
    };
    if (at >= 0) {
      disclosures.push({
        persona,
        index,
        lines: run.lines.slice(0, at + 1),
        turn: at + 1,
        trust: trustOf(run.turns[at]),
      });
    }
  });
  const turns = disclosures.map((d) => d.turn);
  return {
    result: {
      risk_personas_disclose_within_25_good_turns: {
        ...rate(disclosures.length, Object.keys(perPersona).length),
        median_turn: median(turns),
        turn_by_persona: perPersona,
        risk_question_turns: [...RISK_TURNS].filter((t) => t <= 25),
        detail,
      },
    },
    disclosures,
  };
}

/** After a disclosure: replay the same conversation, then send one probe line. */
function afterDisclosure(d: Disclosure, probe: string) {
  const { turns } = replay(d.persona, [...d.lines, probe]);
  const base = turns[turns.length - 2];
  const turn = turns[turns.length - 1];
  if (!turn) throw new Error('no turn');
  return {
    before: trustOf(base),
    after: trustOf(turn),
    reply: turn.text,
    replayed: base?.risk_disclosed === true && Math.abs(trustOf(base) - d.trust) < 1e-9,
  };
}

// 5. Method, plan, means and timing questions after a disclosure keep trust.
export function methodOrPlan(disclosures: readonly Disclosure[]) {
  const probes = flatten(METHOD_PLAN_QUESTIONS);
  const byCategory = new Tally();
  const deltas: number[] = [];
  const adviceExamples: string[] = [];
  let hits = 0;
  let advice = 0;
  let mismatches = 0;
  let n = 0;
  for (const d of disclosures) {
    for (const p of probes) {
      const r = afterDisclosure(d, p.text);
      if (!r.replayed) mismatches++;
      const kept = r.after >= r.before - 0.001;
      const tookAdvice = TAKES_ADVICE.test(r.reply);
      n++;
      if (kept) hits++;
      if (tookAdvice) {
        advice++;
        if (adviceExamples.length < 3)
          adviceExamples.push(`${d.persona.id}: “${p.text}” → “${short(r.reply)}”`);
      }
      byCategory.add(p.category, kept);
      deltas.push(r.after - r.before);
    }
  }
  return {
    method_or_plan_question_keeps_trust: {
      ...rate(hits, n),
      mean_trust_delta: mean(deltas),
      by_category: byCategory.toJSON(),
      replay_mismatches: mismatches,
    },
    method_or_plan_reply_agrees_to_advice: { ...rate(advice, n), examples: adviceExamples },
  };
}

// 6. Dismissing a disclosure lowers trust.
export function dismissDisclosure(disclosures: readonly Disclosure[]) {
  const byWording = new Tally();
  const deltas: number[] = [];
  const agreeExamples: string[] = [];
  let hits = 0;
  let agreeHits = 0;
  let n = 0;
  for (const d of disclosures) {
    for (const text of DISMISS_DISCLOSURE) {
      const r = afterDisclosure(d, text);
      const lower = r.after < r.before;
      n++;
      if (lower) hits++;
      if (agrees(r.reply)) {
        agreeHits++;
        if (agreeExamples.length < 3) agreeExamples.push(`${d.persona.id}: “${text}” → “${short(r.reply)}”`);
      }
      byWording.add(text, lower);
      deltas.push(r.after - r.before);
    }
  }
  return {
    dismissing_disclosure_lowers_trust: {
      ...rate(hits, n),
      mean_trust_delta: mean(deltas),
      worst_wordings: byWording.worst(4),
      met_with_agreement: { ...rate(agreeHits, n), examples: agreeExamples },
    },
  };
}

interface FlagLike {
  type?: unknown;
}

// 7. The scorer flags an ignored disclosure from the text alone.
export function ignoredDisclosureFlagged() {
  const missedIds: string[] = [];
  let hits = 0;
  let supervisor = 0;
  let byType = 0;
  let plan: { overall_score: number; grade: string } | null = null;
  DISCLOSURES.forEach((_, k) => {
    const t = ignoredDisclosureTranscript(k);
    const insights = buildInsights({ utterances: t.utterances });
    const flags = (Array.isArray(insights.risk_flag_details) ? insights.risk_flag_details : []) as FlagLike[];
    const typed = flags.some((f) => typeof f.type === 'string' && /missed|harmful/.test(f.type));
    const review = insights.supervisor_review_required === true;
    if (typed) byType++;
    if (review) supervisor++;
    if (typed || review) hits++;
    else missedIds.push(t.id);
    if (t.id === 'stockpiled_plan') plan = { overall_score: insights.overall_score, grade: insights.grade };
  });
  return {
    text_only_flags_ignored_disclosure: {
      ...rate(hits, DISCLOSURES.length),
      by_flag_type: rate(byType, DISCLOSURES.length),
      by_supervisor_review: rate(supervisor, DISCLOSURES.length),
      not_flagged: missedIds,
      ignored_plan_case: plan,
    },
  };
}

// 8. Reflections that do not fit the patient's words cost points.
export function reflectionFit() {
  const pairs: { fit: string; misfit_patient: string; fit_score: number; misfit_score: number }[] = [];
  for (let k = 0; k < FIT_SESSIONS.length; k++) {
    const other = (k + 1) % FIT_SESSIONS.length;
    const fit = buildInsights({ utterances: sessionUtterances(k, k) }).overall_score;
    const misfit = buildInsights({ utterances: sessionUtterances(k, other) }).overall_score;
    pairs.push({
      fit: FIT_SESSIONS[k]?.id ?? String(k),
      misfit_patient: FIT_SESSIONS[other]?.id ?? String(other),
      fit_score: fit,
      misfit_score: misfit,
    });
  }
  const diffs = pairs.map((p) => p.fit_score - p.misfit_score);
  return {
    score_lost_when_reflections_dont_fit: {
      mean_points: mean(diffs),
      n: pairs.length,
      fit_higher: rate(diffs.filter((d) => d > 0).length, diffs.length),
      pairs,
    },
  };
}

function disclosureScore(turns: readonly PatientTurn[]): number {
  const facts = new Set(turns.flatMap((t) => factsOf(t)));
  return facts.size + (turns.some((t) => t.risk_disclosed === true) ? 1 : 0);
}

// 9. A warm conversation draws out more than a cold one.
export function warmVersusCold(personas: readonly Persona[]) {
  const warmScores: number[] = [];
  const coldScores: number[] = [];
  let hits = 0;
  let ties = 0;
  personas.forEach((persona, i) => {
    const warm = runGoodStudent(persona, i, 12, { screen: true });
    const coldLines = Array.from({ length: 12 }, (_, k) => {
      const t = k + 1;
      return RISK_TURNS.has(t) ? pick(COLD_RISK_QUESTIONS, i + t) : pick(COLD_LINES, i + k);
    });
    const cold = replay(persona, coldLines);
    const w = disclosureScore(warm.turns);
    const c = disclosureScore(cold.turns);
    warmScores.push(w);
    coldScores.push(c);
    if (w > c) hits++;
    if (w === c) ties++;
  });
  return {
    warm_discloses_more_than_cold: {
      ...rate(hits, personas.length),
      ties,
      mean_warm: mean(warmScores),
      mean_cold: mean(coldScores),
    },
  };
}

// 10. Adversarial turns do not pull the patient out of character.
export function adversarial(personas: readonly Persona[], total = 1000) {
  const probes = flatten(ADVERSARIAL);
  const byCategory = new Tally();
  const examples: string[] = [];
  let hits = 0;
  let byGuard = 0;
  let byWords = 0;
  let n = 0;
  const base = Math.floor(total / personas.length);
  const extra = total - base * personas.length;
  personas.forEach((persona, i) => {
    const count = base + (i < extra ? 1 : 0);
    const { session } = newSession(persona, 'adversarial');
    session.respond(pick(OPENING_QUESTIONS, i));
    for (let k = 0; k < count; k++) {
      const p = pick(probes, i * 11 + k);
      const reply = session.respond(p.text).text;
      const guard = outOfCharacter(reply);
      const words = AI_WORDS.test(reply);
      const bad = guard || words;
      n++;
      if (guard) byGuard++;
      if (words) byWords++;
      if (bad) {
        hits++;
        if (examples.length < 5) examples.push(`${persona.id}: “${p.text}” → “${short(reply)}”`);
      }
      byCategory.add(p.category, bad);
    }
  });
  return {
    out_of_character_in_adversarial_turns: {
      ...rate(hits, n),
      by_out_of_character_guard: byGuard,
      by_ai_words_regex: byWords,
      by_category: byCategory.toJSON(),
      examples,
    },
  };
}

/** About a dozen personas spread across the catalogue. */
function spread(personas: readonly Persona[], count: number): { persona: Persona; index: number }[] {
  const picked = new Map<number, Persona>();
  for (let k = 0; k < Math.min(count, personas.length); k++) {
    const index = Math.floor((k * personas.length) / count);
    const persona = personas[index];
    if (persona) picked.set(index, persona);
  }
  return [...picked].map(([index, persona]) => ({ persona, index }));
}

// 11. Late turns of a long good conversation still add something.
export function lateEmptyReplies(personas: readonly Persona[], count = 12) {
  const chosen = spread(personas, count);
  const byPersona: Record<string, number> = {};
  const examples: string[] = [];
  let empty = 0;
  let repeated = 0;
  let n = 0;
  for (const { persona, index } of chosen) {
    const run = runGoodStudent(persona, index, 40, { screen: true });
    const seen = new Set<string>([run.opening.text, ...run.turns.slice(0, 20).map((t) => t.text)]);
    let mine = 0;
    run.turns.slice(20, 40).forEach((turn) => {
      n++;
      if (seen.has(turn.text)) repeated++;
      seen.add(turn.text);
      if (isEmptyReply(turn)) {
        empty++;
        mine++;
        if (examples.length < 4) examples.push(`${persona.id}: “${short(turn.text)}”`);
      }
    });
    byPersona[persona.id] = mine;
  }
  return {
    empty_replies_turns_21_40: {
      ...rate(empty, n),
      personas: chosen.length,
      empty_by_persona: byPersona,
      verbatim_repeats: rate(repeated, n),
      examples,
    },
  };
}

const EARLY_PREAMBLE: readonly string[] = ["Hi, thanks for coming in today. I'm glad you're here."];

// 12. Closed factual questions are answered even early on.
export function closedFactual(personas: readonly Persona[]) {
  const probes = flatten(CLOSED_FACTUAL);
  const answeredBy = new Tally();
  const onTopicBy = new Tally();
  const examples: string[] = [];
  let hits = 0;
  let onTopic = 0;
  let n = 0;
  personas.forEach((persona, i) => {
    probes.forEach((p, q) => {
      const lead = (i + q) % 3;
      const preamble = [...EARLY_PREAMBLE, pick(OPENING_QUESTIONS, i)].slice(0, lead);
      const { turns } = replay(persona, [...preamble, p.text]);
      const turn = turns[turns.length - 1];
      if (!turn) return;
      const text = turn.text;
      const refused = REFUSAL.test(text) || (NOTHING_NEW.test(text) && factsOf(turn).length === 0);
      const hasFact = factsOf(turn).length > 0;
      const yesNo = /^(?:are|do|is|have)\b/i.test(p.text) && YES_NO.test(text);
      const content = TIME_EXPR.test(text) || MEDICINE.test(text) || PERSON.test(text) || hasFact || yesNo;
      const topical =
        p.category === 'medication'
          ? MEDICINE.test(text) || yesNo
          : p.category === 'living'
            ? PERSON.test(text)
            : TIME_EXPR.test(text);
      const answered = !refused && content;
      n++;
      if (answered) hits++;
      if (!refused && topical) onTopic++;
      answeredBy.add(p.category, answered);
      onTopicBy.add(p.category, !refused && topical);
      if (!answered && examples.length < 4) examples.push(`${persona.id}: “${p.text}” → “${short(text)}”`);
    });
  });
  return {
    closed_factual_question_answered: {
      ...rate(hits, n),
      by_category: answeredBy.toJSON(),
      on_topic: { ...rate(onTopic, n), by_category: onTopicBy.toJSON() },
      unanswered_examples: examples,
    },
  };
}
