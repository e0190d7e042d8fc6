import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TestConnectionSchema,
  VoiceProviderInfoSchema,
  type VoiceComponentCheck,
  type VoiceComponentInfo,
} from '@practicum/contract';
import { errorResponses } from '../../lib/app-error';
import type { Config } from '../../config';
import { dialWithRetry } from './openai-realtime.connection';
import { url } from '../../lib/model-http/http';

type Component = VoiceComponentCheck;
type ComponentInfo = VoiceComponentInfo;

/** The configured components of the active provider, from configuration only (no network, no keys). */
function configuredComponents(c: Config): ComponentInfo[] {
  switch (c.AI_PROVIDER) {
    case 'local':
      // STT_* on its own: the offline patient with the institution's own speech recogniser.
      return [
        { component: 'local', base_url: null, model: null },
        ...(c.STT_BASE_URL
          ? [{ component: 'stt' as const, base_url: c.STT_BASE_URL, model: c.STT_MODEL }]
          : []),
      ];
    case 'openai-realtime':
      return [
        {
          component: 'realtime',
          base_url: c.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
          model: c.OPENAI_REALTIME_MODEL,
        },
      ];
    case 'cascade': {
      const out: ComponentInfo[] = [];
      if (c.STT_BASE_URL) out.push({ component: 'stt', base_url: c.STT_BASE_URL, model: c.STT_MODEL });
      if (c.LLM_BASE_URL) out.push({ component: 'llm', base_url: c.LLM_BASE_URL, model: c.LLM_MODEL });
      if (c.TTS_BASE_URL) out.push({ component: 'tts', base_url: c.TTS_BASE_URL, model: c.TTS_MODEL });
      return out;
    }
  }
}

/** `GET {base}/models`: reachable when the server answers and accepts the key. */
async function probeHttp(
  component: Component['component'],
  baseURL: string,
  apiKey: string | undefined,
  model: string,
  timeoutMs: number,
): Promise<Component> {
  const started = performance.now();
  const out = { component, base_url: baseURL, model };
  try {
    const res = await fetch(url({ baseURL, model }, '/models'), {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    // A server without /models (404) still answered; a refused key or a server fault did not work.
    const reachable = res.status < 500 && res.status !== 401 && res.status !== 403;
    return {
      ...out,
      reachable,
      status: res.status,
      latency_ms: Math.round(performance.now() - started),
      error: reachable ? null : `HTTP ${res.status}`,
    };
  } catch (err) {
    return {
      ...out,
      reachable: false,
      status: null,
      latency_ms: Math.round(performance.now() - started),
      error: (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable',
    };
  }
}

/**
 * `GET /voice/provider` (admin): the active voice provider and its components' hosts and models.
 * `POST /voice/test-connection` (admin): is each configured voice component reachable, and how fast.
 */
export const testConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voice/provider',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['voice'],
        security: [{ bearer: [] }],
        summary: 'The active voice provider and the host and model of each component (no network call)',
        response: { 200: VoiceProviderInfoSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ provider: app.config.AI_PROVIDER, components: configuredComponents(app.config) }),
  );

  app.post(
    '/voice/test-connection',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['voice'],
        security: [{ bearer: [] }],
        summary: 'Probes each configured voice provider component: reachable or not, and latency',
        response: { 200: TestConnectionSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const c = app.config;
      const timeoutMs = Math.min(c.AI_TIMEOUT_MS, 10_000);
      const keys = { stt: c.STT_API_KEY, llm: c.LLM_API_KEY, tts: c.TTS_API_KEY };
      const probe = async (info: ComponentInfo): Promise<Component> => {
        if (info.component === 'local')
          return { ...info, reachable: true, status: null, latency_ms: 0, error: null };
        if (info.component !== 'realtime')
          return probeHttp(info.component, info.base_url!, keys[info.component], info.model!, timeoutMs);
        const started = performance.now();
        const elapsed = () => Math.round(performance.now() - started);
        try {
          const rt = await dialWithRetry({
            apiKey: c.OPENAI_API_KEY ?? '',
            baseURL: c.OPENAI_BASE_URL,
            model: c.OPENAI_REALTIME_MODEL,
            voices: { female: '', male: '', neutral: '' },
            transcriptionModel: c.OPENAI_TRANSCRIPTION_MODEL,
            timeoutMs,
            maxRetries: 0,
          });
          rt.close();
          return { ...info, reachable: true, status: 101, latency_ms: elapsed(), error: null };
        } catch (err) {
          return {
            ...info,
            reachable: false,
            status: null,
            latency_ms: elapsed(),
            error: (err as Error).message,
          };
        }
      };
      return { provider: c.AI_PROVIDER, components: await Promise.all(configuredComponents(c).map(probe)) };
    },
  );
};
