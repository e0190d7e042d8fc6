import { PersonaSchema, type Persona, type PersonaInput } from '@practicum/personas';
import {
  analyzeUtterance,
  contentStems as vocabularyOf,
  RISK_SUBJECT_TURNS,
  normalise,
  type UtteranceAnalysis,
} from '@practicum/coder';
import { decide, type Decision } from './decide';
import { RISK_TOPICS } from './disclosure';
import type { Material } from './material';
import type { ContentPlan, PatientRenderer, RenderContext } from './plan';
import { createRng } from './prng';
import { PatientTurnSchema, type PatientState, type PatientTurn } from './schemas';
import { applyStudentMove, initialState, publicState, type EngineState, type TurnSignals } from './state';
import { guardLine } from './style/guard';
import { templateRenderer } from './style/render';
import { normalizeLine, sentencesOf } from './style/text';
import { matchUtterance } from './topics';
import { explanationIn, isStation, readStation, stationVocabulary } from './station';
import { wordContentStems as contentStems } from '@practicum/coder';

export interface PatientSessionOptions {
  /** Same persona, seed and student utterances give the same conversation. */
  seed: number | string;
  /** Surface wording; defaults to the template renderer. */
  renderer?: PatientRenderer;
}

/** A patient turn decided but not yet worded (for renderers that need to work asynchronously). */
export interface PendingTurn {
  readonly plan: ContentPlan;
  readonly studentText: string;
  /** Render context for this turn (randomness and what has been said). */
  readonly context: RenderContext;
}

export interface PatientSession {
  readonly persona: Persona;
  readonly seed: number | string;
  /** The patient's first words, before the student says anything. Only before the first respond(). */
  opening(): PatientTurn;
  /** The patient's answer to one student utterance. */
  respond(studentText: string): PatientTurn;
  /** Decides the answer without wording it; finish with commit(). */
  decide(studentText: string): PendingTurn;
  /** Words a pending turn (with `text` if given and acceptable, else the session's renderer) and records it. */
  commit(pending: PendingTurn, text?: string): PatientTurn;
  /** The state after the last turn. */
  state(): PatientState;
  /** Facts disclosed so far, in order. */
  disclosedFactIds(): readonly string[];
  /** The conversation so far. */
  transcript(): readonly TranscriptLine[];
}

export interface TranscriptLine {
  speaker: 'student' | 'patient';
  text: string;
}

interface Internal {
  state: EngineState;
  lines: string[];
  normLines: string[];
  saidLines: Set<string>;
  saidSentences: Set<string>;
  transcript: TranscriptLine[];
  pending: { decision: Decision; analysis: UtteranceAnalysis } | null;
}

/** The persona's own story: words the student may bring up without going off topic. */
function personaVocabulary(persona: Persona): Set<string> {
  const texts = [
    persona.presenting_problem,
    persona.background,
    persona.demographics.occupation,
    persona.demographics.living_situation,
    ...persona.symptoms,
    ...persona.history,
    ...persona.coping_behaviours,
    ...persona.facts.map((f) => `${f.text} ${f.keywords.join(' ')}`),
  ];
  // A medical station's history questions (allergies, weight loss, family history) are on topic even
  // when the case has no fact about them.
  return new Set([...vocabularyOf(normalise(texts.join(' '))), ...stationVocabulary(persona)]);
}

/** Student acts that take up a disclosure: anything else right after one passes it over. */
const HEARS_RISK = [
  'risk_screening',
  'risk_followup',
  'safety_planning',
  'simple_reflection',
  'complex_reflection',
  'validation',
  'summary',
] as const;

/** Pointing back at what the patient just said ("those thoughts", "that", "feeling this way"). */
const POINTS_BACK =
  /\b(that|those|this|these)\b(?! (days|week|weekend|morning|evening|year|month|time of year|holidays?))|\b(it|then|there|them|feel|feeling|felt|thought|thoughts)\b/;
