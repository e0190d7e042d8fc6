import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignmentIdParamsSchema,
  AssignmentListResponseSchema,
  AssignmentSchema,
  CohortBodySchema,
  CohortIdParamsSchema,
  CohortListResponseSchema,
  CohortSchema,
  CreateAssignmentBodySchema,
  MessageResponseSchema,
  StudentAssignmentsResponseSchema,
} from '@practicum/contract';
import { currentUser } from '../../plugins/access';
import { errorResponses } from '../../lib/app-error';
import {
  createAssignment,
  deleteAssignment,
  listAssignments,
  studentAssignments,
} from './assignments.service';
import { createCohort, deleteCohort, listCohorts, updateCohort } from './cohorts.service';

const errors = errorResponses(401, 403, 404, 409, 422);
const security = [{ bearer: [] }];
const admin = { access: 'admin' } as const;

/**
 * Cohorts and assignments. Instructors (admins) create, change and delete them and follow every
 * student's standing; a student reads only the assignments set for them or their cohorts.
 */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assignments/mine',
    {
      config: { access: 'student' },
      schema: {
        tags: ['assignments'],
        security,
        summary: "The caller's assignments with their status, open ones first by due date",
        response: { 200: StudentAssignmentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ assignments: await studentAssignments(app.db, currentUser(request).id) }),
  );

  app.get(
    '/admin/assignments',
    {
      config: admin,
      schema: {
        tags: ['assignments (admin)'],
        security,
        summary: "Every assignment with each student's status and best score",
        response: { 200: AssignmentListResponseSchema, ...errors },
      },
    },
    async () => ({ assignments: await listAssignments(app.db) }),
  );

  app.post(
    '/admin/assignments',
    {
      config: admin,
      schema: {
        tags: ['assignments (admin)'],
        security,
        summary: 'Assign a module or a patient to students or a cohort, with a due date and a target score',
        body: CreateAssignmentBodySchema,
        response: { 201: AssignmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actorId = currentUser(request).id;
      const created = await createAssignment(app.db, actorId, request.body);
      await app.audit({
        action: 'assignment.create',
        actorId,
        newValue: { assignment_id: created.id, module_id: created.module_id, patient_id: created.patient_id },
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/admin/assignments/:id',
    {
      config: admin,
      schema: {
        tags: ['assignments (admin)'],
        security,
        summary: 'Delete an assignment (students no longer see it)',
        params: AssignmentIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const row = await deleteAssignment(app.db, request.params.id);
      await app.audit({
        action: 'assignment.delete',
        actorId,
        oldValue: { assignment_id: row.id, module_id: row.moduleId, patient_id: row.patientId },
        ip: request.ip,
      });
      return { message: 'The assignment was deleted' };
    },
  );

  app.get(
    '/admin/cohorts',
    {
      config: admin,
      schema: {
        tags: ['assignments (admin)'],
        security,
        summary: 'Every cohort with its members',
        response: { 200: CohortListResponseSchema, ...errors },
      },
    },
    async () => ({ cohorts: await listCohorts(app.db) }),
  );

  app.post(
    '/admin/cohorts',
    {
      config: admin,
      schema: {
        tags: ['assignments (admin)'],
        security,
        summary: 'Create a named cohort of students',
        body: CohortBodySchema,
        response: { 201: CohortSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actorId = currentUser(request).id;
      const cohort = await createCohort(app.db, actorId, request.body);
      await app.audit({
        action: 'cohort.create',
        actorId,
        newValue: { cohort_id: cohort.id },
        ip: request.ip,
      });
      return reply.code(201).send(cohort);
    },
  );

  app.put(
    '/admin/cohorts/:id',
    {
      config: admin,
      schema: {
        tags: ['assignments (admin)'],
        security,
        summary: 'Rename a cohort and replace its members',
        params: CohortIdParamsSchema,
        body: CohortBodySchema,
        response: { 200: CohortSchema, ...errors },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const cohort = await updateCohort(app.db, request.params.id, request.body);
      await app.audit({
        action: 'cohort.update',
        actorId,
        newValue: { cohort_id: cohort.id },
        ip: request.ip,
      });
      return cohort;
    },
  );

  app.delete(
    '/admin/cohorts/:id',
    {
      config: admin,
      schema: {
        tags: ['assignments (admin)'],
        security,
        summary: 'Delete a cohort and the assignments set for it',
        params: CohortIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actorId = currentUser(request).id;
      const row = await deleteCohort(app.db, request.params.id);
      await app.audit({ action: 'cohort.delete', actorId, oldValue: { cohort_id: row.id }, ip: request.ip });
      return { message: `The cohort ${row.name} was deleted` };
    },
  );
};
