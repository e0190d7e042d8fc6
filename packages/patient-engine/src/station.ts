import {
  CHECKLIST_TEMPLATES,
  resolveChecklist,
  type ChecklistDomain,
  type ChecklistItem,
  type Emotion,
  type Fact,
  type Persona,
} from '@practicum/personas';
import { cueLine, cueWords, meetsAnyCue, type CueLine, type UtteranceAnalysis } from '@practicum/coder';
import type { ContentMove } from './plan';
import { has, type StudentAct } from './schemas';
import type { EngineState, StationState } from './state';

/**
 * How a patient in a medical station hears a student's line, beyond the therapy reading: which red
 * flags it asks about (told only then), whether it invites the hidden agenda (ideas, concerns,
 * expectations: said only when invited), whether it is a plain history question (answered at any
 * trust, and no interrogation to a patient who came to see a doctor), and for bad news whether it
 * warns, checks what the patient knows, or breaks the news. The wordings are the case's own
 * (`case.ts`) and the coder's matcher reads them, so what the patient answers and what the
 * checklist marks are the same thing.
 */
export interface StationReading {
  /** Red-flag facts this line asks about. */
  redFlags: Fact[];
  /** Agenda facts this line invites (ideas, concerns or expectations). */
  agenda: Fact[];
  /** The line asks something a history checklist asks (SOCRATES, background, red flags, ICE). */
  historyQuestion: boolean;
  /** Bad news: a warning shot or a check of what the patient knows. */
  prepares: boolean;
  /** Bad news: this line gives the news. */
  breaksNews: boolean;
  /** A consent station: the line asks whether the patient agrees to go ahead. */
  consentAsked: boolean;
}

const NONE: StationReading = {
  redFlags: [],
  agenda: [],
  historyQuestion: false,
  prepares: false,
  breaksNews: false,
  consentAsked: false,
};

/** Asking for the patient's decision: whether they agree to go ahead with what was explained. */
const CONSENT_ASKS = [
  'happy to go ahead|want to go ahead|like to go ahead|willing to go ahead|ready to go ahead',
  'agree to|consent to|give consent|your consent|sign + consent|form',
  'do you want to have|would you like to have|happy to have + it|test|procedure|colonoscopy',
];

/** Domains whose items are questions a patient simply answers. */
const HISTORY_DOMAINS: readonly ChecklistDomain[] = [
  'presenting_complaint',
  'associated_symptoms',
  'red_flags',
  'risk',
  'past_history',
  'drugs_allergies',
  'family_history',
  'social_history',
  'ideas',
  'concerns',
  'expectations',
  'spikes_perception',
];

interface Compiled {
  items: ChecklistItem[];
  invites: Record<'ideas' | 'concerns' | 'expectations', { cues: string[]; loose: string[] }>;
  history: string[];
  prepare: string[];
  news: string[];
  gated: Set<string>;
}

const CACHE = new WeakMap<Persona, Compiled | null>();

const fullCues = (items: readonly ChecklistItem[]) => items.flatMap((i) => i.parts.flatMap((p) => p.cues));
const partlyCues = (items: readonly ChecklistItem[]) =>
  items.flatMap((i) => i.parts.flatMap((p) => p.partly));

function compiled(persona: Persona): Compiled | null {
  const hit = CACHE.get(persona);
  if (hit !== undefined) return hit;
  const c = persona.case;
  if (!c) {
    CACHE.set(persona, null);
    return null;
  }
  const items = resolveChecklist(c);
  const of = (...d: ChecklistDomain[]) => items.filter((i) => d.includes(i.domain));
  // The invitation is the case's ICE item if it lists one, else the shared template's wording.
  const invite = (d: 'ideas' | 'concerns' | 'expectations') => {
    const own = of(d);
    const tpl = CHECKLIST_TEMPLATES[d];
    const list =
      own.length > 0
        ? own
        : [
            {
              ...tpl,
              id: d,
              need: 1,
              source: 'template' as const,
              parts: tpl.parts.map((p) => ({ cues: [...p.cues], partly: [...p.partly] })),
            },
          ];
    return { cues: fullCues(list), loose: partlyCues(list) };
  };
  const ideas = invite('ideas');
  // In a bad-news station, asking what the patient knows or suspects draws their ideas too.
  if (c.station === 'bad_news') ideas.cues.push(...fullCues(of('spikes_perception')));
  const out: Compiled = {
    items,
    invites: { ideas, concerns: invite('concerns'), expectations: invite('expectations') },
    history: fullCues(of(...HISTORY_DOMAINS)),
    prepare: [
      ...fullCues(items.filter((i) => i.domain === 'spikes_perception' || i.id.includes('warning'))),
      ...CHECKLIST_TEMPLATES['spikes-warning-shot'].parts.flatMap((p) => p.cues),
      ...CHECKLIST_TEMPLATES['spikes-perception'].parts.flatMap((p) => p.cues),
    ],
    news: c.news?.delivered_by ?? [],
    gated: new Set([
      ...c.red_flags.map((f) => f.fact),
      ...c.agenda.ideas,
      ...c.agenda.concerns,
      ...c.agenda.expectations,
    ]),
  };
  CACHE.set(persona, out);
  return out;
}

