import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REALTIME_SAMPLE_RATE } from '@practicum/contract';
import { PersonaSchema, personaVoice, type Persona } from '@practicum/personas';
import { getPatient } from '../features/patients/patients.service';
import { errorResponses } from '../lib/app-error';
import { wavHeader } from './audio/wav';
import type { ProviderFactory } from './providers/provider';
import { sentences } from './tts/synthesizer';

/** Previews one student may hear per minute: each is a synthesis, so the route is rate limited. */
export const VOICE_PREVIEWS_PER_MINUTE = 12;
/** The preview is the start of what the patient says first, cut at a sentence end near this length. */
const PREVIEW_CHARS = 140;

/** Says `text` as the persona would, with `emotion`, as 24 kHz PCM16. */
export type PreviewSpeech = (persona: Persona, text: string, emotion: string | null) => Promise<Int16Array>;

/**
 * A preview through a patient provider, so it sounds as a session would: the provider's `speak`
 * (a stream provider has none; its sessions' voice cannot be previewed, so it gets no audio).
 */
export function providerSpeech(factory: ProviderFactory): PreviewSpeech {
  return async (persona, text, emotion) => {
    const provider = await factory({
      persona,
      seed: 'voice-preview',
      voice: personaVoice(persona).gender,
      speed: 1,
      history: [],
    });
    const chunks: Int16Array[] = [];
    try {
      if (provider.kind !== 'stream') await provider.speak(text, (chunk) => chunks.push(chunk), emotion);
    } finally {
      await provider.close?.();
    }
    const all = new Int16Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return all;
  };
}

/** The line a preview says: the persona's opening words, whole sentences up to about PREVIEW_CHARS. */
export function previewLine(persona: Persona): string {
  const all = sentences(persona.opening_statement);
  let line = all[0] ?? persona.opening_statement;
  for (const next of all.slice(1)) {
    if (line.length + next.length + 1 > PREVIEW_CHARS) break;
    line = `${line} ${next}`;
  }
  return line;
}

/**
 * `GET /voice/patients/:id/voice-preview`: a short line in the patient's own voice (audio/wav), so a
 * student can hear who they are about to talk to from the Patient Library.
 */
export const voicePreviewRoutes: FastifyPluginAsyncZod<{ speak: PreviewSpeech }> = async (app, { speak }) => {
  app.get(
    '/voice/patients/:id/voice-preview',
    {
      config: {
        access: 'authenticated',
        rateLimit: {
          max: VOICE_PREVIEWS_PER_MINUTE,
          timeWindow: 60_000,
          // After access has loaded the user, so the limit is per account (an address for none).
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) => `voice-preview|${req.user?.id ?? req.ip}`,
        },
      },
      schema: {
        tags: ['patients'],
        security: [{ bearer: [] }],
        summary: "Hear the patient's voice: the start of their opening line (audio/wav, 24 kHz mono)",
        params: z.object({ id: z.uuid('Patient id must be a UUID') }),
        response: {
          200: z.unknown().describe('audio/wav file'),
          ...errorResponses(401, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const row = await getPatient(app.db, request.params.id);
      const persona = PersonaSchema.parse(row.persona);
      const pcm = await speak(persona, previewLine(persona), persona.emotions[0] ?? null);
      const data = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
      return reply
        .header('Content-Type', 'audio/wav')
        .header('Cache-Control', 'private, max-age=300')
        .send(
          Buffer.concat([wavHeader({ sampleRate: REALTIME_SAMPLE_RATE, channels: 1 }, data.length), data]),
        );
    },
  );
};
