import { z } from 'zod';

/**
 * A medical case: what an OSCE station adds to a persona. The persona still says who the patient is
 * and what they will tell at which depth (its facts); the case says what the station is, which of
 * those facts are the hidden agenda (ideas, concerns, expectations: said only when invited), which
 * are red flags (said only when asked about specifically), what news a bad-news station breaks, and
 * the checklist the student is marked against. One set of wordings serves both sides: the words that
 * count as asking about a red flag are the words that make the patient tell it and the words that
 * mark the item met. The patient engine and the scoring read them through `@practicum/coder`'s cue
 * matcher; this file only declares them and checks their syntax.
 */

export const DISCIPLINES = ['therapy', 'medicine', 'both'] as const;
export const DisciplineSchema = z.enum(DISCIPLINES);
export type Discipline = z.infer<typeof DisciplineSchema>;

/** The kind of station: what the student is there to do. */
export const STATION_KINDS = [
  'history',
  'bad_news',
  'explanation',
  'consent',
  'angry_patient',
  'brief_intervention',
  'psychiatric_history',
] as const;
export const StationKindSchema = z.enum(STATION_KINDS);
export type StationKind = z.infer<typeof StationKindSchema>;

/**
 * What a checklist item assesses. History stations use the presenting-complaint to safety-netting
 * domains; bad-news stations the SPIKES steps (Baile et al.: setting, perception, invitation,
 * knowledge with its warning shot, emotions, strategy and summary).
 */
export const CHECKLIST_DOMAINS = [
  'introduction',
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
  'signposting',
  'summary',
  'empathy',
  'explanation',
  'checking_understanding',
  'shared_plan',
  'safety_netting',
  'spikes_setting',
  'spikes_perception',
  'spikes_invitation',
  'spikes_knowledge',
  'spikes_emotions',
  'spikes_strategy',
] as const;
export const ChecklistDomainSchema = z.enum(CHECKLIST_DOMAINS);
export type ChecklistDomain = z.infer<typeof ChecklistDomainSchema>;

/** Plain-English names of the domains, as students read them. */
export const DOMAIN_LABELS: Record<ChecklistDomain, string> = {
  introduction: 'Introduction',
  presenting_complaint: 'Presenting complaint',
  associated_symptoms: 'Associated symptoms',
  red_flags: 'Red flags',
  risk: 'Risk',
  past_history: 'Past medical history',
  drugs_allergies: 'Medicines and allergies',
  family_history: 'Family history',
  social_history: 'Social history',
  ideas: 'Ideas',
  concerns: 'Concerns',
  expectations: 'Expectations',
  signposting: 'Signposting',
  summary: 'Summary',
  empathy: 'Responding to feelings',
  explanation: 'Explanation',
  checking_understanding: 'Checking understanding',
  shared_plan: 'Shared plan',
  safety_netting: 'Safety-netting',
  spikes_setting: 'SPIKES: Setting',
  spikes_perception: 'SPIKES: Perception',
  spikes_invitation: 'SPIKES: Invitation',
  spikes_knowledge: 'SPIKES: Knowledge',
  spikes_emotions: 'SPIKES: Emotions',
  spikes_strategy: 'SPIKES: Strategy and summary',
};

/** The Calgary–Cambridge stages the global communication rating is given by. */
export const CALGARY_STAGES = [
  'initiating',
  'gathering',
  'structure',
  'relationship',
  'explanation_planning',
  'closing',
] as const;
export const CalgaryStageSchema = z.enum(CALGARY_STAGES);
export type CalgaryStage = z.infer<typeof CalgaryStageSchema>;

export const CALGARY_STAGE_LABELS: Record<CalgaryStage, string> = {
  initiating: 'Initiating the session',
  gathering: 'Gathering information',
  structure: 'Providing structure',
  relationship: 'Building the relationship',
  explanation_planning: 'Explanation and planning',
  closing: 'Closing the session',
};

/** Which Calgary–Cambridge stage each domain's items count towards. */
export const DOMAIN_STAGE: Record<ChecklistDomain, CalgaryStage> = {
  introduction: 'initiating',
  presenting_complaint: 'gathering',
  associated_symptoms: 'gathering',
  red_flags: 'gathering',
  risk: 'gathering',
  past_history: 'gathering',
  drugs_allergies: 'gathering',
  family_history: 'gathering',
  social_history: 'gathering',
  ideas: 'gathering',
  concerns: 'gathering',
  expectations: 'gathering',
  signposting: 'structure',
  summary: 'structure',
  empathy: 'relationship',
  explanation: 'explanation_planning',
  checking_understanding: 'explanation_planning',
  shared_plan: 'explanation_planning',
  safety_netting: 'closing',
  spikes_setting: 'initiating',
  spikes_perception: 'gathering',
  spikes_invitation: 'explanation_planning',
  spikes_knowledge: 'explanation_planning',
  spikes_emotions: 'relationship',
  spikes_strategy: 'closing',
};

/**
 * Shared word families a cue can name with "@name", so every case means the same by "a medicine"
 * or "a worry". Entries follow the cue syntax below (no "+"; a trailing "*" matches a word's start).
 */
