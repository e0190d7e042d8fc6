import type { Fact, Persona, Topic } from '@practicum/personas';
import type { ContentMove } from './plan';

/**
 * Closed factual questions about basic history (when it started, how long, medication, who the
 * patient lives with, work) get surface facts at any trust: trust holds back meaning, shame and
 * risk, not the kind of thing written on a referral form. Without a fact to give, the patient
 * answers from its demographics or its history notes rather than refusing.
 */
export type FactualAsk = 'onset' | 'duration' | 'medication' | 'living' | 'work' | 'family';

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

/** The factual question a (normalised) utterance asks, if it asks one. */
export function factualQuestion(text: string): FactualAsk | null {
  for (const [ask, re] of ASKS) if (re.test(text)) return ask;
  return null;
}

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
  const timely = (f: Fact) => (ask === 'onset' || ask === 'duration' ? timeOf(f.text) !== null : true);
  return undisclosed
    .filter(
      (f) =>
        (topics.includes(f.topic) || hits(f) > 0) &&
        (f.depth === 1 ||
          (f.depth === 2 && HISTORY_TOPICS.includes(f.topic) && !SELF_CONSCIOUS.includes(f.emotion))) &&
        timely(f) &&
        !(ask === 'medication' && f.topic === 'health' && !MEDICATION.test(f.text)),
    )
    .sort(
      (x, y) => hits(y) - hits(x) || topics.indexOf(x.topic) - topics.indexOf(y.topic) || x.depth - y.depth,
    );
}

/** Without a fact: demographics, a time from the persona's notes, or a plain short answer. */
export function factualFallback(persona: Persona, ask: FactualAsk, current: Topic | null): ContentMove {
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