/** Facts the patient holds back until asked or invited (red flags and the hidden agenda). */
export function gatedFacts(persona: Persona): ReadonlySet<string> {
  return compiled(persona)?.gated ?? new Set();
}

/** Whether the persona plays a station (and so hears lines as this module says). */
export function isStation(persona: Persona): boolean {
  return compiled(persona) !== null;
}

/** Words of the station's checklist: a history question about them is on topic for this patient. */
export function stationVocabulary(persona: Persona): string[] {
  const c = compiled(persona);
  return c ? cueWords(fullCues(c.items)) : [];
}

export function readStation(
  persona: Persona,
  text: string,
  asking: boolean,
  disclosed: readonly string[],
): StationReading {
  const c = compiled(persona);
  const cs = persona.case;
  if (!c || !cs) return NONE;
  const line: CueLine = cueLine(text);
  const byId = (id: string) => persona.facts.find((f) => f.id === id);
  const redFlags = cs.red_flags
    .filter((f) => !disclosed.includes(f.fact) && meetsAnyCue(line, f.asked_by))
    .map((f) => byId(f.fact))
    .filter((f): f is Fact => f !== undefined);
  const agenda: Fact[] = [];
  for (const k of ['ideas', 'concerns', 'expectations'] as const) {
    const inv = c.invites[k];
    if (meetsAnyCue(line, inv.cues) || (asking && meetsAnyCue(line, inv.loose)))
      for (const id of cs.agenda[k]) {
        const f = byId(id);
        if (f && !disclosed.includes(id)) agenda.push(f);
      }
  }
  return {
    redFlags,
    agenda,
    historyQuestion: asking && (redFlags.length > 0 || meetsAnyCue(line, c.history)),
    prepares: cs.station === 'bad_news' && meetsAnyCue(line, c.prepare),
    breaksNews: c.news.length > 0 && meetsAnyCue(line, c.news),
    consentAsked: cs.station === 'consent' && asking && meetsAnyCue(line, CONSENT_ASKS),
  };
}

/** What a doctor's explanation is about, which decides the question it raises in the patient. */
export type Explained = 'procedure' | 'treatment' | 'diagnosis' | 'good_news' | 'admission';

/** Acts that are something other than telling the patient about their condition. */
const NOT_TOLD: readonly StudentAct[] = [
  'hostility',
  'confrontation',
  'invalidation',
  'open_question',
  'closed_question',
  'greeting',
  'closing',
  'summary',
  'validation',
  'affirmation',
  'advice',
  'premature_reassurance',
  'agenda',
  'small_talk',
  'off_topic',
  'risk_screening',
  'risk_followup',
  'safety_planning',
  'self_disclosure',
];

/** What an explanation is about: the body, its illnesses, tests and treatments. */
const CLINICAL =
  /\b(scans?|tests?|results?|bloods?|x ray|ecg|tablets?|medicines?|medication|condition|infection|diagnos\w+|treat\w*|procedure|operation|arter(y|ies)|heart|lungs?|liver|kidneys?|brain|nerves?|sugar|pressure|bowel|bladder|urine|virus|bacteria|cancer|tumour|growth|fluid|inflam\w+|damage\w*|swelling|clot|seizures?|epilepsy|diabetes|angina|migraine|asthma|arthritis|sciatica|disc|stroke|embolism|pneumonia|ulcer|reflux|gallstones?|appendicitis|ectopic|pregnan\w+|cyst|hernia|anaemia|thyroid|bronchitis|tuberculosis|tb|hiv|chlamydia|meningitis|sepsis|dementia|psychosis|fracture|sprain|muscle|joint|antibiotics?|sedation|camera)\b/;

