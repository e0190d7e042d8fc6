import type { Emotion } from '@practicum/personas';
import { cueAnalysis, type CueAnalysis } from './acts/classify';
import { repairSpelling } from './acts/normalize';
import { mustFeel, STRONG_ADVICE } from './acts/cues-directive';
import { reflectionStem } from './acts/reflection';
import { conductOf, otherLanguage, type StemLookup } from './conduct';
import { mitiCoding } from './miti/code-utterance';
import { readRisk } from './miti/risk';
import { reflectionFit } from './reflection-fit';
import { annomiOf, QUESTION_ACT, SALIENCE } from './code-order';
import { learnedReading } from './learned/harm';
import { learnedMainBehaviour, rulesMain, type MainBehaviour } from './learned/main-behaviour';
import { isComplexReflection } from './miti/complexity';
import {
  HARMFUL_CONDUCT,
  RISK_FOLLOW_UP_MOVES,
  RISK_SAFETY_MOVES,
  type ConductCode,
  type MitiCode,
  type StudentAct,
  type UtteranceCoding,
} from './schemas/codes.schema';
import { normalise } from './text/normalize';
import { contentStems, overlapShare } from './text/overlap';

/** What the coder may know about the conversation around a student turn. */
export interface CoderContext {
  /** The patient's words since the student last spoke (what a reflection answers first). */
  previousPatient?: string | null;
  /** The patient's last few turns, oldest first: what a reflection may echo. */
  patientContext?: string | readonly string[] | null;
  /** Every earlier patient line, oldest first (summaries gather several of them). */
  patientHistory?: readonly string[];
  /** The student's previous turn, used when this one continues it after an interruption ("-and then"). */
  previousStudent?: UtteranceCoding | null;
  /** Position of the turn in the session, 0 (start) to 1 (end); structure codes depend on it. */
  position?: number;
  /** Student turns before this one (0 for the first). */
  turn?: number;
  /** The student asked permission to share or advise in the previous turn. */
  permissionAsked?: boolean;
  /** What the patient said when disclosing suicide or self-harm risk shortly before this turn. */
  disclosure?: string | null;
  /**
   * Risk is the subject now (disclosed or asked about in the last few turns): follow-up questions
   * ("do you have a plan?", "when?") are heard as questions about it.
   */
  riskRaised?: boolean;
  /** Feelings the patient shows beyond their words (the engine knows its persona's emotions). */
  patientEmotions?: readonly Emotion[];
  /** Words the patient's own story makes relevant (the persona's material), beside what they said. */
  vocabulary?: ReadonlySet<string>;
  /** Content stems of everything the patient has said in the session so far (what a reflection may fit). */
  patientStory?: ReadonlySet<string>;
  /**
   * Hear harm with the learned sentence model as well as the word families (default). False gives the
   * rules alone: the model's training compares against them.
   */
  learned?: boolean;
}

/** The coder's reading of one student turn: the stored coding and what the patient engine also needs. */
export interface UtteranceAnalysis extends Omit<CueAnalysis, 'acts'> {
  /** Acts, most salient first; never empty ("other" when nothing else applies). */
  acts: StudentAct[];
  coding: Omit<UtteranceCoding, 'seq'>;
  /**
   * The learned reading found the line close to hurtful without judging it so: not coded, never
   * held against the student, but a patient may hear an edge in it and hold back a little.
   */
  toneDoubted: boolean;
}

const REFLECTION_CODES = new Set<MitiCode>(['simple_reflection', 'complex_reflection']);
const REFLECTION_ACTS: readonly StudentAct[] = ['simple_reflection', 'complex_reflection', 'summary'];
/**
 * What the patient said, normalised and also voiced back to them ("I'm pathetic" -> "you are
 * pathetic"), so a student repeating or summarising the patient's own words is not judged for them.
 */
function saidToThem(text: string): string {
  const own = normalise(text);
  const back = own
    .replace(/\bi am\b/g, 'you are')
    .replace(/\bi was\b/g, 'you were')
    .replace(/\bi\b/g, 'you')
    .replace(/\bmyself\b/g, 'yourself')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bme\b/g, 'you')
    .replace(/\bmine\b/g, 'yours');
  return `${own} ${back}`;
}

/**
 * A line whose content words are mostly the patient's own gives them back: the learned reading does
 * not overrule it. A reflection that takes up some of them is heard with more caution (below).
 */
