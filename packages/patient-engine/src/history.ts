import type { Fact, Persona, Topic } from '@practicum/personas';
import type { ContentMove } from './plan';

/**
 * Closed factual questions about basic history (when it started, how long, medication, who the
 * patient lives with, work) get surface facts at any trust: trust holds back meaning, shame and
 * risk, not the kind of thing written on a referral form. Without a fact to give, the patient
 * answers from its demographics or its history notes rather than refusing.
 */
export type FactualAsk = 'onset' | 'duration' | 'medication' | 'living' | 'work' | 'family' | MedicalAsk;

/**
 * A medical history's closed questions, heard only in a medical station: the same words to a
 * therapy persona stay the ordinary conversation they always were.
 */
export type MedicalAsk =
  | 'site'
  | 'character'
  | 'radiation'
  | 'severity'
  | 'timing'
  | 'modifiers'
  | 'allergies'
  | 'smoking'
  | 'alcohol'
  | 'family_history'
  | 'past_history';

const MEDICAL_ASKS: readonly (readonly [FactualAsk, RegExp])[] = [
  ['medication', /\b(medicines?|medications?|tablets|pills|prescri\w+|inhalers?|injections?)\b/],
  ['allergies', /\b(allerg\w*|reactions? to (any )?(medicines?|medication|drugs|antibiotics|penicillin))\b/],
  [
    'family_history',
    /\b(family history|run(s)? in (the|your) family|anyone in (the|your) family|(your|any) (parents?|mum|mother|dad|father|brothers?|sisters?|relatives?) (have|had|ever|with)|in your family)\b/,
  ],
  ['smoking', /\b(do you smoke|smok\w*|cigarettes?|vape|vaping|tobacco)\b/],
  [
    'alcohol',
    /\b(do you drink|drink alcohol|how much (do you )?drink|alcohol|units|how many (drinks|pints|glasses))\b/,
  ],
  [
    'past_history',
    /\b(medical (history|problems?|conditions?)|any (other )?(health (problems?|conditions?)|conditions?|illness(es)?)|(had|have) any operations?|operations? (before|in the past)|been in hospital|any surgery|ever been diagnosed|long.?term conditions?)\b/,
  ],
  [
    'radiation',
    /\b(spread\w*|radiat\w*|go(es)? anywhere( else)?|move anywhere|travel anywhere|anywhere else)\b/,
  ],
  [
    'severity',
    /\b(out of (ten|10)|(0|zero|one|1) to (ten|10)|on a scale|how (bad|severe|strong|intense) (is|was)|score it)\b/,
  ],
  [
    'modifiers',
    /\b(makes? (it|the \w+) (better|worse)|(better|worse) (when|if|with)|anything (help|helps|ease|eases|relieve|relieves)|eases? (it|the \w+))\b/,
  ],
  [
    'timing',
    /\b(constant|come and go|comes and goes|all the time|on and off|how long does (it|each) last|still there|is it there now|got it now)\b/,
  ],
  [
    'character',
    /\b(describe (the|it|your|what)|what does (it|the \w+) feel like|what (is|was) (it|the \w+) like|what (kind|sort|type) of (pain|feeling|ache)|sharp or|dull or|is it (sharp|dull|crushing|burning|stabbing|tight|heavy))\b/,
  ],
  [
    'site',
    /\b(where (is|was|does|did) (the \w+|it)|where exactly|whereabouts|point to|show me where|which part)\b/,
  ],
];

/** Words in a fact's keywords that mark it as the answer to each medical ask. */
const ASK_WORDS: Record<MedicalAsk, readonly string[]> = {
  site: ['where', 'whereabouts', 'point', 'show me', 'exactly', 'site'],
  character: ['describe', 'feel like', 'sharp', 'dull', 'tight', 'heavy', 'crushing', 'what kind', 'like'],
  radiation: ['spread', 'radiate', 'anywhere else', 'go anywhere', 'move'],
  severity: ['out of ten', 'scale', 'how bad', 'severe', 'score', 'worst'],
  timing: ['constant', 'come and go', 'still', 'now', 'last', 'how long'],
  modifiers: ['better', 'worse', 'ease', 'help', 'relieve'],
  allergies: ['allergy', 'allergies', 'allergic'],
  smoking: ['smoke', 'smoking', 'cigarettes'],
  alcohol: ['drink', 'alcohol', 'units', 'pints'],
  family_history: ['family', 'runs in'],
  past_history: ['medical', 'conditions', 'history', 'operations', 'hospital'],
};

