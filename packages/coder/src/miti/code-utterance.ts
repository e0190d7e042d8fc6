import { asNameCheck } from '../acts/cues-directive';
import { type AnnoMiCode, type MitiCode, type UtteranceCoding } from '../schemas/codes.schema';
import { PERMISSION } from '../lexicons/input';
import { normalise, sentences, wordCount } from '../text/normalize';
import { contentStems } from '../text/overlap';
import { isComplexReflection } from './complexity';
import { empathyOf } from './empathy';
import { asksStudent, resolveDefault } from './resolve';
import { readRisk } from './risk';
import { analyseSentence, type SentenceAct } from './sentence';
import { structureOf } from './structure';

/** What the coder may know about the conversation around a student turn. */
export interface MitiContext {
  /** The patient's utterance just before this turn: reflections mirror it. */
  previousPatient?: string | null;
  /** The patient's last few turns (defaults to previousPatient): what a reflection may echo. */
  patientContext?: string | readonly string[] | null;
  /** The student's previous turn, used when this one continues it after an interruption ("-and then"). */
  previousStudent?: UtteranceCoding | null;
  /** Position of the turn in the session, 0 (start) to 1 (end); structure codes depend on it. */
  position?: number;
  /** The student asked permission to share or advise in the previous turn (MITI: advice then counts as with permission). */
  permissionAsked?: boolean;
  /** What the patient said when disclosing suicide or self-harm risk shortly before this turn. */
  disclosure?: string | null;
  /** Risk has come up in this conversation (the patient disclosed it at some point). */
  riskRaised?: boolean;
}

/** When no single sentence dominates, the riskier or more directive act is what the turn does. */
const PRECEDENCE: readonly MitiCode[] = [
  'confront',
  'persuade',
  'persuade_with_permission',
  'question_open',
  'question_closed',
  'seeking_collaboration',
  'complex_reflection',
  'simple_reflection',
  'giving_information',
  'affirm',
  'emphasising_autonomy',
  'other',
  'facilitate',
];