const ECHO_SHARE = 0.6;
const REFLECTION_ECHO = 0.25;
/** A feeling said to be the patient's: "you seem…", "you're feeling…", "it sounds like you…". */
const FEELING_OF_YOURS =
  /\b(?:you(?: are|'re|re)? (?:seem|sound|look|feel|felt|feeling|must feel|might feel|may feel)|(?:sounds|seems|looks) like you)\b/;

/**
 * Harsh words put in someone else's mouth to ask about them: "You called yourself a coward earlier.
 * What makes you say that?", "Your brother said you were selfish. How did that feel?". The word is
 * theirs, the question is the student's; a sentence model hears the word.
 */
const ASKS_ABOUT_QUOTED_WORDS =
  /\b(?:you (?:called|call|keep calling|have called) yourself|you (?:used|use) the word|you described yourself|(?:said|told you|called you|calls you|says) (?:that )?you (?:were|are|was)|(?:called|calls) you (?:a|an)\b)/;
const ASKING = /\?|\b(?:what|how|tell me)\b/;

/**
 * A reflection that takes up some of the patient's words is mostly listening, but "You can't be that
 * tired, you're only nineteen" takes up "tired" too: there the learned reading must be surer than its
 * threshold. Chosen on the development authors' lines played through the patient (0.65 against 0.75,
 * 0.9 and never): harmful lines lowering trust rose in every file, acceptable ones barely moved.
 */
const REFLECTION_HARM = 0.65;

/**
 * The learned reading (a sentence model trained on hand-labelled lines) hears harm in wordings the
 * word families have never met. It only adds to them, and never where harm is ruled out: a line
 * the rules already judged, a question about risk (asking about method or plan is good practice), a
 * line in another language or nonsense, one that mostly gives the patient's own words back, a
 * reflection that names how they feel, or a question about harsh words someone else used. A
 * reflection that takes up some of the patient's words is judged only when the model is sure.
 */
function learnedHarm(
  conduct: readonly ConductCode[],
  raw: string,
  gates: { aboutRisk: boolean; givesWordsBack: boolean; reflectsTheirWords: boolean; namesFeeling: boolean },
): { heard: ConductCode | null; doubted: boolean } {
  const none = { heard: null, doubted: false };
  if (conduct.some((c) => HARMFUL_CONDUCT.includes(c) || c === 'other_language' || c === 'nonsense'))
    return none;
  if (gates.aboutRisk || gates.givesWordsBack || gates.namesFeeling) return none;
  const said = raw.toLowerCase().replace(/['\u2019]/g, "'");
  if (ASKS_ABOUT_QUOTED_WORDS.test(said) && ASKING.test(said)) return none;
  const r = learnedReading(raw);
  if (!r) return none;
  if (gates.reflectsTheirWords) return { heard: r.harm > REFLECTION_HARM ? r.label : null, doubted: false };
  return { heard: r.harm > r.threshold ? r.label : null, doubted: r.harm > r.doubt && r.harm <= r.threshold };
}

/** Questions that open a topic rather than ask for a yes, a no or a fact. */
const OPEN_QUESTION =
  /^(?:so |and |but |okay |ok |well )*(?:what|how|why|tell me|describe|talk me|walk me|in what way|help me understand)\b/;

/**
 * The MITI code for a main behaviour the learned reading heard where the rules heard another: the
 * kind of question by its opening words, the depth of a reflection as the rules measure it, and
 * advice rather than information where the line advises.
 */
function mainCode(
  main: MainBehaviour,
  raw: string,
  patientText: string,
  advises: boolean,
  permissionAsked: boolean,
  codes: readonly MitiCode[],
): MitiCode {
  const text = normalise(raw);
  if (main === 'question') {
    const last = text.split(/(?<=[.!?])\s+/).filter((t) => t !== '');
    const asked = last.filter((t) => t.endsWith('?')).at(-1) ?? last.at(-1) ?? text;
    return OPEN_QUESTION.test(asked.trim()) ? 'question_open' : 'question_closed';
  }
  if (main === 'reflection')
    return isComplexReflection(text, normalise(patientText), contentStems(normalise(patientText)))
      ? 'complex_reflection'
      : 'simple_reflection';
  if (main === 'therapist_input')
    return advises ? (permissionAsked ? 'persuade_with_permission' : 'persuade') : 'giving_information';
  return codes.includes('affirm') ? 'affirm' : 'other';
}

const asList = (v: string | readonly string[] | null | undefined): string[] =>
  v === null || v === undefined ? [] : typeof v === 'string' ? [v] : [...v];

/**
 * Codes one student turn. This is the one coder of the student's words: the patient engine reacts to
 * its acts and the scoring counts its codes, so the patient and the feedback always agree on what
 * the student did. Cue lexicons find what the student does to the patient (advice, judgement,
 * reassurance, greeting, agenda...); the MITI coder decides questions and reflections; harmful
 * conduct overrides both, because a judgemental line is never a reflection, whatever its form.
 */
export function analyzeUtterance(text: string, ctx: CoderContext = {}): UtteranceAnalysis {
  const raw = typeof text === 'string' ? text : '';
  const recent = asList(ctx.patientContext);
  const previous = ctx.previousPatient ?? recent.at(-1) ?? null;
  const history = ctx.patientHistory ?? recent;
  const cue = cueAnalysis(raw, {
    patientLast: previous ?? undefined,
    patientHistory: history,
    turn: ctx.turn ?? 5,
  });
  const miti = mitiCoding(repairSpelling(raw), {
    previousPatient: previous,
    patientContext: recent.length > 0 ? recent : previous,
    previousStudent: ctx.previousStudent ?? null,
    position: ctx.position ?? 0.5,
    permissionAsked: ctx.permissionAsked ?? false,
    disclosure: ctx.disclosure ?? null,
    riskRaised: ctx.riskRaised ?? false,
  });
  // Risk is read on both normal forms: the chat-spelling repairs ("sucide", "r u") live in the cue form.
  const exploring = miti.codes.some((c) => c === 'question_open' || REFLECTION_CODES.has(c));
  const typed = readRisk(cue.normalized.text, ctx.disclosure ?? null, exploring, ctx.riskRaised ?? false);
  const riskMoves = [...miti.risk, ...typed.moves.filter((m) => !miti.risk.includes(m))];
  const riskScreen = miti.riskScreen ?? typed.screen;
  const patientText = [...recent, ...(previous && !recent.includes(previous) ? [previous] : [])].join(' ');
  // Looked up across the patient's lines without copying them into one set: each line's stems are
  // memoised, and a session codes hundreds of turns against a growing story.
  const sources: ReadonlySet<string>[] = [
    ...history.map((l) => contentStems(normalise(l))),
    contentStems(normalise(patientText)),
    ...(ctx.vocabulary ? [ctx.vocabulary] : []),
    ...(ctx.patientStory ? [ctx.patientStory] : []),
  ];
  const patientStems: StemLookup = { has: (w) => sources.some((set) => set.has(w)) };
  let conduct: ConductCode[] =
    cue.empty && !otherLanguage(raw)
      ? []
      : conductOf(
          cue.normalized,
          raw,
          cue.gibberish,
          {
            patientStems,
            afterDisclosure: (ctx.disclosure ?? null) !== null,
            patientWords: saidToThem([...history, patientText].join(' ')),
            knowsStory: (ctx.vocabulary?.size ?? 0) > 0,
            riskMoves: riskMoves.length > 0,
            riskRaised: ctx.riskRaised ?? false,
          },
          cue.acts.some((x) => x === 'greeting' || x === 'closing' || x === 'agenda') ||
            cue.encourager ||
            cue.identity !== null ||
            cue.meta,
        );
  let toneDoubted = false;
  if (ctx.learned !== false) {
    // Against what the patient has said in this conversation, not their whole story.
    const said = sources.slice(0, history.length + 1);
    const echo = overlapShare(contentStems(cue.normalized.text), {
      has: (w) => said.some((set) => set.has(w)),
    });
    const { heard, doubted } = learnedHarm(conduct, raw, {
      aboutRisk: riskMoves.length > 0 || riskScreen !== null,
      // Giving the patient's words back, or reflecting what they said in words of their own.
      givesWordsBack: echo >= ECHO_SHARE,
      reflectsTheirWords: echo >= REFLECTION_ECHO && miti.codes.some((c) => REFLECTION_CODES.has(c)),
      // Naming how the patient feels ("You seem really on edge right now") is listening, whatever a
      // sentence model makes of its shape.
      namesFeeling:
        cue.feelings.length > 0 &&
        FEELING_OF_YOURS.test(cue.normalized.text) &&
        (miti.codes.some((c) => REFLECTION_CODES.has(c)) ||
          cue.acts.some((a) => REFLECTION_ACTS.includes(a))),
    });
    if (heard) conduct = [...conduct.filter((c) => c !== 'off_topic'), heard];
    toneDoubted = doubted;
  }
  const harmful = conduct.some((c) => c !== 'false_reassurance' && HARMFUL_CONDUCT.includes(c));

  let primary: MitiCode = miti.primary;
  let codes: MitiCode[] = [...miti.codes];
  // Harm is read once, by the conduct reading (which keeps the patient's own words and views out of
  // it); the cue classifier's guesses at confrontation, invalidation and hostility give way to it.
  const HARM_ACTS: readonly StudentAct[] = ['confrontation', 'invalidation', 'hostility'];
  const acts = new Set<StudentAct>(cue.acts.filter((a) => a !== 'other' && !HARM_ACTS.includes(a)));
  const dropReflections = () => {
    codes = codes.filter((c) => !REFLECTION_CODES.has(c));
    if (REFLECTION_CODES.has(primary)) primary = codes[0] ?? 'other';
    for (const a of REFLECTION_ACTS) acts.delete(a);
  };

  // Harmful conduct is confrontation in MITI terms and never listening, whatever its grammar.
  if (harmful) {
    dropReflections();
    acts.delete('validation');
    acts.delete('affirmation');
    codes = ['confront', ...codes.filter((c) => c !== 'confront' && c !== 'affirm')];
    primary = 'confront';
    if (conduct.includes('hostility')) acts.add('hostility');
    if (conduct.includes('judgement')) acts.add('confrontation');
    if (conduct.includes('invalidation')) acts.add('invalidation');
  }
  if (conduct.includes('false_reassurance')) {
    dropReflections();
    acts.add('premature_reassurance');
    if (!harmful && (primary === 'other' || primary === 'facilitate' || primary === 'giving_information'))
      primary = 'persuade';
    if (!codes.includes(primary)) codes = [primary, ...codes];
  }
  // Advice is heard by its cues where the MITI coder heard information or nothing; strong advice
  // ("you should", "just ignore them") outside a reflective frame wins over a reflection too.
  const sentencesOf = cue.normalized.sentences.map((x) => x.text);
  const strongAdvice = sentencesOf.some(
    (t) => STRONG_ADVICE.some((re) => re.test(t)) && !reflectionStem(t) && !mustFeel(t),
  );
  const mitiReflects = codes.some((c) => REFLECTION_CODES.has(c));
  if (acts.has('advice') && mitiReflects && !strongAdvice) acts.delete('advice');
  // "Have you thought about how you might do it?" asks about risk; it suggests nothing.
  if (acts.has('advice') && riskMoves.length > 0 && !strongAdvice) {
    acts.delete('advice');
    codes = codes.filter((c) => c !== 'persuade' && c !== 'persuade_with_permission');
    if (primary === 'persuade' || primary === 'persuade_with_permission')
      primary = codes[0] ?? (miti.questions > 0 ? 'question_closed' : 'other');
  }
  if (acts.has('advice') && !codes.some((c) => c === 'persuade' || c === 'persuade_with_permission')) {
    const advise: MitiCode = ctx.permissionAsked ? 'persuade_with_permission' : 'persuade';
    if (strongAdvice) dropReflections();
    if (!harmful && ['giving_information', 'other', 'facilitate', 'affirm'].includes(primary))
      primary = advise;
    codes = [primary, ...codes.filter((c) => c !== primary), ...(primary === advise ? [] : [advise])];
  }
  // "You must feel worn out" names a feeling: a reflection, whatever the modal verb suggests.
  if (
    !harmful &&
    primary === 'persuade' &&
    sentencesOf.some((t) => mustFeel(t)) &&
    sentencesOf.every((t) => mustFeel(t) || !/\bmust\b/.test(t))
  ) {
    const felt = cue.acts.find((a) => a === 'simple_reflection' || a === 'complex_reflection');
    if (felt && !strongAdvice) {
      acts.delete('advice');
      primary = felt;
      codes = [felt, ...codes.filter((c) => c !== 'persuade' && c !== felt)];
    }
  }
  // One word said over and over ("blah blah blah ...") is noise, however long.
  const noise = cue.gibberish || (cue.normalized.words.length <= 3 && miti.words >= 12);
  if (noise && !conduct.includes('nonsense')) conduct.push('nonsense');
  if (noise || conduct.includes('other_language')) {
    primary = 'other';
    codes = ['other'];
    for (const a of [...acts]) if (a !== 'other_language') acts.delete(a);
  }
  // The learned reading of the main behaviour, where the line is plain counselling talk: harm, false
  // reassurance, risk, noise and other languages keep the rules' reading, which the engine's reactions
  // to them depend on.
  let mitiAnnomi = miti.annomi;
  if (
    ctx.learned !== false &&
    !harmful &&
    !noise &&
    !conduct.includes('false_reassurance') &&
    !conduct.includes('other_language') &&
    riskMoves.length === 0 &&
    riskScreen === null
  ) {
    const before = annomiOf(primary, miti.annomi);
    const heard = rulesMain(before);
    const main = learnedMainBehaviour({
      text: raw,
      rules: {
        main: heard,
        primary,
        open: before.question_subtype === 'open',
        complex: primary === 'complex_reflection',
      },
    });
    if (main && main !== heard) {
      const next = mainCode(main, raw, patientText, acts.has('advice'), ctx.permissionAsked ?? false, codes);
      if (main !== 'reflection') dropReflections();
      if (main !== 'question') codes = codes.filter((c) => c !== 'question_open' && c !== 'question_closed');
      codes = [next, ...codes.filter((c) => c !== primary && c !== next)];
      primary = next;
      mitiAnnomi =
        main === 'question'
          ? { main, question_subtype: next === 'question_open' ? 'open' : 'closed', reflection_subtype: null }
          : { main, question_subtype: null, reflection_subtype: null };
    }
  }
  // Questions and reflections: the MITI coder decides, so the patient and the scores agree.
  for (const a of ['open_question', 'closed_question', 'simple_reflection', 'complex_reflection'] as const)
    acts.delete(a);
  if (!harmful) {
    for (const c of codes) {
      const a = QUESTION_ACT[c];
      if (a && !(REFLECTION_CODES.has(c) && acts.has('summary'))) acts.add(a);
    }
    // A question asked to collaborate or to inform ("what do you think is going on?") is still a question.
    if (mitiAnnomi.main === 'question' && !acts.has('open_question') && !acts.has('closed_question'))
      acts.add(mitiAnnomi.question_subtype === 'closed' ? 'closed_question' : 'open_question');
  }
  if (miti.structure.includes('summary') && !harmful && !noise) acts.add('summary');
  if (acts.has('summary')) {
    acts.delete('simple_reflection');
    acts.delete('complex_reflection');
  }
  // Risk: one reading of screening, follow-up and safety for both the patient and the scores.
  acts.delete('risk_screening');
  if (riskScreen !== null) acts.add('risk_screening');
  // Following up includes asking more about what was disclosed, in any words.
  if (riskMoves.some((m) => RISK_FOLLOW_UP_MOVES.includes(m)) && !harmful) acts.add('risk_followup');
  if (riskMoves.some((m) => RISK_SAFETY_MOVES.includes(m))) acts.add('safety_planning');
  if (conduct.includes('off_topic')) {
    acts.add('off_topic');
    acts.delete('small_talk');
  }
  if (conduct.includes('other_language')) acts.add('other_language');
  if (acts.size === 0) acts.add('other');

  const ordered = SALIENCE.filter((a) => acts.has(a));
  const reflects = ordered.some((a) => REFLECTION_ACTS.includes(a));
  const fit = reflects
    ? reflectionFit(
        cue.normalized.text,
        cue.feelings,
        patientText,
        patientStems,
        ctx.patientEmotions ?? [],
        !ordered.includes('complex_reflection'),
      )
    : null;
  const empathy = harmful
    ? {
        emotional_reactions: 'none' as const,
        interpretations: 'none' as const,
        explorations: 'none' as const,
      }
    : miti.empathy;
  const annomi = annomiOf(primary, mitiAnnomi);
  const coding: Omit<UtteranceCoding, 'seq'> = {
    primary,
    codes: codes.filter((c, i) => codes.indexOf(c) === i),
    structure: noise ? [] : miti.structure,
    empathy,
    risk: riskMoves,
    annomi,
    acts: ordered,
    conduct,
    reflection_fit: fit,
    risk_screen: riskScreen,
    questions: miti.questions,
    words: miti.words,
  };
  // Words in another script normalise to nothing, but the student did say something.
  const empty = cue.empty && !conduct.includes('other_language');
  return { ...cue, empty, acts: ordered, coding, toneDoubted };
}

/** The stored coding of one student turn (seq is filled in by the caller). */
export function codeUtterance(text: string, ctx: CoderContext = {}): Omit<UtteranceCoding, 'seq'> {
  return analyzeUtterance(text, ctx).coding;
}

/** The acts of one student turn, most salient first. */
export function classifyUtterance(text: string, ctx: CoderContext = {}): StudentAct[] {
  return analyzeUtterance(text, ctx).acts;
}
