import { matchesAny } from '../lexicons/union';
import { STOPWORDS, wordStems as contentStems } from '../text/stems';
import type { StudentAct } from '../schemas/codes.schema';
import {
  AFFIRMATION,
  CLOSING,
  GREETING,
  META_PROBE,
  SMALL_TALK,
  SUMMARY,
  THANKS_FOR_COMING,
  VALIDATION,
} from './cues';
import {
  ADVICE,
  HONEST_LIMITS,
  AGENDA,
  CONFRONTATION,
  MINIMISING,
  PSYCHOEDUCATION,
  REASSURANCE,
  SELF_DISCLOSURE,
  YOU_ARE_JUDGEMENT,
  asNameCheck,
  mustFeel,
} from './cues-directive';
import { isGibberish } from './gibberish';
import { normalize, type Normalized, type Sentence } from './normalize';
import { questionKind, stripLead } from './question';
import { reflectionKind, reflectionStem } from './reflection';

export interface ClassifyContext {
  /** The patient's last line, as said. */
  patientLast?: string;
  /** Every earlier patient line, oldest first (for recognising summaries). */
  patientHistory?: readonly string[];
  /** Student utterances before this one (0 for the first), to tell "thanks for coming" apart. */
  turn?: number;
}

/** `check`: confirming who the patient is (date of birth, "the right person"), as a consultation opens. */
export type IdentityQuestion = 'check' | 'name' | 'age' | 'job' | 'home';

/** What the cue lexicons hear in a turn, before the MITI coder and the conduct reading are joined in (code.ts). */
export interface CueAnalysis {
  /** Acts, most salient first; never empty ("other" when nothing else applies). */
  acts: StudentAct[];
  normalized: Normalized;
  /** Feeling words the student named while reflecting (for judging accuracy). */
  feelings: { word: string; family: string }[];
  empty: boolean;
  gibberish: boolean;
  /** "Are you a bot?" and the like. */
  meta: boolean;
  /** Over 120 words. */
  long: boolean;
  /** A minimal encourager ("Mm.", "Go on", "I see"): keep talking. */
  encourager: boolean;
  identity: IdentityQuestion | null;
  /** The sentences that ask something, normalised. */
  questions: string[];
}

const ENCOURAGER =
  /^(mm+|m hm|mhm|hm+|okay|right|yeah|yes|i see|sure|really|wow|oh|ah|and|and then|go on|uh huh|carry on|keep going|i am listening|ok|all right|got it|interesting)$/;

const any = matchesAny;

const IDENTITY: readonly (readonly [IdentityQuestion, RegExp])[] = [
  [
    'check',
    /\b(date of birth|(confirm|check) (your (details|identity)|who you are|who i am (speaking|talking) to)|(got|have|with) the right (person|patient)|are you (mr|mrs|ms|miss|mister)|is (it|this) (mr|mrs|ms|miss)|am i (speaking|talking) (to|with))\b/,
  ],
  [
    'name',
    /\b(what is your name|what should i call you|what do you (like to be|want to be) called|who are you|your name)\b/,
  ],
  ['age', /\b(how old are you|what is your age|your age|what age are you)\b/],
  [
    'job',
    /\b(what do you do( for (a living|work))?|what is your (job|occupation|line of work)|what work do you do|where do you work|do you work|do you have a job|have you got a job|are you (working|employed|in school|at school|studying|a student|retired))\b/,
  ],
  [
    'home',
    /\b(who do you live with|where do you live|do you live (alone|with|on your own|by yourself)|your living (situation|arrangements?))\b/,
  ],
];

