import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { REALTIME_MAX_PAYLOAD } from '@practicum/contract';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { createLogger } from './lib/logger';
import { accessPlugin } from './plugins/access';
import { changeFeedPlugin } from './plugins/changes';
import { auditPlugin } from './plugins/audit';
import { corePlugin } from './plugins/core';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors, socketErrors } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { patientsRoutes } from './features/patients/patients.routes';
import { sessionsRoutes } from './features/sessions/sessions.routes';
import { sessionsOverviewRoutes } from './features/sessions/sessions-overview.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { progressRoutes } from './features/progress/progress.routes';
import { voicePlugin } from './voice/voice.plugin';
import { insightsRoutes } from './features/insights/insights.routes';
import { modulesRoutes } from './features/modules/modules.routes';
import { assignmentsRoutes } from './features/assignments/assignments.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { usersRoutes } from './features/users/users.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { speechRecognitionRoutes } from './features/speech-recognition/speech-recognition.routes';
import { dataRoutes } from './features/data-retention/data-retention.routes';
import { retentionPlugin } from './features/data-retention/retention.plugin';
import { subscriptionRoutes } from './features/subscription/subscription.routes';
import { publicRoutes } from './features/public/public.routes';
import { notificationsPlugin } from './features/notifications/notifications.plugin';
import { useLearnedReading } from './lib/sentence-encoder/encoder';

export interface AppDeps {
  database: Database;
  /** Where logs go (stdout when absent); tests pass a stream to inspect them. */
  logStream?: DestinationStream;
}

export const API_PREFIX = '/api/v1';

/** Builds the whole application; production and tests both use this. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config.LOG_LEVEL, deps.logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Clients call some paths, such as /voice/patients/, with a trailing slash; accept both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // The coder hears harm with its learned reading too (a sentence encoder on worker threads).
  useLearnedReading({ workers: config.SENTENCE_ENCODER_WORKERS });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(corePlugin, { config, database: deps.database });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // Before access: its hooks must see every upgrade request, even one that access then refuses.
  await app.register(websocket, {
    options: { maxPayload: REALTIME_MAX_PAYLOAD * 4 },
    errorHandler: socketErrors,
  });
  // Before access and the features whose caches it keeps fresh (signed-in users, the patient list).
  await app.register(changeFeedPlugin);
  await app.register(accessPlugin);
  await app.register(auditPlugin);
  await app.register(formbody);
  await app.register(docsPlugin);
  // Before the features that notify (users, reviews), which call app.notifier.
  await app.register(notificationsPlugin, { prefix: API_PREFIX });

  await app.register(healthRoutes, { prefix: API_PREFIX });
  await app.register(authRoutes, { prefix: API_PREFIX });
  await app.register(usersRoutes, { prefix: API_PREFIX });
  await app.register(patientsRoutes, { prefix: API_PREFIX });
  await app.register(sessionsRoutes, { prefix: API_PREFIX });
  await app.register(sessionsOverviewRoutes, { prefix: API_PREFIX });
  await app.register(dashboardRoutes, { prefix: API_PREFIX });
  await app.register(analyticsRoutes, { prefix: API_PREFIX });
  await app.register(progressRoutes, { prefix: API_PREFIX });
  await app.register(settingsRoutes, { prefix: API_PREFIX });
  await app.register(speechRecognitionRoutes, { prefix: API_PREFIX });
  await app.register(dataRoutes, { prefix: API_PREFIX });
  await app.register(retentionPlugin);
  await app.register(subscriptionRoutes, { prefix: API_PREFIX });
  await app.register(publicRoutes, { prefix: API_PREFIX });
  await app.register(insightsRoutes, { prefix: API_PREFIX });
  await app.register(reviewsRoutes, { prefix: API_PREFIX });
  await app.register(modulesRoutes, { prefix: API_PREFIX });
  await app.register(assignmentsRoutes, { prefix: API_PREFIX });
  await app.register(voicePlugin, { prefix: API_PREFIX });

  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