/** A turn that starts with a dash picks up where the student was cut off ("-and then ..."). */
const CONTINUATION = /^\s*(\[[^\]]*\]\s*)*[-\u2014\u2013]/;
const REFLECTIONS = new Set<MitiCode>(['simple_reflection', 'complex_reflection']);
const INPUT = new Set<MitiCode>(['giving_information', 'persuade', 'persuade_with_permission', 'confront']);
/** Speech in double quotes: the student voicing the patient's words ("you wonder, 'Why bother?'"). */
const QUOTED = /["\u201c][^"\u201c\u201d]*["\u201d]/g;
/** A question mark inside quoted speech is the patient's question being reflected, not one asked. */
const unaskQuoted = (text: string) => text.replace(QUOTED, (q) => q.replace(/\?/g, ','));
const sum = (acts: SentenceAct[]) => acts.reduce((s, a) => s + a.words, 0);

function pickStatement(acts: SentenceAct[]): SentenceAct | undefined {
  const directive = acts.find((a) => a.code === 'confront') ?? acts.find((a) => a.code === 'persuade');
  if (directive) return directive;
  const weight = new Map<MitiCode, number>();
  for (const a of acts) weight.set(a.code, (weight.get(a.code) ?? 0) + a.words + (a.cued ? 4 : 0));
  let best: SentenceAct | undefined;
  let bestWeight = -1;
  for (const code of PRECEDENCE) {
    const w = weight.get(code) ?? -1;
    if (w > bestWeight) {
      bestWeight = w;
      best = acts.filter((a) => a.code === code).at(-1);
    }
  }
  return best;
}

function toAnnoMi(primary: SentenceAct | undefined): AnnoMiCode {
  const code = primary?.code ?? 'facilitate';
  const form = primary?.question ?? null;
  if (REFLECTIONS.has(code))
    return {
      main: 'reflection',
      question_subtype: null,
      reflection_subtype: code === 'complex_reflection' ? 'complex' : 'simple',
    };
  if (code === 'question_open' || code === 'question_closed' || (form !== null && code !== 'affirm'))
    return { main: 'question', question_subtype: form ?? 'closed', reflection_subtype: null };
  if (
    [
      'giving_information',
      'persuade',
      'persuade_with_permission',
      'confront',
      'seeking_collaboration',
    ].includes(code)
  )
    return { main: 'therapist_input', question_subtype: null, reflection_subtype: null };
  return { main: 'other', question_subtype: null, reflection_subtype: null };
}

/** The MITI, structure, empathy and risk codes of one student utterance (see code.ts for the whole coding). */
export function mitiCoding(
  text: string,
  context: MitiContext = {},
): Omit<UtteranceCoding, 'seq' | 'acts' | 'conduct' | 'reflection_fit' | 'risk_screen'> & {
  riskScreen: 'direct' | 'indirect' | null;
} {
  // "You must be Lucy?" checks a name; the MITI reading of advice must not hear an instruction in it.
  const norm = normalise(unaskQuoted(asNameCheck(text)));
  const turns = context.patientContext ?? context.previousPatient ?? '';
  // Normalise turn by turn so the memoised results are reused as the window slides.
  const patientTurns = (typeof turns === 'string' ? [turns] : turns).map(normalise);
  const patient = patientTurns.join(' ');
  const patientStems =
    patientTurns.length === 1
      ? contentStems(patient)
      : new Set(patientTurns.flatMap((t) => [...contentStems(t)]));
  const acts = sentences(norm).map(analyseSentence);
  let permitted = context.permissionAsked ?? false;
  const patientAsked = asksStudent(context.previousPatient ?? '');
  for (const act of acts) {
    if (!act.cued) act.code = resolveDefault(act, patientStems, patientAsked);
    if (act.code === 'persuade' && act.question === null && permitted) act.code = 'persuade_with_permission';
    if (PERMISSION.test(act.text)) permitted = true;
  }
  // Complexity is a property of the whole reflection, which may run over several sentences.
  const reflective = acts.filter((a) => REFLECTIONS.has(a.code));
  if (
    reflective.length > 0 &&
    isComplexReflection(reflective.map((a) => a.text).join(' '), patient, patientStems)
  )
    for (const a of reflective) a.code = 'complex_reflection';
  const substantive = acts.filter((a) => a.code !== 'facilitate');
  const asked = substantive.filter((a) => a.question !== null && !REFLECTIONS.has(a.code));
  const realQuestions = asked.filter((a) => !a.checkIn);
  const statements = substantive.filter((a) => a.question === null || REFLECTIONS.has(a.code));
  const informs = statements.some((a) => INPUT.has(a.code));
  let primary: SentenceAct | undefined =
    realQuestions.at(-1) ??
    (informs ? undefined : asked.at(-1)) ??
    pickStatement(statements) ??
    asked.at(-1) ??
    acts.at(-1);
  // A question tacked onto a stretch of information or advice does not change what the turn mostly does.
  const inputWords = sum(statements.filter((a) => INPUT.has(a.code)));
  if (realQuestions.length > 0 && inputWords >= 20 && inputWords >= 1.5 * sum(realQuestions))
    primary = pickStatement(statements.filter((a) => INPUT.has(a.code)));

  const continues = CONTINUATION.test(text) && context.previousStudent;
  if (continues && primary && (!primary.cued || primary.weak) && context.previousStudent) {
    const prev = context.previousStudent.primary;
    if (prev !== 'facilitate') primary = { ...primary, code: prev, question: null };
  }

  const primaryCode: MitiCode = substantive.length === 0 ? 'facilitate' : (primary?.code ?? 'other');
  const codes = [primaryCode, ...acts.map((a) => a.code).filter((c) => c !== primaryCode)].filter(
    (c, i, all) => all.indexOf(c) === i && (c !== 'facilitate' || i === 0),
  );
  const annomi = substantive.length === 0 ? toAnnoMi(undefined) : toAnnoMi(primary);
  const words = wordCount(text);
  const exploring = codes.includes('question_open') || codes.some((c) => REFLECTIONS.has(c));
  const risk = readRisk(norm, context.disclosure ?? null, exploring, context.riskRaised ?? false);
  return {
    primary: primaryCode,
    codes,
    structure: structureOf(norm, context.position ?? 0.5, words, REFLECTIONS.has(primaryCode)),
    empathy: empathyOf(norm, codes),
    risk: risk.moves,
    riskScreen: risk.screen,
    annomi,
    questions: asked.length,
    words,
  };
}