function sentenceActs(
  s: Sentence,
  ctx: ClassifyContext & {
    asks?: boolean;
    recent: readonly string[];
    /** The sentence with a guess at the listener's name said plainly: advice is read on it. */
    adviceText?: string;
  },
  patientStems: ReadonlySet<string>,
  out: Set<StudentAct>,
  feelings: CueAnalysis['feelings'],
): void {
  const recent = ctx.recent;
  const t = s.text;
  const ts = stripLead(t);
  const turn = ctx.turn ?? 0;
  if (any(GREETING, t)) out.add('greeting');
  if (any(CLOSING, t)) out.add('closing');
  if (THANKS_FOR_COMING.test(t)) {
    out.add(turn >= 3 ? 'closing' : 'greeting');
    if (turn >= 3) out.delete('greeting');
  }
  if (any(SMALL_TALK, t)) out.add('small_talk');
  if (any(VALIDATION, t)) out.add('validation');
  if (any(AFFIRMATION, t)) out.add('affirmation');
  if (any(SUMMARY, t)) out.add('summary');
  const reported =
    /\b(think|thinks|thought|believe|believes|say|says|said|worry|worried|afraid|scared|fear|feel like|call you|called you|told you|tell you)\b.*\byou are\b/.test(
      t,
    );
  const confront = any(CONFRONTATION, t) || (!reported && YOU_ARE_JUDGEMENT.test(t));
  if (confront) out.add('confrontation');
  const affirming = /\byou should be (really |so |very )?proud\b/.test(t);
  const advice =
    !affirming && !mustFeel(t) && !/^(tell|talk|walk) me\b/.test(ts) && any(ADVICE, ctx.adviceText ?? t);
  if (advice) out.add('advice');
  // Saying what cannot be promised is honest ("I can't promise it'll be fine"), as in conduct.ts.
  if (any(REASSURANCE, t) && !HONEST_LIMITS.test(t)) out.add('premature_reassurance');
  if (any(MINIMISING, t)) out.add('invalidation');
  const reflective = reflectionStem(t);
  if (any(PSYCHOEDUCATION, t) && !s.question && !reflective && !any(REASSURANCE, t) && !any(MINIMISING, t))
    out.add('psychoeducation');
  if (any(SELF_DISCLOSURE, t)) out.add('self_disclosure');
  if (any(AGENDA, t)) out.add('agenda');

  const tentative =
    s.question &&
    reflective &&
    !/^(what|how|why|when|where|who|do|does|did|is|are|can|could|would|will|have|has)\b/.test(ts);
  const directive = advice || confront || out.has('premature_reassurance') || out.has('invalidation');
  const whyDirective = /^why (do not|not|would|on earth|did not|could not|cannot|can not|will not)\b/.test(
    ts,
  );
  if (!tentative && !(whyDirective && directive)) {
    const kind = questionKind(s);
    if (kind === 'open') out.add('open_question');
    else if (kind === 'closed') out.add('closed_question');
  }
  const isQuestion = out.has('open_question') || out.has('closed_question');
  const blocked =
    directive ||
    out.has('self_disclosure') ||
    out.has('psychoeducation') ||
    out.has('closing') ||
    out.has('greeting') ||
    out.has('agenda') ||
    out.has('affirmation');
  if ((!isQuestion || tentative) && !blocked) {
    const r = reflectionKind(
      t,
      s.words,
      ctx.patientLast === undefined ? undefined : recent.map((l) => normalize(l).text).join(' '),
      patientStems,
    );
    if (r) {
      out.add(r.kind === 'complex' ? 'complex_reflection' : 'simple_reflection');
      feelings.push(...r.feelings);
    }
  }
}

/** A long statement that gathers what the patient said across several turns. */
function looksLikeSummary(n: Normalized, ctx: ClassifyContext): boolean {
  const history = ctx.patientHistory ?? [];
  if (n.words.length < 22 || history.length < 2 || n.sentences.some((s) => s.question)) return false;
  const mine = new Set(contentStems(n.words));
  let touched = 0;
  for (const line of history) {
    const stems = new Set(contentStems(normalize(line).words));
    let shared = 0;
    for (const s of mine) if (stems.has(s)) shared++;
    if (shared >= 2) touched++;
  }
  return touched >= 2 && /\b(you|your)\b/.test(n.text);
}

export function cueAnalysis(text: string, ctx: ClassifyContext = {}): CueAnalysis {
  const normalized = normalize(text ?? '');
  const words = normalized.words;
  const empty = words.length === 0;
  const gibberish = !empty && isGibberish(words, STOPWORDS);
  const acts = new Set<StudentAct>();
  const feelings: CueAnalysis['feelings'] = [];
  // Reflections may mirror anything the patient said lately, not only the last line.
  const recent = [...(ctx.patientHistory ?? []).slice(-3), ctx.patientLast ?? ''];
  const patientStems = new Set(recent.flatMap((l) => contentStems(normalize(l).words)));
  if (!empty && !gibberish) {
    // A risk statement followed by "Has that happened to you?" asks about risk as a whole.
    const asks = normalized.sentences.some((s) => s.question);
    const checked = normalize(asNameCheck(text ?? '')).sentences;
    normalized.sentences.forEach((s, i) =>
      sentenceActs(s, { ...ctx, asks, recent, adviceText: checked[i]?.text }, patientStems, acts, feelings),
    );
    if (!acts.has('summary') && looksLikeSummary(normalized, ctx)) acts.add('summary');
    if (acts.has('summary')) {
      acts.delete('simple_reflection');
      acts.delete('complex_reflection');
    }
  }
  const meta = any(META_PROBE, normalized.text);
  if (acts.size === 0) acts.add('other');
  const asked = normalized.sentences.filter((s) => s.question || questionKind(s) !== null).map((s) => s.text);
  const identity = IDENTITY.find(([, re]) => asked.some((t) => re.test(t)))?.[0] ?? null;
  return {
    acts: [...acts],
    normalized,
    feelings,
    empty,
    gibberish,
    meta,
    long: text.trim().split(/\s+/).length > 120,
    identity,
    questions: asked,
    encourager: ENCOURAGER.test(normalized.text),
  };
}
