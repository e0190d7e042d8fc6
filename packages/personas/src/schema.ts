import { z } from 'zod';
import { PersonaVoiceSchema } from './voice';
import { DisciplineSchema, MedicalCaseSchema, caseProblems } from './case';

/**
 * A persona is a case formulation, not a prompt: who the patient is, what they
 * believe, how they talk, and which facts they will share at which depth of trust. The patient
 * engine reads only this; the catalogue and instructor edits both must satisfy it.
 */

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const DifficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof DifficultySchema>;

/** Broad clinical families, used for filtering, statistics and engine vocabulary. */
export const CONDITION_CATEGORIES = [
  'depression',
  'generalized_anxiety',
  'panic',
  'ptsd',
  'social_anxiety',
  'ocd',
  'bipolar',
  'substance_use',
  'alcohol_use',
  'eating_disorder',
  'grief',
  'adjustment',
  'insomnia',
  'health_anxiety',
  'personality',
  'psychosis',
  'relationship',
  'anger',
  'self_harm',
  'gender_identity',
  // Medical presentations, by body system or kind of station.
  'cardiovascular',
  'respiratory',
  'gastrointestinal',
  'neurological',
  'musculoskeletal',
  'endocrine',
  'infection',
  'sexual_health',
  'cancer',
  'reproductive',
  'frailty',
  'other',
] as const;
export const ConditionCategorySchema = z.enum(CONDITION_CATEGORIES);
export type ConditionCategory = z.infer<typeof ConditionCategorySchema>;

/** Conversational styles (after Patient-Psi's six): how the patient talks, not what they say. */
export const STYLES = ['plain', 'guarded', 'verbose', 'tangential', 'hostile', 'people_pleasing'] as const;
export const StyleSchema = z.enum(STYLES);
export type Style = z.infer<typeof StyleSchema>;

/** Emotions a patient can show in a turn; the transcript's `emotion` field takes one of these. */
export const EMOTIONS = [
  'neutral',
  'sad',
  'tearful',
  'anxious',
  'fearful',
  'angry',
  'irritable',
  'frustrated',
  'ashamed',
  'guilty',
  'hopeless',
  'numb',
  'guarded',
  'relieved',
  'hopeful',
  'warm',
] as const;
export const EmotionSchema = z.enum(EMOTIONS);
export type Emotion = z.infer<typeof EmotionSchema>;

/** Topics a student can ask about; each fact belongs to one, and the engine matches questions to them. */
export const TOPICS = [
  'presenting_problem',
  'mood',
  'anxiety',
  'thoughts',
  'sleep',
  'appetite',
  'energy',
  'concentration',
  'work',
  'school',
  'family',
  'partner',
  'friends',
  'childhood',
  'trauma',
  'loss',
  'health',
  'medication',
  'alcohol',
  'substances',
  'eating',
  'body_image',
  'self_harm',
  'suicide',
  'coping',
  'strengths',
  'goals',
  'finances',
  'housing',
  'identity',
  'culture',
  'faith',
  'daily_life',
  'previous_help',
  'feelings_about_therapy',
  // Medical history: what a history-taking student asks about beyond the therapy topics above.
  // Smoking stays under `substances` and past illness under `health`.
  'symptom_detail',
  'associated_symptoms',
  'allergies',
  'family_history',
  'sexual_history',
  'pregnancy',
  'diagnosis',
  'procedure',
] as const;
export const TopicSchema = z.enum(TOPICS);
export type Topic = z.infer<typeof TopicSchema>;

/**
 * How deep a fact lies: 1 = surface, said readily when asked; 2 = shared once some rapport exists;
 * 3 = core material, shared only with real trust (and never volunteered).
 */
export const DisclosureDepthSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type DisclosureDepth = z.infer<typeof DisclosureDepthSchema>;

export const FactSchema = z.object({
  /** Unique within the persona, kebab-case. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  topic: TopicSchema,
  depth: DisclosureDepthSchema,
  /** First-person, in the persona's own voice, one to three sentences. */
  text: z.string().min(10).max(400),
  /** Extra words (lower-case) that point a question at this fact beyond its topic. */
  keywords: z.array(z.string().min(2)).default([]),
  /** The emotion the patient shows while saying it. */
  emotion: EmotionSchema,
});
export type Fact = z.infer<typeof FactSchema>;

export const RISK_LEVELS = [
  'none',
  'passive_ideation',
  'active_ideation',
  'active_ideation_with_plan',
  'recent_self_harm',
] as const;
export const RiskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