export const CUE_FAMILIES = {
  pain: ['pain', 'hurt*', 'ache', 'aching', 'aches', 'sore', 'soreness', 'discomfort'],
  symptom: ['pain', 'hurt*', 'ache', 'symptom*', 'it', 'this', 'problem', 'trouble'],
  worry: ['worr*', 'concern*', 'scare*', 'scary', 'afraid', 'fear*', 'frighten*', 'anxious', 'nervous'],
  // Words where a prefix would reach other words ("pill*": pillows; "relative*": relatively;
  // "eas*": easy; "move*": moved house) are written out in the forms that mean the family.
  medicine: ['medication*', 'medicine*', 'tablet*', 'pill', 'meds', 'prescri*', 'inhaler*', 'injection*'],
  family: [
    'family',
    'relative',
    'parent*',
    'mother',
    'mum',
    'father',
    'dad',
    'brother*',
    'sister*',
    'sibling*',
    'grandparent*',
  ],
  smoke: ['smok*', 'cigarette*', 'vape', 'vaping', 'tobacco', 'roll ups'],
  drink: ['alcohol', 'drink', 'drinking', 'drinker', 'units', 'pint*', 'wine', 'beer', 'spirits'],
  worse: ['worse', 'aggravat*', 'bring it on', 'brings it on', 'set it off', 'sets it off', 'trigger*'],
  better: ['better', 'ease', 'eased', 'easier', 'relie*', 'help*', 'settle*', 'soothe*'],
  spread: [
    'spread*',
    'radiat*',
    'go anywhere',
    'goes anywhere',
    'move anywhere',
    'moves anywhere',
    'travel anywhere',
    'travels anywhere',
    'anywhere else',
  ],
  feeling: ['feel*', 'felt', 'emotion*', 'taking it', 'take it', 'going through your mind', 'on your mind'],
  /** Words that explain a term in the same sentence ("a small tear, called a perforation"). */
  explained: [
    'means',
    'meaning',
    'in other words',
    'called',
    'known as',
    'stands for',
    'short for',
    'put simply',
    'in plain',
  ],
  hard: [
    'hard',
    'difficult',
    'awful',
    'shock*',
    'upsetting',
    'devastat*',
    'a lot to take in',
    'frightening',
    'terrible',
    'tough',
    'overwhelming',
  ],
} as const satisfies Record<string, readonly string[]>;
export type CueFamily = keyof typeof CUE_FAMILIES;

const ALTERNATIVE = /^(@[a-z_]+|[a-z0-9&*-]+( [a-z0-9&*-]+)*)$/;

/**
 * Checks a cue's syntax: groups joined by " + ", each a "|"-separated list of alternatives; an
 * alternative is a word, a phrase (words in order), "word*" (any word starting so) or "@family".
 * Returns what is wrong, or null.
 */
/**
 * Stands for the patient's name in a cue ("is it + @patient"): the marker fills in the session's
 * patient (first name, surname, title and surname); the patient engine, which needs no name, skips it.
 */
export const PATIENT_NAME_CUE = '@patient';

export function cueProblem(cue: string): string | null {
  const groups = cue.split(' + ');
  for (const g of groups) {
    const alts = g.split('|').map((a) => a.trim());
    if (alts.some((a) => a.length === 0)) return `empty alternative in "${cue}"`;
    for (const a of alts) {
      if (a.includes('@') && !a.startsWith('@'))
        return `"${a}" in "${cue}": a word family (@name) stands alone`;
      if (a.startsWith('@') && a.includes(' '))
        return `"${a}" in "${cue}": a word family (@name) stands alone`;
      if (!ALTERNATIVE.test(a))
        return `"${a}" in "${cue}": use lower-case words without apostrophes ("what is", not "what's")`;
      if (a.startsWith('@') && a !== PATIENT_NAME_CUE && !(a.slice(1) in CUE_FAMILIES))
        return `unknown word family ${a}`;
      if (/\*\S/.test(a) || a === '*') return `"*" goes only at a word's end in "${a}"`;
    }
  }
  return null;
}

/**
 * What a student says that counts, e.g. "where|whereabouts + @pain": in one line, a word from each
 * group. Word forms meet through the coder's stemmer ("worried" meets "worry"), so write the plain
 * form; phrases must appear word for word.
 */
