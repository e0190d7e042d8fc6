import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SpeechRecognitionPolicySchema, UpdateSpeechRecognitionBodySchema } from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import { currentUser } from '../../plugins/access';
import {
  saveSpeechRecognitionSetting,
  speechRecognitionPolicy,
  speechRecognitionSetting,
} from './speech-recognition.service';

const doc = (summary: string) => ({ tags: ['voice'], summary, security: [{ bearer: [] }] });

/**
 * Where students' voices may be transcribed. Everyone signed in reads it (the session screen shows
 * it before the microphone starts); only admins change what the institution allows.
 */
export const speechRecognitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voice/speech-recognition',
    {
      config: { access: 'authenticated' },
      schema: {
        ...doc("Where a student's voice is transcribed: by the server, or by the browser as allowed"),
        response: { 200: SpeechRecognitionPolicySchema, ...errorResponses(401, 403) },
      },
    },
    async () => speechRecognitionPolicy(app.db, app.config),
  );

  app.put(
    '/voice/speech-recognition',
    {
      config: { access: 'admin' },
      schema: {
        ...doc("Allow or forbid browsers to send students' voices to their vendor's cloud"),
        body: UpdateSpeechRecognitionBodySchema,
        response: { 200: SpeechRecognitionPolicySchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await app.audited(async (tx) => {
        const before = await speechRecognitionSetting(tx);
        await saveSpeechRecognitionSetting(tx, request.body, actor.id);
        await app.audit(
          {
            action: 'institution.speech_recognition',
            actorId: actor.id,
            oldValue: before,
            newValue: request.body,
            ip: request.ip,
          },
          tx,
        );
      });
      return speechRecognitionPolicy(app.db, app.config);
    },
  );
};
