import { z } from 'zod';
import { text } from './text';
import { ModuleIdSchema } from '@practicum/personas/modules';

// Cohorts (named groups of students) and assignments (a module or a patient, for students or a
// cohort, with a due date and a target score). Instructors (admins) write them; a student reads only
// their own assignments.

export const COHORT_NAME_MAX = 80;
/** More students than a cohort or assignment form ever names; bounds the request. */
export const ASSIGNEES_MAX = 1000;

export const CohortMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type CohortMember = z.infer<typeof CohortMemberSchema>;

export const CohortSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  members: z.array(CohortMemberSchema),
  /** Assignments set for this cohort (deleted with it). */
  assignment_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type Cohort = z.infer<typeof CohortSchema>;

export const CohortListResponseSchema = z.object({ cohorts: z.array(CohortSchema) });
export type CohortListResponse = z.infer<typeof CohortListResponseSchema>;

const studentIds = z
  .array(z.uuid('Student id must be a UUID'))
  .max(ASSIGNEES_MAX, `At most ${ASSIGNEES_MAX} students`)
  .refine((ids) => new Set(ids).size === ids.length, 'A student is listed twice');

/** Create a cohort, or replace its name and members. */
export const CohortBodySchema = z.object({
  name: text({ error: 'Cohort name is required' })
    .trim()
    .min(1, 'Cohort name is required')
    .max(COHORT_NAME_MAX, `Cohort name must be at most ${COHORT_NAME_MAX} characters`),
  student_ids: studentIds,
});
export type CohortBody = z.input<typeof CohortBodySchema>;

export const CohortIdParamsSchema = z.object({ id: z.uuid('Cohort id must be a UUID') });
export const AssignmentIdParamsSchema = z.object({ id: z.uuid('Assignment id must be a UUID') });

export const ASSIGNMENT_STATUSES = ['not_started', 'in_progress', 'done', 'overdue'] as const;
export const AssignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof AssignmentStatusSchema>;

export const CreateAssignmentBodySchema = z
  .object({
    /** A training module, or */
    module_id: ModuleIdSchema.optional(),
    /** one patient of the library. */
    patient_id: z.uuid('Patient id must be a UUID').optional(),
    cohort_id: z.uuid('Cohort id must be a UUID').optional(),
    student_ids: studentIds.default([]),
    due_at: z.iso.datetime({ offset: true, error: 'Due date must be a date and time' }),
    target_score: z
      .number({ error: 'Target score is required' })
      .int('Target score must be a whole number')
      .min(0, 'Target score must be 0-100')
      .max(100, 'Target score must be 0-100'),
  })
  .refine((b) => (b.module_id === undefined) !== (b.patient_id === undefined), {
    message: 'Choose a module or a patient',
    path: ['module_id'],
  })
  .refine((b) => b.cohort_id !== undefined || b.student_ids.length > 0, {
    message: 'Choose a cohort or at least one student',
    path: ['student_ids'],
  });
export type CreateAssignmentBody = z.input<typeof CreateAssignmentBodySchema>;

/** One patient of an assignment, as one student stands with it. */
export const AssignmentPatientProgressSchema = z.object({
  patient_id: z.uuid(),
  name: z.string(),
  /** Completed sessions since the assignment was set. */
  sessions_completed: z.number().int(),
  best_score: z.number().nullable(),
});
export type AssignmentPatientProgress = z.infer<typeof AssignmentPatientProgressSchema>;

const assignmentFields = {
  id: z.uuid(),
  /** The module's title or the patient's name. */
  title: z.string(),
  kind: z.enum(['module', 'patient']),
  module_id: ModuleIdSchema.nullable(),
  patient_id: z.uuid().nullable(),
  due_at: z.iso.datetime(),
  target_score: z.number().int(),
  created_at: z.iso.datetime(),
};

/** How one student stands with one assignment. */
const standingFields = {
  status: AssignmentStatusSchema,
  /** Patients with a completed session at or above the target since the assignment was set. */
  patients_done: z.number().int(),
  patients_total: z.number().int(),
  /** Mean of the best scores over the patients with a scored session; null before any. */
  best_score: z.number().nullable(),
};

/** A student's own assignment, with what to do next. */
export const StudentAssignmentSchema = z.object({
  ...assignmentFields,
  ...standingFields,
  patients: z.array(AssignmentPatientProgressSchema),
  /** The first patient not yet done, to start next; null when all are. */
  next_patient_id: z.uuid().nullable(),
});
export type StudentAssignment = z.infer<typeof StudentAssignmentSchema>;

export const StudentAssignmentsResponseSchema = z.object({ assignments: z.array(StudentAssignmentSchema) });
export type StudentAssignmentsResponse = z.infer<typeof StudentAssignmentsResponseSchema>;

export const AssignmentStudentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ...standingFields,
});
export type AssignmentStudent = z.infer<typeof AssignmentStudentSchema>;

/** An assignment as its instructor follows it: who it is for, and how each student stands. */
export const AssignmentSchema = z.object({
  ...assignmentFields,
  cohort: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  students: z.array(AssignmentStudentSchema),
  counts: z.record(AssignmentStatusSchema, z.number().int()),
  /** Mean of the students' best scores; null before any is scored. */
  average_best_score: z.number().nullable(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

export const AssignmentListResponseSchema = z.object({ assignments: z.array(AssignmentSchema) });
export type AssignmentListResponse = z.infer<typeof AssignmentListResponseSchema>;