/** A doctor's account of why: "because your heart...", "the most likely reason is", "I think". */
const GIVES_A_CAUSE =
  /\b(because|the (\w+ )?reason|due to|caused by|is from|comes from|which is why|that is why|most likely|probably|i think|we think|suggests?)\b/;

/**
 * In a consultation, a statement that explains (a result, a diagnosis, a test, a treatment) is
 * heard as being told something, however its grammar reads: the coder's information or
 * psychoeducation, or information or a "reflection" about the body, its illnesses, tests or
 * treatments that names no feeling of theirs and gives what they never said or a cause.
 * What it is about decides the question it raises.
 */
export function explanationIn(a: UtteranceAnalysis): Explained | null {
  const acts = a.acts;
  if (a.normalized.words.length < 6 || a.normalized.sentences.some((x) => x.question)) return null;
  // "The plan is to keep you in overnight" sets out what comes next and explains it at once.
  const planExplained = has(acts, 'agenda') && has(acts, 'psychoeducation');
  if (has(acts, ...NOT_TOLD.filter((x) => !(planExplained && x === 'agenda')))) return null;
  const explains =
    has(acts, 'psychoeducation') ||
    (CLINICAL.test(a.normalized.text) &&
      (a.coding.primary === 'giving_information' ||
        a.coding.primary === 'other' ||
        /\b(could|might|may|is likely to|is probably) be (a|an|your)\b/.test(a.normalized.text) ||
        (has(acts, 'simple_reflection', 'complex_reflection') &&
          a.feelings.length === 0 &&
          (a.coding.reflection_fit !== 'fits' || GIVES_A_CAUSE.test(a.normalized.text)))));
  if (!explains) return null;
  const t = a.normalized.text;
  if (/\b(keep you in|admit you|admitted|stay in (hospital|overnight)|overnight)\b/.test(t))
    return 'admission';
  if (
    /\b(good news|reassuring|nothing (serious|to worry)|(is|was|are|were|came back) (all )?(clear|normal|fine))\b/.test(
      t,
    ) &&
    !/\b(but|however|although|though)\b/.test(t)
  )
    return 'good_news';
  if (
    /\b(procedure|operation|camera|tube|sedation|biopsy|angiogram|colonoscopy|endoscopy|mri|scan|x ray|needle|swabs?|examin\w+|test)\b/.test(
      t,
    )
  )
    return /\b(shows?|showed|came back|found|results?|(is|was|are|were) (clear|normal|fine|positive|negative|raised|high|low|abnormal))\b/.test(
      t,
    )
      ? 'diagnosis'
      : 'procedure';
  if (
    /\b(tablets?|medicines?|medication|treatment|antibiotics?|insulin|dose|drug|statin|injections?|pep|course)\b/.test(
      t,
    )
  )
    return 'treatment';
  return 'diagnosis';
}

/** An early hint at the concern the patient has not been asked about, at most once or twice. */
export function agendaCue(persona: Persona, given: number): string | null {
  const cues = persona.case?.agenda.cues ?? [];
  return cues[given] ?? null;
}

/** What a bad-news turn changes: what the patient says, feels, and how the station moves on. */
export interface NewsStep {
  /** Moves that replace the turn's answer (the news turn) or are added to it. */
  moves: ContentMove[];
  replace: boolean;
  emotion: Emotion | null;
  station: StationState;
  /** The news came with no warning: the patient closes up. */
  shock: boolean;
}

/** What a patient says while still reeling from news given without warning. */
const WITHDRAWN = [
  "Sorry. I can't... I'm not really taking any of this in.",
  'I just need a minute.',
  "I don't know what you want me to say.",
];
/** Hearing a warning shot: bracing for what comes. */
const BRACING = [
  'Oh. Right. ... Go on.',
  "Oh God. It's bad, isn't it? Go on.",
  'I thought you might say that. Go on, then.',
];
/** Taking in what they are told after the news. */
const TAKING_IN = ['Right.', 'I see. Right.', 'Okay.', 'Right. Okay.'];
/** Hearing their feelings named after the news. */
const HEARD = ["It is. It's a lot.", 'Thank you. Yes.', "It is, yes. I'm all right. Go on."];
const NO_MORE = "No, I think that's everything for now. Thank you for being straight with me.";

