import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArchivePatientBodySchema,
  InitializePatientsResponseSchema,
  MessageResponseSchema,
  PatientBodySchema,
  PatientDetailSchema,
  PatientLibrarySummarySchema,
  PatientListQuerySchema,
  PatientListResponseSchema,
  type PatientListResponse,
  PatientPreviewBodySchema,
  PatientPreviewResponseSchema,
  roleOf,
} from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { ChangeCache } from '../../plugins/changes';
import {
  createPatient,
  deletePatient,
  getPatient,
  initializeCatalogue,
  librarySummary,
  listPatients,
  type ListOptions,
  setArchived,
  toPatient,
  toPatientDetail,
  updatePatient,
  usageOfOne,
} from './patients.service';
import { previewConversation } from './patients.preview';

const IdParams = z.object({ id: z.uuid('Patient id must be a UUID') });
const errors = errorResponses(401, 403, 404, 422);
const tags = ['patients'];
const security = [{ bearer: [] }];

interface ListPage {
  body: Buffer;
  etag: string;
}

/** If-None-Match holds the tag, weak or strong, in its list, or is `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export const patientsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every student's browser lists the library, which changes seldom: a page is kept until a notice
  // says a patient or a patient's usage changed (any writer, any instance; ADR 031).
  const pages = new ChangeCache<ListPage>(app.changes, { ttlMs: 60_000, maxEntries: 1_000 });
  app.changes.subscribe((change) => {
    if (change.kind !== 'user') pages.clear();
  });

  app.get(
    '/voice/patients/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary:
          'List simulated patients (search name, condition and presenting problem with clinical synonyms; filter by difficulty, condition category, style, risk and age group)',
        querystring: PatientListQuerySchema,
        response: {
          200: PatientListResponseSchema,
          304: z.null().describe('The page as the If-None-Match tag has it; no body'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const isAdmin = roleOf(caller.userType) === 'admin';
      const q = request.query;
      const options: ListOptions = {
        search: q.search || undefined,
        difficulty: q.difficulty,
        category: q.category,
        style: q.style,
        risk: q.risk,
        ageGroup: q.age_group,
        discipline: q.discipline,
        firstDiscipline: isAdmin ? null : caller.discipline,
        includeArchived: isAdmin && q.include_archived === 'true',
        limit: q.limit,
        offset: q.offset,
      };
      // Every field of the options, role included, is in the key: one page never answers another query.
      const page = (await pages.get(JSON.stringify(options), '', async () => {
        const { rows, usage, total } = await listPatients(app.db, options);
        // Through the route's response schema once, when the page is read; then sent as it is, as
        // UTF-8 bytes: the avatars are emoji, so as a string it would be encoded again for every
        // request (the largest JavaScript cost of the list in the auth-throughput profile).
        const response: PatientListResponse = {
          patients: rows.map((r) => toPatient(r, usage.get(r.id))),
          total_count: total,
        };
        const body = Buffer.from(String(reply.serialize(response)));
        return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
      }))!;
      // A browser asks again with the page's ETag and gets 304 without the 13 KB while nothing on it
      // changed. The tag is the page's own hash, so it matches only the page as it is now; private
      // and no-cache: only this browser keeps it, and only after asking.
      reply.header('cache-control', 'private, no-cache').header('etag', page.etag);
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send(null);
      return reply.type('application/json; charset=utf-8').send(page.body as unknown as PatientListResponse);
    },
  );

  app.get(
    '/voice/patients/summary',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Patient Library figures: patients, distinct conditions, sessions active now',
        response: { 200: PatientLibrarySummarySchema, ...errors },
      },
    },
    async () => librarySummary(app.db),
  );

  app.post(
    '/voice/patients/initialize',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary:
          'Add catalogue patients missing from the database (idempotent; never overwrites edits or brings back a patient an admin deleted)',
        response: { 200: InitializePatientsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const added = await app.audited(async (tx) => {
        const added = await initializeCatalogue(tx);
        if (added > 0) {
          const entry = { action: 'patients.initialize', newValue: { added } };
          await app.audit({ ...entry, actorId: currentUser(request).id }, tx);
        }
        return added;
      });
      const { total } = await listPatients(app.db, { includeArchived: false, limit: 1, offset: 0 });
      return {
        message: added > 0 ? `Added ${added} patients` : 'Patients already initialized',
        added,
        total_count: total,
      };
    },
  );

  app.get(
    '/voice/patients/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security,
        summary: 'One patient with its presenting problem (admins also receive the full persona)',
        params: IdParams,
        response: { 200: PatientDetailSchema, ...errors },
      },
    },
    async (request) => {
      const isAdmin = roleOf(currentUser(request).userType) === 'admin';
      const row = await getPatient(app.db, request.params.id);
      return toPatientDetail(row, await usageOfOne(app.db, row.id), isAdmin);
    },
  );

  app.post(
    '/voice/patients',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Create a patient from a full persona',
        body: PatientBodySchema,
        response: { 201: PatientDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const row = await app.audited(async (tx) => {
        const row = await createPatient(tx, request.body, actor.id);
        await app.audit(
          {
            action: 'patient.create',
            actorId: actor.id,
            newValue: { id: row.id, name: row.name },
          },
          tx,
        );
        return row;
      });
      return reply.status(201).send(toPatientDetail(row, await usageOfOne(app.db, row.id), true));
    },
  );

  app.put(
    '/voice/patients/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Replace a patient persona (marks it edited, so initialisation leaves it alone)',
        params: IdParams,
        body: PatientBodySchema,
        response: { 200: PatientDetailSchema, ...errors },
      },
    },
    async (request) => {
      const before = await getPatient(app.db, request.params.id);
      const row = await app.audited(async (tx) => {
        const row = await updatePatient(tx, request.params.id, request.body);
        await app.audit(
          {
            action: 'patient.update',
            actorId: currentUser(request).id,
            oldValue: { id: before.id, name: before.name, persona: before.persona },
            newValue: { id: row.id, name: row.name },
          },
          tx,
        );
        return row;
      });
      return toPatientDetail(row, await usageOfOne(app.db, row.id), true);
    },
  );

  app.post(
    '/voice/patients/:id/archive',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Archive (hide from students) or restore a patient',
        params: IdParams,
        body: ArchivePatientBodySchema,
        response: { 200: PatientDetailSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.audited(async (tx) => {
        const row = await setArchived(tx, request.params.id, request.body.archived);
        await app.audit(
          {
            action: request.body.archived ? 'patient.archive' : 'patient.restore',
            actorId: currentUser(request).id,
            newValue: { id: row.id, name: row.name },
          },
          tx,
        );
        return row;
      });
      return toPatientDetail(row, await usageOfOne(app.db, row.id), true);
    },
  );

  app.delete(
    '/voice/patients/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Delete a patient no session uses (otherwise 409: archive it instead)',
        params: IdParams,
        response: { 200: MessageResponseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => {
      const row = await app.audited(async (tx) => {
        const row = await deletePatient(tx, request.params.id);
        await app.audit(
          {
            action: 'patient.delete',
            actorId: currentUser(request).id,
            // The catalogue id keeps initialisation from bringing a deleted catalogue patient back.
            oldValue: { id: row.id, name: row.name, catalogue_id: row.catalogueId },
          },
          tx,
        );
        return row;
      });
      return { message: `${row.name} was deleted` };
    },
  );

  app.post(
    '/voice/patients/:id/preview',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        summary:
          'Preview a patient: replay typed student lines through the patient engine; nothing is stored',
        params: IdParams,
        body: PatientPreviewBodySchema,
        response: { 200: PatientPreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await getPatient(app.db, request.params.id);
      return previewConversation(row.persona, request.body.student_messages, request.body.seed ?? row.id);
    },
  );
};
