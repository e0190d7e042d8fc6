import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  DataSettingsSchema,
  ERASED_MESSAGE,
  EraseMyDataBodySchema,
  MessageResponseSchema,
  StorageUsageSchema,
} from '@practicum/contract';
import { AppError, errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { authRateLimit } from '../../plugins/security';
import { dataSettings, saveDataSettings } from './data-settings.service';
import { eraseAccount } from './erase.service';
import { buildExport, exportFilename } from './export.service';
import { storageUsage } from './storage.service';

const doc = (summary: string) => ({ tags: ['data'], summary, security: [{ bearer: [] }] });
const ZipResponse = z.unknown().describe('application/zip archive');

/**
 * The institution's retention and storage rules (admins), each user's storage against the quota,
 * and a user's own data: a copy of all of it, and its erasure.
 */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Streams a user's archive; the export is audited before the first byte goes out. */
  async function sendExport(reply: FastifyReply, userId: string, actorId: string, ip: string) {
    const zip = await buildExport(app.db, app.recordings, userId);
    await app.audit({ action: 'data.export', actorId, targetUserId: userId, ip });
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${exportFilename(userId, new Date())}"`)
      .header('Cache-Control', 'no-store')
      .send(zip.outputStream);
  }

  app.get(
    '/voice/data/settings',
    {
      config: { access: 'admin' },
      schema: {
        ...doc('How long transcripts and recordings are kept, and how much each user may record'),
        response: { 200: DataSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => dataSettings(app.db),
  );

  app.put(
    '/voice/data/settings',
    {
      config: { access: 'admin' },
      schema: {
        ...doc('Set the retention period and the per-user storage quota (null: none)'),
        body: DataSettingsSchema,
        response: { 200: DataSettingsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await app.audited(async (tx) => {
        const before = await dataSettings(tx);
        await saveDataSettings(tx, request.body, actor.id);
        await app.audit(
          {
            action: 'institution.data_retention',
            actorId: actor.id,
            oldValue: before,
            newValue: request.body,
            ip: request.ip,
          },
          tx,
        );
      });
      return dataSettings(app.db);
    },
  );

  app.get(
    '/voice/data/usage',
    {
      config: { access: 'authenticated' },
      schema: {
        ...doc('My recordings against the storage quota, and how long the institution keeps them'),
        response: { 200: StorageUsageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => storageUsage(app.db, app.recordings, currentUser(request).id),
  );

  app.get(
    '/voice/data/export',
    {
      config: { access: 'authenticated' },
      schema: {
        ...doc('Download all my data as a zip: profile, sessions with transcripts and scores, recordings'),
        response: { 200: ZipResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return sendExport(reply, user.id, user.id, request.ip);
    },
  );

  app.get(
    '/users/admin/users/:id/export',
    {
      config: { access: 'admin' },
      schema: {
        ...doc("Download a user's data as a zip (the same archive they can download themselves)"),
        params: z.object({ id: z.uuid('User id must be a UUID') }),
        response: { 200: ZipResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => sendExport(reply, request.params.id, currentUser(request).id, request.ip),
  );

  app.post(
    '/voice/data/erase',
    {
      // Limited like sign-in: the password is checked, so this could be used to guess it.
      config: { access: 'student', rateLimit: authRateLimit(app.config.AUTH_RATE_LIMIT_PER_MINUTE) },
      schema: {
        ...doc('Delete my account and all its data for good, confirmed with my password'),
        body: EraseMyDataBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      try {
        const erased = await app.audited(async (tx) => {
          const erased = await eraseAccount(tx, user, request.body.password);
          // The account is gone, so the entry names it by id only, unlinked from any user row.
          await app.audit(
            {
              action: 'user.erase',
              newValue: {
                user_id: user.id,
                sessions: erased.sessions,
                recordings: erased.recordingIds.length,
              },
              ip: request.ip,
            },
            tx,
          );
          return erased;
        });
        // The files go once the erasure is committed: a failed erasure keeps its recordings.
        for (const id of erased.recordingIds) await app.recordings.remove(id);
        return { message: ERASED_MESSAGE };
      } catch (err) {
        if (err instanceof AppError && err.code === 'invalid_password') {
          await app.audit({
            action: 'user.erase.failure',
            actorId: user.id,
            targetUserId: user.id,
            reason: err.code,
            ip: request.ip,
          });
        }
        throw err;
      }
    },
  );
};
