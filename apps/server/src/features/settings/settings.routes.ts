import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETTINGS_GROUP_SCHEMAS,
  SETTINGS_GROUPS,
  SettingsSchema,
  UpdateSettingsBodySchema,
} from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import { getSettings, resetSettings, updateSettings } from './settings.service';

const errors = errorResponses(401, 403, 422);
const doc = (summary: string) => ({ tags: ['settings'], summary, security: [{ bearer: [] }] });
const own = { access: 'authenticated' as const };

/** Every signed-in user reads and writes their own settings. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voice/settings/',
    {
      config: own,
      schema: {
        ...doc('My settings, with defaults for anything never saved'),
        response: { 200: SettingsSchema, ...errors },
      },
    },
    async (request) => getSettings(app.db, currentUser(request).id),
  );

  app.put(
    '/voice/settings/',
    {
      config: own,
      schema: {
        ...doc('Change any of the four groups; only the fields sent change'),
        body: UpdateSettingsBodySchema,
        response: { 200: SettingsSchema, ...errors },
      },
    },
    async (request) => updateSettings(app.db, currentUser(request).id, request.body),
  );

  app.delete(
    '/voice/settings/',
    {
      config: own,
      schema: { ...doc('Reset every setting to its default'), response: { 200: SettingsSchema, ...errors } },
    },
    async (request) => resetSettings(app.db, currentUser(request).id),
  );

  for (const group of SETTINGS_GROUPS) {
    app.put(
      `/voice/settings/${group}`,
      {
        config: own,
        schema: {
          ...doc(`Change ${group} settings; only the fields sent change`),
          body: SETTINGS_GROUP_SCHEMAS[group],
          response: { 200: SettingsSchema, ...errors },
        },
      },
      async (request) => updateSettings(app.db, currentUser(request).id, { [group]: request.body }),
    );
  }
};