const EMPATHY_ACTS: readonly StudentAct[] = ['validation', 'simple_reflection', 'complex_reflection'];
const EMOTION_CUES = CHECKLIST_TEMPLATES['spikes-emotions'].parts.flatMap((p) => p.cues);
const QUESTIONS_INVITED = CHECKLIST_TEMPLATES['check-understanding'].parts.flatMap((p) => p.cues);
const INVITATION = CHECKLIST_TEMPLATES['spikes-invitation'].parts.flatMap((p) => p.cues);
/** Asked how much they want to know, before the news: most patients want it plainly. */
const WANTS_TO_KNOW = [
  'Just tell me straight. Please.',
  "All of it. I'd rather know where I stand.",
  "Tell me everything. I'd rather know.",
];

/**
 * A bad-news station's turn. The news is the first student sentence that says it; a warning shot
 * or a check of what the patient knows, in an earlier line or an earlier sentence of the same one,
 * prepares them. Prepared, they take it in and go on with you (the case's prepared reaction, then
 * its questions one at a time, as what they are told sinks in); told bluntly, they go into shock
 * and withdraw until the student responds to the emotion.
 */
export function stepNews(
  persona: Persona,
  s: EngineState,
  sentences: readonly string[],
  acts: readonly StudentAct[],
  pick: (lines: readonly string[]) => string,
): NewsStep | null {
  const c = compiled(persona);
  const news = persona.case?.news;
  if (!c || !news) return null;
  const station = { ...s.station };
  const lines = sentences.map((t) => cueLine(t));
  const asked = acts.includes('open_question') || acts.includes('closed_question');
  const say = (...texts: string[]): ContentMove[] => texts.map((text) => ({ kind: 'say', text }));
  if (station.newsTurn < 0) {
    const at = lines.findIndex((l) => meetsAnyCue(l, c.news));
    const preparesBefore = lines.slice(0, at < 0 ? lines.length : at).some((l) => meetsAnyCue(l, c.prepare));
    if (at < 0) {
      // Asked how they would like to hear it, they say so. That alone is no warning of what is
      // coming: only a warning shot or a check of what they know prepares them.
      if (lines.some((l) => meetsAnyCue(l, INVITATION)) && !preparesBefore)
        return { moves: say(pick(WANTS_TO_KNOW)), replace: true, emotion: 'anxious', station, shock: false };
      if (!preparesBefore) return null;
      // A question that prepares (what do you know so far?) is answered as asked; a warning shot braces.
      const prepared = { ...station, prepared: true };
      return asked
        ? { moves: [], replace: false, emotion: null, station: prepared, shock: false }
        : { moves: say(pick(BRACING)), replace: true, emotion: 'anxious', station: prepared, shock: false };
    }
    const prepared = station.prepared || preparesBefore;
    const next = { ...station, prepared, newsTurn: s.turn, blunt: !prepared };
    const prefer = (...e: Emotion[]) => e.find((x) => persona.emotions.includes(x)) ?? e[0]!;
    return prepared
      ? {
          moves: say(news.prepared_reaction),
          replace: true,
          emotion: prefer('tearful', 'sad'),
          station: next,
          shock: false,
        }
      : {
          moves: say(news.blunt_reaction),
          replace: true,
          emotion: prefer('numb', 'fearful'),
          station: next,
          shock: true,
        };
  }
  const empathic =
    acts.some((a) => EMPATHY_ACTS.includes(a)) || lines.some((l) => meetsAnyCue(l, EMOTION_CUES));
  if (station.blunt && !empathic && s.turn - station.newsTurn <= 3)
    return { moves: say(pick(WITHDRAWN)), replace: true, emotion: 'numb', station, shock: false };
  // Heard at last, the patient comes back to the conversation.
  if (station.blunt && empathic) station.blunt = false;
  const invited = lines.some((l) => meetsAnyCue(l, QUESTIONS_INVITED));
  const question = news.questions[station.questionsAsked];
  const asking = { ...station, questionsAsked: station.questionsAsked + (question ? 1 : 0) };
  if (invited)
    return { moves: say(question ?? NO_MORE), replace: true, emotion: null, station: asking, shock: false };
  // Told something (an explanation, a feeling named), the patient takes it in and asks what comes
  // to mind next; a question of the student's is answered as usual.
  if (!asked) {
    const ack = pick(empathic ? HEARD : TAKING_IN);
    return {
      moves: say(...(question ? [ack, question] : [ack])),
      replace: true,
      emotion: null,
      station: asking,
      shock: false,
    };
  }
  return { moves: [], replace: false, emotion: null, station, shock: false };
}