/** Words of staying with someone at risk: safety, support, telling someone, right now. */
const STAYING_WITH =
  /^(safe|help|support|tell|told|talk|anyon|someon|friend|famil|alon|now|tonight|today|right|happen|go|keep|hurt|harm|die|dead|kill|end|life|live|suicid|plan|way|much|long|often)/;

/**
 * A question right after a disclosure that points back at nothing and brings in a subject of its own
 * ("Have you been eating alright?", "What are you up to this weekend?") passes the disclosure over.
 */
function movesAway(norm: string, patientLines: readonly string[]): boolean {
  if (POINTS_BACK.test(norm)) return false;
  const said = new Set(contentStems(normalise(patientLines.join(' ')).split(' ')));
  const fresh = [...contentStems(norm.split(' '))].filter((w) => !said.has(w) && !STAYING_WITH.test(w));
  return fresh.length > 0;
}

function similar(a: string, b: string): boolean {
  const x = new Set(contentStems(a.split(' ')));
  const y = new Set(contentStems(b.split(' ')));
  if (x.size < 2 || y.size < 2) return a === b && a.split(' ').length >= 3;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / Math.max(x.size, y.size) >= 0.8;
}

/**
 * Starts a conversation with a persona. The persona is validated (and its defaults filled) here, so
 * a persona straight from the database or an editor is fine.
 */