export const CueSchema = z
  .string()
  .min(2)
  .max(300)
  .superRefine((cue, ctx) => {
    const problem = cueProblem(cue);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type Cue = z.infer<typeof CueSchema>;

/**
 * One thing an item needs: met when a line says any of `cues`; partly met when it says only one of
 * `partly` (a leading or closed version of the question, say). In an item to avoid, a part is one way
 * the behaviour shows: it occurs in a sentence that says one of `cues`, unless that sentence also
 * says one of `unless`, or the `plain` words have been said (see `AvoidItem`).
 */
export const ChecklistPartSchema = z.object({
  cues: z.array(CueSchema).min(1),
  partly: z.array(CueSchema).default([]),
  /** Items to avoid only: a sentence that also says one of these is not the behaviour. */
  unless: z.array(CueSchema).optional(),
  /** Items to avoid only: the plain words a euphemism or a term stands in for. */
  plain: z.array(CueSchema).optional(),
});
export type ChecklistPart = z.infer<typeof ChecklistPartSchema>;

/**
 * What an item asks of the candidate: to do it (met when said; every item before this field existed),
 * or to avoid it (it costs marks when it occurs: misgendering, an intrusive question, a euphemism
 * for a death, jargon left unexplained).
 */
export const ITEM_POLARITIES = ['do', 'avoid'] as const;
export const ItemPolaritySchema = z.enum(ITEM_POLARITIES);
export type ItemPolarity = z.infer<typeof ItemPolaritySchema>;

/** Items that must come before, or after, the line that breaks the news (SPIKES order). */
export const ITEM_TIMINGS = ['before_news', 'after_news'] as const;
export type ItemTiming = (typeof ITEM_TIMINGS)[number];

/** A checklist item as marked: its parts, how many must be met, and any ordering. */
export interface ChecklistItem {
  id: string;
  domain: ChecklistDomain;
  /** Shown to students: what a good candidate does, in plain words. */
  label: string;
  parts: ChecklistPart[];
  /** Parts needed for "met"; fewer (but at least one, fully or partly) is "partly". */
  need: number;
  timing?: ItemTiming;
  /** Where the item came from: a shared template, the case's own, a red flag, or its news. */
  source: 'template' | 'case' | 'red_flag' | 'news';
}

/** One way an item to avoid shows: its wordings, and what excuses a sentence that says one. */
export interface AvoidPart {
  cues: string[];
  unless: string[];
  plain: string[];
}

/**
 * An item to avoid as marked: it occurs when a sentence of a student line says one of a part's
 * `cues` and none of its `unless` (a sentence at a time, so "How is your mum? Is she supportive?"
 * is two sentences), and the part's `plain` words have not been said: not earlier, not in the same
 * line, and not in the student's next line (a euphemism made plain at once stood in for nothing).
 * Its evidence is the line. Any part occurring is enough.
 */
export interface AvoidItem {
  id: string;
  domain: ChecklistDomain;
  /** Shown to students when it occurs: the behaviour, in plain words. */
  label: string;
  parts: AvoidPart[];
  timing?: ItemTiming;
}

type Template = Omit<ChecklistItem, 'id' | 'source' | 'need' | 'parts'> & {
  need?: number;
  parts: { cues: string[]; partly?: string[] }[];
};

const part = (cues: string[], partly: string[] = []) => ({ cues, partly });

/**
 * Shared items by domain. A case lists an item as `{ id, use: '<template>' }` and may add its own
 * wordings (`also`), change the label, or replace the parts. Red flags are not templates: each case
 * declares its own (`red_flags`), and each becomes an item.
 */
export const CHECKLIST_TEMPLATES = {
  introduction: {
    domain: 'introduction',
    label: 'Introduced yourself and your role, and checked who you were speaking to',
    parts: [
      part(
        [
          'my name is',
          'i am + doctor|student|nurse|registrar|consultant|fy1|fy2|gp',
          'i am one of the',
          'i am dr',
          'i am the + doctor|registrar',
        ],
        ['hello|hi|good morning|good afternoon'],
      ),
      // `@patient` is this patient's name (first name, surname, title and surname), filled in when a
      // session is marked: "Is it Liam Brennan?", "Hello, Mrs Fraser?", "You're Marcus Reid?".
      part([
        'your name|date of birth|call you|confirm who|confirm your|check who|check your name',
        'are you + mr|mrs|ms|miss|mum|dad|his mum|her mum|his dad|her dad|the parent',
        'you must be',
        'right person|right patient|just to check|just checking',
        'is it|are you|you are + @patient',
        'hello|hi|good morning|good afternoon|good evening + @patient',
      ]),
    ],
  },
  'opening-question': {
    domain: 'presenting_complaint',
    label: 'Opened with an open question and let the patient tell their story',
    parts: [
      part(
        [
          'what + brings you|brought you|bring you',
          'tell me + about|what happened|more',
          'how can i help',
          'what can i do for you',
          'been happening|been going on',
          'in your own words',
          'what happened',
        ],
        ['how are you'],
      ),
    ],
  },
  'socrates-site': {
    domain: 'presenting_complaint',
    label: 'Asked exactly where the symptom is',
    parts: [
      part(
        ['where + @pain|it|exactly', 'whereabouts', 'which part|what part|point to|show me where'],
        ['is it + in your|on the'],
      ),
    ],
  },
  'socrates-onset': {
    domain: 'presenting_complaint',
    label: 'Asked when it started and whether it came on suddenly or gradually',
    parts: [
      part(
        [
          'when + start*|begin|began|first|come on|came on',
          'how long + had|been|going on|ago',
          'what were you doing when',
        ],
        ['today|yesterday|this morning + start*|happen*'],
      ),
      part(['sudden*|gradual*|all at once|out of the blue|quick*|slowly|built up|build up|come on']),
    ],
    need: 2,
  },
  'socrates-character': {
    domain: 'presenting_complaint',
    label: 'Asked what it feels like, in the patient’s own words',
    parts: [
      part(
        [
          'describe + @pain|it|feeling|sensation',
          'what + does it feel like|kind of|sort of|type of',
          'what is it like',
          'how would you describe',
        ],
        ['sharp|dull|crushing|stabbing|burning|tight|heavy|heaviness|throbbing|squeez* + @pain|it|feel'],
      ),
    ],
  },
  'socrates-radiation': {
    domain: 'presenting_complaint',
    label: 'Asked whether it spreads anywhere',
    parts: [
      part(
        [
          '@spread',
          'anywhere else',
          'elsewhere',
          'move*|travel*|shoot* + into your|to your|up your|down your|up into|down into|through to',
        ],
        ['@pain|it + arm|jaw|neck|back|shoulder|leg|groin', 'move*|travel* + @pain'],
      ),
    ],
  },
  'socrates-timing': {
    domain: 'presenting_complaint',
    label: 'Asked how it has behaved over time (constant or coming and going, how long it lasts)',
    parts: [
      part(
        [
          'constant|continuous|come and go|comes and goes|coming and going|on and off|all the time',
          'how long + last*|go on for',
          'how often|episode*|pattern|since then',
          'better or worse + since|over',
        ],
        ['still there|still got it|there now'],
      ),
    ],
  },
  'socrates-exacerbating': {
    domain: 'presenting_complaint',
    label: 'Asked what makes it better and what makes it worse',
    parts: [part(['@worse', 'anything + make|makes + it|pain']), part(['@better', 'anything + help*|eas*'])],
  },
  'socrates-severity': {
    domain: 'presenting_complaint',
    label: 'Asked how severe it is (for example a score out of ten)',
    parts: [
      part(
        [
          'out of ten|out of 10|zero to ten|0 to 10|one to ten|1 to 10|scale',
          'how + bad|severe|strong|intense',
          'worst pain',
        ],
        ['is it + bad|severe'],
      ),
    ],
  },
  'associated-symptoms': {
    domain: 'associated_symptoms',
    label: 'Asked about other symptoms alongside it',
    parts: [
      part(
        [
          'any other + symptom*|problem*|thing*',
          'anything else + notice*|going on|with it|happen*',
          'other symptom*',
          'noticed anything else',
          'along with|at the same time|alongside',
        ],
        ['anything else'],
      ),
    ],
  },
  'past-history': {
    domain: 'past_history',
    label: 'Asked about past illnesses, operations and ongoing conditions',
    parts: [
      part(
        [
          'medical + history|problem*|condition*|illness*',
          'any + condition*|illness*|health problem*',
          'other + health|condition*|illness*',
          'operation*|surger*|been in hospital|hospital before',
          'ever + had|been diagnosed|been told',
        ],
        ['blood pressure|cholesterol|diabetes|asthma|heart problem*|stroke|epilepsy'],
      ),
    ],
  },
  'drugs-allergies': {
    domain: 'drugs_allergies',
    label: 'Asked about medicines (prescribed and bought) and allergies',
    parts: [
      part(
        ['@medicine', 'taking anything|take anything|over the counter|from the chemist|anything you take'],
        [],
      ),
      part(['allerg*', 'react* + @medicine|penicillin|antibiotic*']),
    ],
  },
  'family-history': {
    domain: 'family_history',
    label: 'Asked about illnesses that run in the family',
    parts: [
      part(
        [
          '@family + illness*|condition*|problem*|history|disease*|died|health|heart|cancer|run*|had',
          'runs in the family|family history|in your family|anyone in the family',
        ],
        ['@family'],
      ),
    ],
  },
  'social-history': {
    domain: 'social_history',
    label: 'Asked about work, home and who is around them',
    parts: [
      part(['work|job|do for a living|occupation|employ*|retired|working']),
      part([
        'live with|living with|at home|home situation|on your own|live alone|who is at home|support at home|who else lives',
      ]),
    ],
  },
  smoking: {
    domain: 'social_history',
    label: 'Asked about smoking',
    parts: [part(['@smoke'])],
  },
  alcohol: {
    domain: 'social_history',
    label: 'Asked about alcohol, with an amount',
    parts: [
      part(
        [
          'how much + @drink',
          'how many + units|drinks|pints|glasses|bottles|cans',
          'units|a week|a day + @drink',
        ],
        ['@drink'],
      ),
    ],
  },
  impact: {
    domain: 'social_history',
    label: 'Asked how it is affecting their daily life',
    parts: [
      part(
        [
          'affect*|impact*|effect + life|day|work|sleep|you|things|family',
          'day to day|daily life|getting on with',
          'stopp* you + doing',
        ],
        [],
      ),
    ],
  },
  ideas: {
    domain: 'ideas',
    label: 'Asked what the patient thinks is going on (their ideas)',
    parts: [
      part(
        [
          'what + you think|do you reckon|your thought*|own thought*|you make of|been thinking|have you thought + going on|caus*|is causing|it is|it might be|it could be|happening|behind|wrong',
          'any idea*|any thought* + what|why|caus*',
          'what do you think it|what do you put it down|put it down to',
          'crossed your mind|wondered what|theory|theories',
          'what have you + thought|wondered|read',
        ],
        ['do you think it is|do you think it might'],
      ),
    ],
  },
  concerns: {
    domain: 'concerns',
    label: 'Asked what is worrying them most (their concerns)',
    parts: [
      part(
        [
          'anything + @worry|bother* you|on your mind|troubl*',
          'what + @worry|bother* + you|most',
          'are you + @worry',
          'your + worr*|concern*|fear*|biggest',
          'on your mind|back of your mind|keeping you up',
          'most + @worry',
        ],
        ['@worry'],
      ),
    ],
  },
  expectations: {
    domain: 'expectations',
    label: 'Asked what they were hoping for from today (their expectations)',
    parts: [
      part(
        [
          // "What would you like me to call you?" asks a name: "like me to" counts with what is to be done.
          'what + hop*|expect*|want from|wanting from|get out of|looking for',
          'like us to|like me to + do|help|happen|sort*|achieve|get|look at|check|arrange',
          'hoping for|hoping we|hoping i|hoping to',
          'what would you like + happen|do|today|us',
          'what were you + expect*|hop*|think* we',
          'how + we|i + help you|be most helpful',
        ],
        ['how can i help'],
      ),
    ],
  },
  signposting: {
    domain: 'signposting',
    label: 'Told the patient where the conversation was going next',
    parts: [
      part([
        'i would like to ask|i am going to ask|i want to ask|i will ask + few|some|more|about',
        'move on to|moving on|switch* to|turn to|go back to|before we|next i|now i would like',
        'a few questions about|some questions about|some more questions',
      ]),
    ],
  },
  summary: {
    domain: 'summary',
    label: 'Summarised back what the patient said, and checked it',
    parts: [
      part(
        [
          'summar*|recap|sum up',
          'let me check|make sure i have|check i have|if i have understood|have i got that|got that right',
          'so far you have told me|you have told me|what you have told me',
          'to go over|going over what',
        ],
        ['so you are saying|so it sounds'],
      ),
    ],
  },
  empathy: {
    domain: 'empathy',
    label: 'Named and acknowledged how the patient is feeling',
    parts: [
      part(
        [
          'must be|sounds|seems + @hard|worr*|scar*|frustrat*|upset*',
          'i can see|i can imagine|i can understand|i understand + @worry|upset*|frustrat*|angry|@hard|why',
          'understandable|makes sense that|of course you are',
          'i am so sorry|i am really sorry|i am sorry + hear|happen*|wait*|feel*',
        ],
        ['i see|i understand'],
      ),
    ],
  },
  'explain-next-steps': {
    domain: 'explanation',
    label: 'Explained what happens next (tests, examination, treatment) in plain words',
    parts: [
      part(
        [
          'next step*|what happens next|the plan|our plan|what we will do',
          'going to|would like to|need to|we will|i will|want to + test*|examin*|scan|x ray|ecg|blood test*|refer*|arrange|check|admit|treat*|start you',
        ],
        ['test*|scan|x ray|ecg|blood test*'],
      ),
    ],
  },
  'check-understanding': {
    domain: 'checking_understanding',
    label: 'Checked understanding and invited questions',
    parts: [
      part(
        [
          'does that make sense|make sense so far|is that clear|am i making sense',
          'does|did + make sense',
          'any questions|anything you would like to ask|questions for me|anything you want to ask|anything i can explain|what questions|questions do you have',
          'what + would you like to ask|do you want to ask|would you like me to explain|can i explain',
          'what you understand|in your own words|explain it back|tell me back|what will you tell',
        ],
        ['okay so far|all right so far|with me so far'],
      ),
    ],
  },
  'shared-plan': {
    domain: 'shared_plan',
    label: 'Agreed the plan with the patient rather than for them',
    parts: [
      part(
        [
          'how do you feel about + plan|that|doing|this|option*',
          'what do you think about + plan|that|doing|option*',
          'are you happy with|does that sound|would that be okay|is that okay with you|how does that sound',
          'which + would you like|would you prefer|do you prefer|would you rather|feels right|suits you|sounds best',
          'choose together|decide together|together + choose|decide',
          'your choice|up to you|decide together|what would you prefer|which would you prefer',
        ],
        ['okay|all right + plan'],
      ),
    ],
  },
  'safety-netting': {
    domain: 'safety_netting',
    label: 'Safety-netted: what to look out for and what to do if it happens',
    parts: [
      part(
        [
          'if + worse|worsen*|change*|new|return*|comes back|come back|not better|not improv*|does not settle|any of these|stops|develop* + call|ring|999|111|ambulance|come back|come straight|seek|contact|a&e|emergency|get help|see a doctor|see us',
          'call 999|ring 999|phone 999|call an ambulance',
          'look out for|watch out for|keep an eye out|warning sign*',
        ],
        ['come back if|let us know if|get in touch if|any problems|any concerns + come|contact|call'],
      ),
    ],
  },
  'spikes-setting': {
    domain: 'spikes_setting',
    label: 'Set up the conversation: privacy, sitting down, someone with them, enough time',
    parts: [
      part(
        [
          'somewhere private|somewhere quiet|quiet room|private room|in private',
          'sit down|take a seat|have a seat',
          'anyone + with you|here with you|to be with you|to be here|you would like here|come in',
          'someone + with you|here with you|to be with you|you would like here',
          'enough time|not be interrupted|no rush|plenty of time',
        ],
        ['comfortable'],
      ),
    ],
    timing: 'before_news',
  },
  'spikes-perception': {
    domain: 'spikes_perception',
    label: 'Found out what they already knew or suspected before giving the news',
    parts: [
      part(
        [
          'what + you understand|you know so far|you been told|you know about|you are aware|your understanding|you already know',
          'what have + they|the doctors|the team|the nurses|you heard|you been told',
          'what + were you told|did they tell you|did they say|did anyone tell you|has anyone told you|did the ward say|did the doctors say',
          'why you think + test*|scan|here|we did',
          'what do you know',
          'what has happened so far|what is your understanding',
        ],
        ['do you know why'],
      ),
    ],
    timing: 'before_news',
  },
  'spikes-invitation': {
    domain: 'spikes_invitation',
    label: 'Asked how much they wanted to know before going into detail',
    parts: [
      part(
        [
          'how much + detail|information|would you like to know|do you want to know',
          'would you like me to + explain|go through|tell|talk you through',
          'do you want me to + explain|go through|tell',
          'is it okay if i|are you happy for me to|shall i go through|would it be all right if i',
          'the kind of person who|some people like',
        ],
        ['are you ready'],
      ),
    ],
    timing: 'before_news',
  },
  'spikes-warning-shot': {
    domain: 'spikes_knowledge',
    label: 'Gave a warning shot before the news',
    parts: [
      part(
        [
          'i am afraid|unfortunately|i am sorry to + tell|say|have to',
          'bad news|not good news|not the news|difficult news|serious news|some news',
          'more serious|worse than|not what we|not as we|not what you',
          'prepare yourself|brace yourself|this may be hard|this is hard to hear|this will be hard|difficult to hear|hard to hear',
          'i have some|i have the + results|news',
        ],
        [],
      ),
    ],
    timing: 'before_news',
  },
  'spikes-news': {
    domain: 'spikes_knowledge',
    label: 'Gave the news clearly, in plain words without jargon',
    // The parts come from the case's own `news.delivered_by`.
    parts: [],
  },
  'spikes-emotions': {
    domain: 'spikes_emotions',
    label: 'Responded to their emotion before moving on (naming it, allowing silence, empathy)',
    parts: [
      part(
        [
          'i can see|i can imagine|i can tell|this must be|that must be|this is + @hard|shock*|a lot',
          'take your time|no rush|in your own time|it is okay to|it is all right to',
          'i am so sorry|i am very sorry|i am really sorry',
          'how are you + feeling|doing|taking|with that',
          'what is going through your mind|what are you feeling|how does that feel|how do you feel',
        ],
        ['i am sorry|sorry'],
      ),
    ],
    timing: 'after_news',
  },
  'spikes-strategy': {
    domain: 'spikes_strategy',
    label: 'Agreed the next steps and summarised, checking what they want to happen',
    parts: [
      part(
        [
          'next step*|what happens next|the plan|a plan|from here',
          'we will + support|look after|help|talk|meet|arrange|make sure|see you',
          'going to|will + refer*|arrange|see the|meet the|appointment|specialist|oncolog*|team|support',
          'follow up|come back and see|see you again|talk again',
        ],
        ['support|help'],
      ),
    ],
    timing: 'after_news',
  },
} as const satisfies Record<string, Template>;
export type ChecklistTemplateId = keyof typeof CHECKLIST_TEMPLATES;
export const CHECKLIST_TEMPLATE_IDS = Object.keys(CHECKLIST_TEMPLATES) as ChecklistTemplateId[];

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * A checklist entry in a case file: either a shared template (`use`) with optional extra wordings
 * (`also`, added to its first part) and label, or an item of the case's own (`domain`, `label`,
 * `parts`). Red flags are declared in `red_flags` and become items by themselves.
 */
export const ChecklistEntrySchema = z
  .object({
    id: kebab,
    use: z.enum(CHECKLIST_TEMPLATE_IDS as [ChecklistTemplateId, ...ChecklistTemplateId[]]).optional(),
    domain: ChecklistDomainSchema.optional(),
    label: z.string().min(8).max(160).optional(),
    parts: z.array(ChecklistPartSchema).min(1).max(6).optional(),
    /** Parts needed for "met" (default: all of them). */
    need: z.number().int().min(1).max(6).optional(),
    /** This case's own wordings that also meet the first part ("the tightness", "his fever"). */
    also: z.array(CueSchema).default([]),
    timing: z.enum(ITEM_TIMINGS).optional(),
    /** `avoid` for a behaviour that costs marks when it occurs; absent (or `do`), an item to do. */
    polarity: ItemPolaritySchema.optional(),
  })
  .superRefine((e, ctx) => {
    if (!e.use && !(e.domain && e.label && e.parts))
      ctx.addIssue({
        code: 'custom',
        message: 'An item without a template needs a domain, a label and parts',
      });
    const parts = e.parts ?? (e.use ? CHECKLIST_TEMPLATES[e.use].parts : []);
    if (e.need !== undefined && e.need > parts.length)
      ctx.addIssue({ code: 'custom', path: ['need'], message: 'need is more than the item has parts' });
    const avoid = e.polarity === 'avoid';
    if (avoid) {
      // The templates are all things to do; what to avoid is the case's own, and either occurs or not.
      if (e.use)
        ctx.addIssue({
          code: 'custom',
          path: ['use'],
          message: 'An item to avoid is the case’s own, not a template',
        });
      if (e.need !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['need'],
          message: 'An item to avoid occurs when any part does',
        });
      if (e.also.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['also'],
          message: 'An item to avoid takes its wordings in parts',
        });
    }
    (e.parts ?? []).forEach((p, i) => {
      if (avoid && p.partly.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['parts', i, 'partly'],
          message: 'An item to avoid occurs or does not: it has no partly',
        });
      for (const k of ['unless', 'plain'] as const)
        if (!avoid && p[k] !== undefined)
          ctx.addIssue({ code: 'custom', path: ['parts', i, k], message: `Only an item to avoid has ${k}` });
    });
  });
