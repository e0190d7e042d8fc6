import { z } from 'zod';
import { TrainingModuleSchema } from '@practicum/personas/modules';

// The module catalogue itself is data in @practicum/personas; the web reads it from here, the one
// place server and web share (the landing page's module cards, the assignment form).
export {
  MODULES,
  MODULE_IDS,
  ModuleIdSchema,
  TrainingModuleSchema,
  findModule,
  type ModuleId,
  type TrainingModule,
} from '@practicum/personas/modules';

/** One persona of a module as a student stands with it: done or not, and their best score. */
export const ModulePersonaProgressSchema = z.object({
  catalogue_id: z.string(),
  /** The library's patient for this persona; null when the institution's library lacks or archived it. */
  patient_id: z.uuid().nullable(),
  name: z.string().nullable(),
  condition: z.string().nullable(),
  /** Completed sessions with this patient. */
  sessions_completed: z.number().int(),
  /** Best score (0-100) of those sessions; null until one is scored. */
  best_score: z.number().nullable(),
  /** When the first completed session ended; null until then. */
  completed_at: z.iso.datetime().nullable(),
});
export type ModulePersonaProgress = z.infer<typeof ModulePersonaProgressSchema>;

export const ModuleProgressSchema = z.object({
  module: TrainingModuleSchema,
  personas: z.array(ModulePersonaProgressSchema),
  /** Personas of the module the library offers (those with a patient). */
  available: z.number().int(),
  /** Of those, how many the student has completed a session with. */
  completed: z.number().int(),
  /** When the last persona was first completed, once all are; null before. */
  completed_at: z.iso.datetime().nullable(),
  /** Mean of the best scores over completed personas; null before any is scored. */
  average_best_score: z.number().nullable(),
});
export type ModuleProgress = z.infer<typeof ModuleProgressSchema>;

export const ModuleProgressResponseSchema = z.object({
  /** The student's name as a certificate shows it. */
  student_name: z.string(),
  modules: z.array(ModuleProgressSchema),
});
export type ModuleProgressResponse = z.infer<typeof ModuleProgressResponseSchema>;