export const RiskProfileSchema = z.object({
  level: RiskLevelSchema,
  /** Said when asked directly about suicide or self-harm once trust is high enough. */
  disclosure: z.string().min(5).max(500),
  /** Said when asked directly before that (a deflection or a denial). */
  deflection: z.string().min(5).max(300),
  /** Trust (0 to 1) needed before the disclosure; ignored when level is none. */
  min_trust: z.number().min(0).max(1),
  /** Protective factors the patient can name (reasons for living, supports). */
  protective_factors: z.array(z.string()).default([]),
});
export type RiskProfile = z.infer<typeof RiskProfileSchema>;

/**
 * Age groups students filter patients by, with the ages each covers (inclusive): children,
 * adolescents, young adults (students' own age, with its own presentations), adults, older adults.
 */
export const AGE_GROUPS = ['child', 'adolescent', 'young_adult', 'adult', 'older_adult'] as const;
export const AgeGroupSchema = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof AgeGroupSchema>;
export const AGE_GROUP_RANGES: Record<AgeGroup, { min: number; max: number }> = {
  child: { min: 0, max: 12 },
  adolescent: { min: 13, max: 17 },
  young_adult: { min: 18, max: 25 },
  adult: { min: 26, max: 64 },
  older_adult: { min: 65, max: 200 },
};

export const DemographicsSchema = z.object({
  gender: z.string().min(1),
  pronouns: z.string().min(1),
  occupation: z.string().min(1),
  living_situation: z.string().min(1),
  cultural_background: z.string().optional(),
});

export const PersonaSchema = z
  .object({
    /** Stable catalogue id, kebab-case (e.g. "maria-santos"). */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** Who the case is written for: therapy students, medical students, or both. */
    discipline: DisciplineSchema.default('therapy'),
    name: z.string().min(2).max(80),
    age: z.number().int().min(8).max(100),
    /** A single emoji; kept for older clients, the app draws initials instead (emoji need an emoji font). */
    avatar: z.string().min(1).max(8),
    difficulty: DifficultySchema,
    /** Display condition, e.g. "Major Depressive Disorder". */
    condition: z.string().min(3).max(80),
    condition_category: ConditionCategorySchema,
    /** Display emotional state at the start, e.g. "Withdrawn and tearful". */
    emotional_state: z.string().min(3).max(80),
    personality: z.string().min(10).max(300),
    background: z.string().min(20).max(600),
    symptoms: z.array(z.string().min(2)).min(3).max(12),
    demographics: DemographicsSchema,
    presenting_problem: z.string().min(20).max(500),
    history: z.array(z.string().min(5)).min(2),
    core_beliefs: z.array(z.string().min(5)).min(1),
    intermediate_beliefs: z.array(z.string().min(5)).min(1),
    automatic_thoughts: z.array(z.string().min(5)).min(2),
    /** Emotions this persona tends to show, most typical first. */
    emotions: z.array(EmotionSchema).min(2),
    coping_behaviours: z.array(z.string().min(5)).min(2),
    risk: RiskProfileSchema,
    style: StyleSchema,
    /** At least 12 facts, with some at each depth, so disclosure can deepen over a session. */
    facts: z.array(FactSchema).min(12),
    /** What the patient says first, before the student has said anything of substance. */
    opening_statement: z.string().min(10).max(400),
    /** What the patient hopes for (may be ambivalent). */
    goals: z.array(z.string().min(5)).min(1),
    /** Words and phrases this person typically uses, to keep their voice consistent. */
    speech_markers: z.array(z.string()).default([]),
    /** How they sound, only where the voice derived from age, gender and background is wrong (`voice.ts`). */
    voice: PersonaVoiceSchema.optional(),
    /**
     * The OSCE station a medical case adds (`case.ts`): station kind, hidden agenda, red flags, news and
     * checklist. Required for discipline "medicine"; a "both" persona may carry one (a psychiatric
     * history); a therapy persona without one is marked on the six skills alone.
     */
    case: MedicalCaseSchema.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.discipline === 'medicine' && !p.case)
      ctx.addIssue({
        code: 'custom',
        path: ['case'],
        message: 'A medical case needs its station and checklist',
      });
    if (p.case) {
      const factIds = new Set(p.facts.map((f) => f.id));
      for (const problem of caseProblems(p.case, factIds))
        ctx.addIssue({ code: 'custom', path: ['case', ...problem.path], message: problem.message });
    }
    const ids = p.facts.map((f) => f.id);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (p.case && repeated.length > 0)
      ctx.addIssue({ code: 'custom', path: ['facts'], message: `fact ids repeat: ${repeated.join(', ')}` });
  });
export type Persona = z.infer<typeof PersonaSchema>;
export type PersonaInput = z.input<typeof PersonaSchema>;

/** The medical case block and the discipline live in `case.ts`; they are part of the persona's shape. */
export * from './case';