export type ChecklistEntry = z.infer<typeof ChecklistEntrySchema>;

/**
 * A red flag: a fact the patient tells only when asked about it specifically (and then plainly, at
 * any trust). `present` false makes it a pertinent negative ("No, no weight loss"): asking still earns
 * the item.
 */
export const RedFlagSchema = z.object({
  id: kebab,
  /** The fact (in `facts`) the patient says when asked. */
  fact: kebab,
  /** The checklist label, e.g. "Asked about sweating or feeling sick with the pain". */
  label: z.string().min(8).max(160),
  /** Wordings that ask about it; any one, in a student line, meets the item and draws the fact. */
  asked_by: z.array(CueSchema).min(1),
  /** Vaguer wordings that earn "partly" and do not draw the fact. */
  partly: z.array(CueSchema).default([]),
  present: z.boolean(),
});
export type RedFlag = z.infer<typeof RedFlagSchema>;

/**
 * The hidden agenda: facts (by id) the patient says only when the student invites them with the
 * ideas, concerns or expectations question (the templates' wordings, or an open invitation once
 * trust allows). `cues` are hints the patient may drop unasked, early on, for a student to pick up.
 */
export const AgendaSchema = z.object({
  ideas: z.array(kebab).min(1),
  concerns: z.array(kebab).min(1),
  expectations: z.array(kebab).min(1),
  cues: z.array(z.string().min(10).max(200)).min(1).max(4),
});
export type Agenda = z.infer<typeof AgendaSchema>;

