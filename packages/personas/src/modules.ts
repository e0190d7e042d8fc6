import { z } from 'zod';
import { DisciplineSchema } from './case';

/**
 * Training modules: an ordered set of catalogue personas that builds a few named skills. They are
 * data beside the persona catalogue, so the landing page's module cards, the student's Modules page
 * and instructors' assignments all read the same list. A module names personas by catalogue id (not
 * by database row), so it holds in every institution's database; a persona an admin deleted or
 * archived is simply not offered.
 */

export const MODULE_IDS = [
  'active-listening',
  'crisis-intervention',
  'rapport-building',
  'medical-history',
  'breaking-bad-news',
] as const;
export const ModuleIdSchema = z.enum(MODULE_IDS);
export type ModuleId = z.infer<typeof ModuleIdSchema>;

const catalogueId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const TrainingModuleSchema = z
  .object({
    id: ModuleIdSchema,
    title: z.string().min(3).max(60),
    /** One sentence on what the module is for (the landing card's text). */
    summary: z.string().min(20).max(200),
    /** What a student can do once the module is done. */
    learning_goals: z.array(z.string().min(10).max(200)).min(2).max(8),
    /** The skills it builds, as short labels. */
    skills: z.array(z.string().min(3).max(60)).min(2).max(8),
    /** Estimated time for the whole module, in minutes. */
    estimated_minutes: z.number().int().min(15).max(600),
    /** Catalogue persona ids, in the order a student should meet them. */
    persona_ids: z.array(catalogueId).min(1).max(12),
    /** Who the module is written for; matches the personas' discipline. */
    discipline: DisciplineSchema,
  })
  .refine((m) => new Set(m.persona_ids).size === m.persona_ids.length, {
    message: 'A persona appears only once in a module',
    path: ['persona_ids'],
  });
export type TrainingModule = z.infer<typeof TrainingModuleSchema>;

const MODULE_LIST: TrainingModule[] = [
  {
    id: 'active-listening',
    title: 'Active Listening',
    summary: 'Reflect what you hear so patients feel understood and keep talking.',
    learning_goals: [
      'Use more reflections than questions over a whole conversation',
      'Turn a closed question into an open one without losing the thread',
      'Summarise what the patient has said so they can correct or add to it',
      'Leave a silence long enough for the patient to go on',
    ],
    skills: ['Simple and complex reflections', 'Open questions', 'Summaries', 'Comfortable silence'],
    estimated_minutes: 120,
    // Talkative or plain-speaking patients first, so there is plenty to reflect; then a quieter grief.
    persona_ids: ['denise-washington', 'dorothy-hayes', 'kwame-mensah', 'hannah-whitaker'],
    discipline: 'therapy',
  },
  {
    id: 'crisis-intervention',
    title: 'Crisis Intervention',
    summary: 'Recognise risk, ask directly about suicidal thoughts and plan the next steps safely.',
    learning_goals: [
      'Ask directly and calmly about suicidal thoughts, plans and intent',
      'Tell passive ideation from an active plan, and recent self-harm from old',
      'Agree a safety plan the patient owns',
      'Know when the risk means escalating beyond the session',
    ],
    skills: [
      'Risk screening (C-SSRS)',
      'Staying calm and present',
      'Safety planning',
      'Knowing when to escalate',
    ],
    estimated_minutes: 180,
    // Rising risk: passive ideation, recent self-harm, then active ideation and a plan.
    persona_ids: ['laura-bennett', 'aisha-rahman', 'ellie-ward', 'ray-delgado', 'vikram-singh'],
    discipline: 'therapy',
  },
  {
    id: 'rapport-building',
    title: 'Rapport Building',
    summary: 'Earn the trust of guarded, hostile or people-pleasing patients from the first minute.',
    learning_goals: [
      'Affirm effort and strengths without sounding scripted',
      'Validate a feeling before answering its content',
      'Hand choices back to the patient',
      'Notice and repair a rupture instead of pushing on',
    ],
    skills: ['Affirmations', 'Validation', 'Emphasising autonomy', 'Repairing ruptures'],
    estimated_minutes: 90,
    // One patient for each way trust is hard to earn: guarded, hostile, people-pleasing.
    persona_ids: ['olivia-grant', 'troy-jackson', 'sofia-reyes'],
    discipline: 'therapy',
  },
  {
    id: 'medical-history',
    title: 'Medical History Taking',
    summary: 'Take a focused history that finds the red flags and hears the patient’s ideas and concerns.',
    learning_goals: [
      'Explore a presenting complaint with SOCRATES or its equivalent',
      'Ask the red-flag questions each presentation needs',
      'Cover past history, drugs and allergies, family and social history',
      'Elicit ideas, concerns and expectations, then summarise and safety-net',
    ],
    skills: [
      'Structured history (SOCRATES)',
      'Red flags',
      'Ideas, concerns and expectations',
      'Safety-netting',
    ],
    estimated_minutes: 180,
    // Pain presentations first, whose structure is easiest to learn; breathlessness and weight loss last.
    persona_ids: [
      'gareth-hughes',
      'lucy-bennett',
      'helen-marsh',
      'piotr-zielinski',
      'amara-okafor',
      'ahmed-karimi',
    ],
    discipline: 'medicine',
  },
  {
    id: 'breaking-bad-news',
    title: 'Breaking Bad News',
    summary: 'Give difficult news with SPIKES: prepare, fire a warning shot, and stay with the emotion.',
    learning_goals: [
      'Set up the conversation and find out what the person already knows',
      'Give a warning shot before the news, then the news in plain words',
      'Respond to emotion before moving on to information',
      'Agree a plan and what happens next',
    ],
    skills: ['SPIKES', 'Warning shot', 'Responding to emotion', 'Summarising and planning'],
    estimated_minutes: 120,
    persona_ids: ['margaret-oconnell', 'rachel-adeyemi', 'david-forsyth'],
    discipline: 'medicine',
  },
];

/** The modules, validated once when the package loads, in the order they are offered. */
export const MODULES: readonly TrainingModule[] = MODULE_LIST.map((m) => TrainingModuleSchema.parse(m));

export function findModule(id: string): TrainingModule | undefined {
  return MODULES.find((m) => m.id === id);
}