const ASKS: readonly (readonly [FactualAsk, RegExp])[] = [
  [
    'duration',
    /\b(how long (has|have|had|did|is|was|were|been)?|for how long|since when|how many (weeks|months|years)|(weeks|months|years) or (weeks|months|years)|a (recent|new) thing|(been around|been going on|been like this|been happening) for (a while|long|a long time|ages|years|months))\b/,
  ],
  [
    'onset',
    /\b(when did (it|this|that|all this|all of this|the \w+|things|you first|you start|you begin|you notice)|when (was|were) the first|when (it|this|that) (all )?(start|began|begin)|what age|how old were you when|(was there|what was) (a |the )?(trigger|turning point|starting point)|(set|sets|kicked|kick|sparked|triggered|brought) (it|this|that|things|all this)( all)? (off|on)|what (started|triggered|sparked) (it|this|that|all this)|how did (it|this|that|all this) (start|begin)|last time you (felt|were) (like )?(yourself|your (normal |usual )?self|normal|okay|well))\b/,
  ],
  [
    'medication',
    /\b((on|taking|take|prescribed|given) (any |some )?(medication|medicine|meds|tablets|pills|antidepressants|anything for)|any (medication|medicine|meds|tablets|pills|prescriptions?)|what (medication|meds|tablets)|(put|started|got) (you )?on (anything|something|medication|tablets|pills)|(giving|given|give|gave) you (anything|something) (for|to help)|(been|be) on (any )?(anti\w+|medication|tablets|pills|meds|anything)|taking (anything|something) (for|to help)|prescri\w+|antidepressants?|sleeping (pills|tablets))\b/,
  ],
  [
    'living',
    /\b((live|living) with (anyone|someone|family|your|a partner|friends)|who else (is|lives) (at|in the) (home|house|flat)|(share|sharing) (a |the |your )?(house|flat|home)|home (life|situation)|who do you live with|do you live (alone|with|on your own|by yourself)|where do you live|live on your own|anyone (else )?at home|who('s| is) at home|live by yourself)\b/,
  ],
  [
    'work',
    /\b(do you (work|have a job)|are you (working|employed|at school|at college|at uni|studying|in work|retired)|what do you do( for (a living|work))?|what('s| is) your job|where do you work|what work do you do)\b/,
  ],
  [
    'family',
    /\b(do you have (any )?(kids|children|family|brothers|sisters|siblings|a partner|a wife|a husband|a girlfriend|a boyfriend)|are you married|are you single|are you in a relationship)\b/,
  ],
];

/** The factual question a (normalised) utterance asks, if it asks one; `medical` adds a history's. */
export function factualQuestion(text: string, medical = false): FactualAsk | null {
  if (medical) for (const [ask, re] of MEDICAL_ASKS) if (re.test(text)) return ask;
  for (const [ask, re] of ASKS) if (re.test(text)) return ask;
  return null;
}

/**
 * Every history question a medical station's line asks ("Any medicines? Any allergies?"), in
 * order; the patient answers up to two of them.
 */
export function medicalQuestions(text: string): FactualAsk[] {
  const out: FactualAsk[] = [];
  for (const [ask, re] of MEDICAL_ASKS) if (re.test(text)) out.push(ask);
  for (const [ask, re] of ASKS) if (re.test(text)) out.push(ask);
  return out;
}

const isMedical = (ask: FactualAsk): ask is MedicalAsk => ask in ASK_WORDS;
const SYMPTOM_TOPICS: readonly Topic[] = ['symptom_detail', 'presenting_problem', 'associated_symptoms'];

/** Topics whose facts are basic history, answerable to a direct question up to depth 2. */
const HISTORY_TOPICS: readonly Topic[] = [
  'previous_help',
  'medication',
  'daily_life',
  'work',
  'school',
  'family',
  'housing',
];

const ASK_TOPICS: Record<FactualAsk, readonly Topic[]> = {
  onset: ['presenting_problem', 'mood', 'anxiety', 'sleep', 'health'],
  duration: ['presenting_problem', 'mood', 'anxiety', 'sleep', 'health'],
  medication: ['medication', 'previous_help', 'health'],
  living: ['housing', 'family', 'partner'],
  work: ['work', 'school', 'finances'],
  family: ['family', 'partner'],
  site: SYMPTOM_TOPICS,
  character: SYMPTOM_TOPICS,
  radiation: SYMPTOM_TOPICS,
  severity: SYMPTOM_TOPICS,
  timing: SYMPTOM_TOPICS,
  modifiers: SYMPTOM_TOPICS,
  allergies: ['allergies', 'medication'],
  smoking: ['substances'],
  alcohol: ['alcohol'],
  family_history: ['family_history', 'family'],
  past_history: ['health'],
};

const SPAN = String.raw`(?:over |about |almost |nearly |more than |around |just over |a good )?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|several|a few|a couple of) (?:years?|months?|weeks?|days?)`;
const TIME = new RegExp(
  String.raw`\b(?:for (${SPAN})|(${SPAN}) ago|since ((?:the |my |his |her |their |last |about )?[\w'-]+(?: [\w'-]+){0,3}?)(?=[,.;]|$| and | when | but )|(?:in|since) ((?:19|20)\d\d))`,
  'i',
);

/** When a fact says when: "eight years ago", "for over a year", "since the divorce". */
export function timeOf(text: string): { span?: string; since?: string } | null {
  const m = TIME.exec(text);
  if (!m) return null;
  if (m[1] ?? m[2]) return { span: (m[1] ?? m[2] ?? '').trim() };
  if (m[3]) return { since: m[3].trim() };
  if (m[4]) return { since: m[4] };
  return null;
}

const MEDICATION =
  /\b(tablets?|medication|medicine|antidepressants?|sertraline|fluoxetine|citalopram|escitalopram|mirtazapine|venlafaxine|pregabalin|tramadol|amitriptyline|zopiclone|lithium|quetiapine|propranolol|diazepam|inhaler|insulin|metformin|prescri\w+|pills)\b/i;

/**
 * Feelings that make a fact more than history: what the patient is ashamed, guilty or frightened of
 * is held back until trust allows, however plainly the question is put.
 */
const SELF_CONSCIOUS: readonly string[] = ['ashamed', 'guilty', 'fearful', 'tearful', 'hopeless'];

/** Facts that answer the factual question at any trust: depth 1, or depth 2 of basic history. */
export function factualFacts(
  persona: Persona,
  ask: FactualAsk,
  undisclosed: readonly Fact[],
  hits: (f: Fact) => number,
  current: Topic | null,
): Fact[] {
  const topics =
    ask === 'onset' || ask === 'duration'
      ? [...(current ? [current] : []), ...ASK_TOPICS[ask]]
      : ASK_TOPICS[ask];
  // A medical case's facts say when in their own words ("this morning at breakfast"): a keyword
  // hit will do instead of a stated span.
  const medical = persona.case !== undefined;
  const timely = (f: Fact) =>
    ask === 'onset' || ask === 'duration' ? timeOf(f.text) !== null || (medical && hits(f) > 0) : true;
  const askHits = (f: Fact) =>
    isMedical(ask) ? ASK_WORDS[ask].filter((w) => (f.keywords ?? []).includes(w)).length : 0;
  // A medical ask wants a fact that answers it: one whose keywords name the ask, or any fact of
  // the ask's own topic when the topic is that narrow (allergies, smoking).
  const answers = (f: Fact) =>
    !isMedical(ask) || askHits(f) > 0 || (!SYMPTOM_TOPICS.includes(f.topic) && topics.includes(f.topic));
  return undisclosed
    .filter(
      (f) =>
        (topics.includes(f.topic) || hits(f) > 0) &&
        answers(f) &&
        (f.depth === 1 ||
          (f.depth === 2 && HISTORY_TOPICS.includes(f.topic) && !SELF_CONSCIOUS.includes(f.emotion))) &&
        timely(f) &&
        !(ask === 'medication' && f.topic === 'health' && !MEDICATION.test(f.text)),
    )
    .sort(
      (x, y) =>
        askHits(y) - askHits(x) ||
        hits(y) - hits(x) ||
        topics.indexOf(x.topic) - topics.indexOf(y.topic) ||
        x.depth - y.depth,
    );
}

/** Without a fact: demographics, a time from the persona's notes, or a plain short answer. */
export function factualFallback(persona: Persona, ask: FactualAsk, current: Topic | null): ContentMove {
  // Asked about something the case has nothing on: the plain "no" a patient gives.
  if (isMedical(ask)) return { kind: 'no_issue', topic: ASK_TOPICS[ask][0] ?? 'health' };
  if (ask === 'living' || ask === 'family') return { kind: 'identity', detail: 'home' };
  if (ask === 'work') return { kind: 'identity', detail: 'job' };
  if (ask === 'medication') {
    const notes = [persona.background, persona.presenting_problem, ...persona.history];
    return {
      kind: 'vague',
      topic: 'medication',
      detail: notes.some((n) => MEDICATION.test(n)) ? 'medication_some' : 'medication_none',
    };
  }
  const notes = [persona.presenting_problem, ...persona.symptoms, ...persona.history, persona.background];
  for (const n of notes) {
    const t = timeOf(n);
    if (t?.span)
      return { kind: 'vague', topic: current ?? 'presenting_problem', detail: 'duration', text: t.span };
    if (t?.since)
      return {
        kind: 'vague',
        topic: current ?? 'presenting_problem',
        detail: 'duration_since',
        text: t.since,
      };
  }
  return { kind: 'vague', topic: current ?? 'presenting_problem', detail: 'duration_unknown' };
}