/** What a bad-news station breaks, and how the patient takes it. */
export const NewsSchema = z.object({
  /** What the student has to tell, for the instructor and the task ("The biopsy shows bowel cancer"). */
  headline: z.string().min(10).max(300),
  /** Wordings that give the news; the first student line saying one is "the news" for SPIKES order. */
  delivered_by: z.array(CueSchema).min(1),
  /** What the patient says on hearing it after a warning shot and a check of what they know. */
  prepared_reaction: z.string().min(10).max(400),
  /** What the patient says when it comes bluntly, with no warning: shock, then withdrawal. */
  blunt_reaction: z.string().min(10).max(400),
  /** Questions a real patient asks after the news, in the order they would come. */
  questions: z.array(z.string().min(10).max(200)).min(2).max(8),
});
export type News = z.infer<typeof NewsSchema>;

export const MedicalCaseSchema = z.object({
  station: StationKindSchema,
  /** Where the station happens, e.g. "Emergency department, cubicle 4". */
  setting: z.string().min(5).max(120),
  /** The candidate's instructions, shown before the conversation starts. */
  task: z.string().min(20).max(600),
  agenda: AgendaSchema,
  red_flags: z.array(RedFlagSchema).default([]),
  news: NewsSchema.optional(),
  checklist: z.array(ChecklistEntrySchema).min(6).max(40),
});
export type MedicalCase = z.infer<typeof MedicalCaseSchema>;
export type MedicalCaseInput = z.input<typeof MedicalCaseSchema>;