export function createPatientSession(
  input: Persona | PersonaInput,
  options: PatientSessionOptions,
): PatientSession {
  const persona = PersonaSchema.parse(input);
  const seed = options.seed;
  const renderer = options.renderer ?? templateRenderer;
  const vocabulary = personaVocabulary(persona);
  const me: Internal = {
    state: initialState(persona),
    lines: [],
    normLines: [],
    saidLines: new Set(),
    saidSentences: new Set(),
    transcript: [],
    pending: null,
  };

  const record = (text: string) => {
    me.lines.push(text);
    me.normLines.push(normalizeLine(text));
    me.saidLines.add(normalizeLine(text));
    for (const s of sentencesOf(text)) me.saidSentences.add(s);
    me.transcript.push({ speaker: 'patient', text });
  };
  const contextFor = (turn: number): RenderContext => ({
    rng: createRng(seed, persona.id, turn, 'render'),
    saidLine: (t) => me.saidLines.has(normalizeLine(t)),
    saidSentence: (t) => me.saidSentences.has(normalizeLine(t)),
    history: me.lines,
  });
  const saidMaterial = (m: Material) => {
    const needle = normalizeLine(m.phrase.text);
    return needle.length > 0 && me.normLines.some((l) => l.includes(needle));
  };

  const session: PatientSession = {
    persona,
    seed,
    opening() {
      if (me.state.openingGiven || me.state.turn > 0)
        throw new Error('opening() comes before the first respond()');
      const text = persona.opening_statement;
      me.state = { ...me.state, openingGiven: true, topic: 'presenting_problem' };
      record(text);
      return PatientTurnSchema.parse({
        text,
        emotion: me.state.emotion,
        state: publicState(me.state),
        student_acts: [],
        disclosed_fact_ids: [],
        risk_disclosed: false,
      });
    },
    decide(studentText) {
      const text = typeof studentText === 'string' ? studentText : '';
      const prev = me.state;
      const last = me.lines.at(-1) ?? '';
      // Within two turns of a disclosure the student's answer is read against it.
      const sinceDisclosure = prev.riskDisclosed ? prev.turn - prev.riskDisclosedTurn : Infinity;
      const analysis = analyzeUtterance(text, {
        previousPatient: last || null,
        patientContext: me.lines.slice(-3),
        patientHistory: me.lines.slice(-8),
        turn: prev.turn,
        riskRaised: prev.riskTalkTurn >= 0 && prev.turn - prev.riskTalkTurn <= RISK_SUBJECT_TURNS,
        disclosure: sinceDisclosure < 2 ? persona.risk.disclosure : null,
        patientEmotions: [prev.emotion, ...persona.emotions],
        vocabulary,
      });
      const norm = analysis.normalized.text;
      const match = matchUtterance(
        analysis.normalized.sentences.map((s) => ({
          text: s.text,
          asks: analysis.questions.includes(s.text),
        })),
        persona,
      );
      const acts = analysis.acts;
      const listening = acts.some((x) =>
        ['simple_reflection', 'complex_reflection', 'validation', 'summary'].includes(x),
      );
      const asking = acts.includes('open_question') || acts.includes('closed_question');
      const explicit = match.topics.filter((t) => !RISK_TOPICS.includes(t));
      const station = readStation(persona, text, asking, prev.disclosed);
      const explained = isStation(persona) ? explanationIn(analysis) : null;
      const sig: TurnSignals = {
        acts,
        accurate: analysis.coding.reflection_fit !== 'misfit',
        unclearReflection: analysis.coding.reflection_fit === 'unclear',
        topicJump:
          !station.historyQuestion &&
          prev.lastDepth >= 2 &&
          asking &&
          !acts.includes('risk_screening') &&
          !listening &&
          explicit.length > 0 &&
          prev.topic !== null &&
          !explicit.includes(prev.topic),
        repeated:
          asking &&
          !acts.includes('risk_screening') &&
          !acts.includes('risk_followup') &&
          norm.split(' ').length >= 3 &&
          prev.studentLines.some((l) => similar(l, norm)),
        interrogation:
          !station.historyQuestion &&
          prev.closedStreak >= 2 &&
          acts.includes('closed_question') &&
          !acts.includes('open_question') &&
          !listening,
        meta: analysis.meta,
        gibberish: analysis.gibberish,
        long: analysis.long,
        riskIgnored:
          sinceDisclosure === 0 &&
          (analysis.coding.conduct.includes('invalidation') ||
            analysis.coding.conduct.includes('off_topic') ||
            (!acts.some((x) => (HEARS_RISK as readonly string[]).includes(x)) &&
              !analysis.coding.risk.includes('explore') &&
              // Moving to another subject passes over it; a question with no new subject stays with it.
              (explicit.length > 0 || !asking || movesAway(norm, me.lines.slice(-2))))),
        doubtfulTone: analysis.toneDoubted,
        ...(station.historyQuestion ? { historyQuestion: true } : {}),
        ...(explained ? { explained } : {}),
      };
      const moved = { ...applyStudentMove(prev, sig, persona), studentLines: [...prev.studentLines, norm] };
      const rng = createRng(seed, persona.id, moved.turn, 'decide');
      const decision = decide(persona, moved, analysis, sig, {
        persona,
        s: moved,
        a: analysis,
        m: match,
        rng,
        saidMaterial,
        station,
      });
      me.pending = { decision, analysis };
      me.transcript.push({ speaker: 'student', text });
      return { plan: decision.plan, studentText: text, context: contextFor(moved.turn) };
    },
    commit(pending, given) {
      if (!me.pending || me.pending.decision.plan !== pending.plan)
        throw new Error('commit() takes the turn from the last decide()');
      const { decision, analysis } = me.pending;
      me.pending = null;
      let text = given !== undefined ? guardLine(given, pending.context) : null;
      if (!text) text = guardLine(renderer.render(decision.plan, pending.context), pending.context);
      if (!text) text = templateRenderer.render(decision.plan, pending.context);
      me.state = decision.next;
      record(text);
      return PatientTurnSchema.parse({
        text,
        emotion: decision.next.emotion,
        state: publicState(decision.next),
        student_acts: analysis.acts,
        disclosed_fact_ids: decision.facts.map((f) => f.id),
        risk_disclosed: decision.riskDisclosed,
        ...(decision.ended ? { ended: true } : {}),
      });
    },
    respond(studentText) {
      return session.commit(session.decide(studentText));
    },
    state: () => publicState(me.state),
    disclosedFactIds: () => me.state.disclosed.slice(),
    transcript: () => me.transcript.slice(),
  };
  return session;
}
