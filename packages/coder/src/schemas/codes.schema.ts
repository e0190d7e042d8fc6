import { z } from 'zod';

/**
 * MITI 4.2 behaviour codes (Moyers, Manuel & Ernst 2014), plus MISC's "facilitate" for backchannels
 * ("mm-hmm", "okay") that MITI leaves uncoded, and "other" for anything else MITI does not code
 * (small talk, self-disclosure, fragments).
 */
export const MITI_CODES = [
  'giving_information',
  'persuade',
  'persuade_with_permission',
  'question_open',
  'question_closed',
  'simple_reflection',
  'complex_reflection',
  'affirm',
  'seeking_collaboration',
  'emphasising_autonomy',
  'confront',
  'facilitate',
  'other',
] as const;
export const MitiCodeSchema = z.enum(MITI_CODES);
export type MitiCode = z.infer<typeof MitiCodeSchema>;

/** Session-structure moves. A summary is also a (complex) reflection in MITI terms. */
export const STRUCTURE_CODES = ['greeting', 'agenda', 'summary', 'closing'] as const;
export const StructureCodeSchema = z.enum(STRUCTURE_CODES);
export type StructureCode = z.infer<typeof StructureCodeSchema>;

/** EPITOME levels (Sharma et al. 2020): 0 no communication, 1 weak, 2 strong. */
export const EPITOME_LEVELS = ['none', 'weak', 'strong'] as const;
export const EpitomeLevelSchema = z.enum(EPITOME_LEVELS);
export type EpitomeLevel = z.infer<typeof EpitomeLevelSchema>;

export const EmpathySchema = z.object({
  /** Expressing warmth, compassion or concern about what the patient feels. */
  emotional_reactions: EpitomeLevelSchema,
  /** Communicating an understanding of the patient's feelings and experiences. */
  interpretations: EpitomeLevelSchema,
  /** Inviting the patient to say more about feelings and experiences not yet stated. */
  explorations: EpitomeLevelSchema,
});
export type Empathy = z.infer<typeof EmpathySchema>;

/**
 * Risk-screening moves: the C-SSRS screen sequence (Posner et al. 2011) followed by safety planning
 * (Stanley & Brown 2012) and referral; "explore" is an open invitation to talk about the risk itself.
 */
export const RISK_MOVES = [
  'wish_to_be_dead',
  'suicidal_thoughts',
  'self_harm',
  'harm_to_others',
  'method',
  'means',
  'intent',
  'plan',
  'timing',
  'frequency',
  'behaviour',
  'past_attempts',
  'protective_factors',
  'explore',
  'safety_planning',
  'referral',
] as const;
export const RiskMoveSchema = z.enum(RISK_MOVES);
export type RiskMove = z.infer<typeof RiskMoveSchema>;

/** Moves that ask whether risk is there at all (the screen); the rest follow up on risk once raised. */
export const RISK_SCREEN_MOVES: readonly RiskMove[] = [
  'wish_to_be_dead',
  'suicidal_thoughts',
  'self_harm',
  'harm_to_others',
];
/** Follow-up on risk already raised: method, means, intent, plan, timing, history and what keeps them safe. */
export const RISK_FOLLOW_UP_MOVES: readonly RiskMove[] = [
  'method',
  'means',
  'intent',
  'plan',
  'timing',
  'frequency',
  'behaviour',
  'past_attempts',
  'protective_factors',
  'explore',
];
/** Keeping the patient safe now: a safety plan, or signposting to crisis help. */
export const RISK_SAFETY_MOVES: readonly RiskMove[] = ['safety_planning', 'referral'];

/**
 * Ways of speaking to the patient that clinicians count as harmful whatever else the line does:
 * invalidating or minimising what they feel, reassuring falsely, blaming or judging them, insulting
 * them; and lines that are no conversation with this patient (off topic, nonsense, another language).
 */
export const CONDUCT_CODES = [
  'invalidation',
  'false_reassurance',
  'judgement',
  'hostility',
  'off_topic',
  'nonsense',
  'other_language',
] as const;
export const ConductCodeSchema = z.enum(CONDUCT_CODES);
export type ConductCode = z.infer<typeof ConductCodeSchema>;
/** The conduct codes that hurt: never praised, always shown under what to change. */
export const HARMFUL_CONDUCT: readonly ConductCode[] = [
  'invalidation',
  'false_reassurance',
  'judgement',
  'hostility',
];

/** AnnoMI's main therapist behaviours (Wu et al. 2022) and their sub-codes. */
export const ANNOMI_MAIN = ['question', 'reflection', 'therapist_input', 'other'] as const;
export const AnnoMiMainSchema = z.enum(ANNOMI_MAIN);
export type AnnoMiMain = z.infer<typeof AnnoMiMainSchema>;

export const AnnoMiCodeSchema = z.object({
  main: AnnoMiMainSchema,
  question_subtype: z.enum(['open', 'closed']).nullable(),
  reflection_subtype: z.enum(['simple', 'complex']).nullable(),
});
export type AnnoMiCode = z.infer<typeof AnnoMiCodeSchema>;

/**
 * What a student utterance does, after the counselling-skills codes used in training (MITI, AnnoMI).
 * One utterance may do several things ("That sounds hard. What happened next?" is validation and an
 * open question); the first act listed is the one the patient reacts to most.
 */
export const STUDENT_ACTS = [
  'greeting',
  'open_question',
  'closed_question',
  'simple_reflection',
  'complex_reflection',
  'affirmation',
  'validation',
  'summary',
  'advice',
  'premature_reassurance',
  'confrontation',
  'invalidation',
  'hostility',
  'risk_screening',
  'risk_followup',
  'safety_planning',
  'psychoeducation',
  'self_disclosure',
  'agenda',
  'closing',
  'small_talk',
  'off_topic',
  'other_language',
  'other',
] as const;
export const StudentActSchema = z.enum(STUDENT_ACTS);
export type StudentAct = z.infer<typeof StudentActSchema>;

/** Everything the coder says about one student utterance. */
export const UtteranceCodingSchema = z.object({
  seq: z.number().int(),
  /** The code that best describes the utterance as a whole. */
  primary: MitiCodeSchema,
  /** Every behaviour found, primary first, without repeats. */
  codes: z.array(MitiCodeSchema),
  structure: z.array(StructureCodeSchema),
  empathy: EmpathySchema,
  risk: z.array(RiskMoveSchema),
  /** The same decision in AnnoMI's coarser scheme, for evaluation against expert annotations. */
  annomi: AnnoMiCodeSchema,
  /** What the turn does in the patient's eyes, most salient first (the engine reacts to these). */
  acts: z.array(StudentActSchema).default([]),
  /** Harmful or off-frame ways of speaking found in the turn (see CONDUCT_CODES). */
  conduct: z.array(ConductCodeSchema).default([]),
  /**
   * For a reflection: whether it fits the patient's recent words, feelings or meaning. A reflection
   * of something the patient never said, or naming a feeling they do not have, is a misfit; a simple
   * reflection that shares not a word with them and names no feeling of theirs is unclear (it may
   * not be a reflection of them at all).
   */
  reflection_fit: z.enum(['fits', 'unclear', 'misfit']).nullable().default(null),
  /** Risk screening wording: direct (suicide, killing yourself) or indirect (not waking up, dying). */
  risk_screen: z.enum(['direct', 'indirect']).nullable().default(null),
  /** Number of questions asked in the turn (stacked questions count separately). */
  questions: z.number().int().min(0),
  words: z.number().int().min(0),
});
export type UtteranceCoding = z.infer<typeof UtteranceCodingSchema>;