/** Order in which domains are listed; within a domain, the case's own order. */
const DOMAIN_ORDER = new Map(CHECKLIST_DOMAINS.map((d, i) => [d, i]));

/**
 * The case's checklist as marked: templates filled in, red flags and the news item built from their
 * declarations, ordered by domain. Pure; the scoring and the web's labels read this one list.
 */
export function resolveChecklist(c: MedicalCase): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  for (const e of c.checklist) {
    if (e.polarity === 'avoid') continue;
    const t: Template | undefined = e.use ? CHECKLIST_TEMPLATES[e.use] : undefined;
    let parts: ChecklistPart[] = (e.parts ?? t?.parts ?? []).map((p) => ({
      cues: [...p.cues],
      partly: [...(p.partly ?? [])],
    }));
    if (e.use === 'spikes-news' && !e.parts)
      parts = [{ cues: [...(c.news?.delivered_by ?? [])], partly: [] }];
    if (e.also.length > 0 && parts[0]) parts[0] = { ...parts[0], cues: [...parts[0].cues, ...e.also] };
    const timing = e.timing ?? t?.timing;
    items.push({
      id: e.id,
      domain: e.domain ?? (t?.domain as ChecklistDomain),
      label: e.label ?? (t?.label as string),
      parts,
      need: e.need ?? t?.need ?? parts.length,
      ...(timing ? { timing } : {}),
      source: e.use === 'spikes-news' ? 'news' : e.use ? 'template' : 'case',
    });
  }
  for (const f of c.red_flags) {
    items.push({
      id: `red-flag-${f.id}`,
      domain: 'red_flags',
      label: f.label,
      parts: [{ cues: [...f.asked_by], partly: [...f.partly] }],
      need: 1,
      source: 'red_flag',
    });
  }
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => DOMAIN_ORDER.get(a.item.domain)! - DOMAIN_ORDER.get(b.item.domain)! || a.i - b.i)
    .map(({ item }) => item);
}

/**
 * The case's items to avoid, ordered by domain as the checklist is. They are apart from
 * `resolveChecklist` because nothing but the marking reads them: the patient engine takes the
 * checklist's wordings as history questions and on-topic words, which a misgendering is not.
 */
export function resolveAvoidItems(c: MedicalCase): AvoidItem[] {
  return c.checklist
    .flatMap((e, i) =>
      e.polarity === 'avoid' && e.domain && e.label && e.parts
        ? [
            {
              i,
              item: {
                id: e.id,
                domain: e.domain,
                label: e.label,
                parts: e.parts.map((p) => ({
                  cues: [...p.cues],
                  unless: [...(p.unless ?? [])],
                  plain: [...(p.plain ?? [])],
                })),
                ...(e.timing ? { timing: e.timing } : {}),
              } satisfies AvoidItem,
            },
          ]
        : [],
    )
    .sort((a, b) => DOMAIN_ORDER.get(a.item.domain)! - DOMAIN_ORDER.get(b.item.domain)! || a.i - b.i)
    .map(({ item }) => item);
}

/**
 * Checks a case against its persona's facts: ids it names exist, checklist ids are unique (red
 * flags included), a bad-news station has its news and a news item, timed items have news to be
 * timed against.
 */
export function caseProblems(
  c: MedicalCase,
  factIds: ReadonlySet<string>,
): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const agendaKeys = ['ideas', 'concerns', 'expectations'] as const;
  for (const k of agendaKeys)
    c.agenda[k].forEach((id, i) => {
      if (!factIds.has(id)) problems.push({ path: ['agenda', k, String(i)], message: `no fact "${id}"` });
    });
  c.red_flags.forEach((f, i) => {
    if (!factIds.has(f.fact))
      problems.push({ path: ['red_flags', String(i), 'fact'], message: `no fact "${f.fact}"` });
  });
  const agendaFacts = agendaKeys.flatMap((k) => c.agenda[k]);
  const flagged = c.red_flags.map((f) => f.fact);
  for (const id of flagged)
    if (agendaFacts.includes(id))
      problems.push({ path: ['red_flags'], message: `fact "${id}" is both a red flag and on the agenda` });
  const ids = [...resolveChecklist(c), ...resolveAvoidItems(c)].map((i) => i.id);
  const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (dup.length > 0)
    problems.push({ path: ['checklist'], message: `checklist ids repeat: ${[...new Set(dup)].join(', ')}` });
  const flagIds = c.red_flags.map((f) => f.id);
  if (new Set(flagIds).size !== flagIds.length)
    problems.push({ path: ['red_flags'], message: 'red flag ids repeat' });
  const hasNewsItem = c.checklist.some((e) => e.use === 'spikes-news');
  if (c.station === 'bad_news' && !c.news)
    problems.push({ path: ['news'], message: 'a bad-news station needs its news' });
  if (c.station === 'bad_news' && !hasNewsItem)
    problems.push({ path: ['checklist'], message: 'a bad-news station needs a "spikes-news" item' });
  const timed = resolveChecklist(c).some((i) => i.timing || i.source === 'news');
  if (!c.news && (timed || resolveAvoidItems(c).some((i) => i.timing)))
    problems.push({ path: ['checklist'], message: 'items timed against the news need `news`' });
  if (c.checklist.filter((e) => e.polarity !== 'avoid').length < 6)
    problems.push({
      path: ['checklist'],
      message: 'a checklist needs six items to do (items to avoid do not count)',
    });
  if (resolveChecklist(c).some((i) => i.parts.length === 0))
    problems.push({ path: ['checklist'], message: 'every item needs at least one part' });
  return problems;
}
