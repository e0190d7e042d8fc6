import fp from 'fastify-plugin';
import type { PatientRow, SessionRow } from '../db/schema';
import { cascadeProvider } from './providers/cascade';
import { localProvider } from './providers/local-provider';
import { openaiRealtimeProvider } from './providers/openai-realtime';
import { testConnectionRoutes } from './providers/test-connection.routes';
import type { ProviderFactory } from './providers/provider';
import { realtimeRoutes } from './realtime.routes';
import { closeVadInference } from './audio/vad-inference';
import { interruptOrphanedSessions } from './recovery';
import { SessionRunner } from './runner';
import { SpeechScheduler, type SchedulerStats } from './tts/scheduler';
import { providerSpeech, voicePreviewRoutes } from './voice-preview.routes';

const SWEEP_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live sessions run by this process, by session id. */
    liveSessions: Map<string, SessionRunner>;
    /** The offline speech scheduler's queue and cache, or null before any session has spoken offline. */
    speechStats: () => SchedulerStats | null;
  }
}

/**
 * Live voice: the realtime socket, one runner per live session, the speech synthesizer pool (started
 * on first use) and the sweep that finalises sessions nobody runs any more.
 */
export const voicePlugin = fp<{ prefix: string }>(
  async (app, { prefix }) => {
    const live = new Map<string, SessionRunner>();
    const starting = new Map<string, Promise<SessionRunner>>();
    app.decorate('liveSessions', live);

    let speech: SpeechScheduler | null = null;
    // Started with the first session that speaks offline; warming up compiles eSpeak in every worker
    // (the first lines a cold worker says take ten times as long).
    const offlineSpeech = () => {
      if (!speech) {
        speech = new SpeechScheduler({
          workers: app.config.SPEECH_WORKERS,
          engine: app.config.SPEECH_ENGINE,
        });
        // A warm-up cut short by the server closing is not a failure.
        const started = speech;
        started.warmUp().then(
          () => {
            const { engine, nativeUnavailable } = started.engine;
            // The WebAssembly build costs several times the CPU of the native library (ADR 036).
            if (nativeUnavailable !== null) {
              app.log.warn(
                { engine, reason: nativeUnavailable },
                'offline speech uses eSpeak NG WebAssembly: install espeak-ng for a fraction of its CPU',
              );
            } else app.log.info({ engine }, 'offline speech ready');
          },
          (err: unknown) => {
            if (!started.isClosed) app.log.error({ err }, 'speech synthesis failed to start');
          },
        );
      }
      return speech;
    };
    app.decorate('speechStats', () => speech?.stats() ?? null);
    const c = app.config;
    const endpoint = (baseURL: string | undefined, apiKey: string | undefined, model: string) =>
      baseURL ? { baseURL, apiKey, model } : undefined;
    const stt = endpoint(c.STT_BASE_URL, c.STT_API_KEY, c.STT_MODEL);
    // With STT_* the offline patient hears the student on the server too (no chat model needed).
    const serverSpeech = stt ? { stt, timeoutMs: c.AI_TIMEOUT_MS, maxRetries: c.AI_MAX_RETRIES } : undefined;
    const local: ProviderFactory = (input) => localProvider(offlineSpeech(), serverSpeech)(input);
    const ttsVoices = {
      byGender: { female: c.TTS_VOICE_FEMALE, male: c.TTS_VOICE_MALE, neutral: c.TTS_VOICE_NEUTRAL },
      byPersona: c.TTS_VOICES,
    };
    // AI_PROVIDER picks who plays the patient; keys stay in this process (see README "Voice providers").
    const providerFactory: ProviderFactory =
      c.AI_PROVIDER === 'openai-realtime'
        ? openaiRealtimeProvider({
            apiKey: c.OPENAI_API_KEY ?? '',
            baseURL: c.OPENAI_BASE_URL,
            model: c.OPENAI_REALTIME_MODEL,
            voices: {
              female: c.OPENAI_REALTIME_VOICE_FEMALE,
              male: c.OPENAI_REALTIME_VOICE_MALE,
              neutral: c.OPENAI_REALTIME_VOICE_NEUTRAL,
            },
            transcriptionModel: c.OPENAI_TRANSCRIPTION_MODEL,
            timeoutMs: c.AI_TIMEOUT_MS,
            maxRetries: c.AI_MAX_RETRIES,
          })
        : c.AI_PROVIDER === 'cascade'
          ? cascadeProvider({
              llm: endpoint(c.LLM_BASE_URL, c.LLM_API_KEY, c.LLM_MODEL)!,
              stt,
              tts: c.TTS_BASE_URL
                ? {
                    ...endpoint(c.TTS_BASE_URL, c.TTS_API_KEY, c.TTS_MODEL)!,
                    voices: ttsVoices,
                    // Only the gpt-4o speech models take spoken directions (accent, emotion).
                    instructions: /gpt-4o.*tts/i.test(c.TTS_MODEL),
                  }
                : undefined,
              timeoutMs: c.AI_TIMEOUT_MS,
              maxRetries: c.AI_MAX_RETRIES,
              speech: offlineSpeech,
            })
          : local;
    const deps = {
      app,
      providerFactory,
      graceSeconds: app.config.REALTIME_RESUME_GRACE_SECONDS,
      onFinished: (id: string) => live.delete(id),
    };

    const runnerFor = async (
      session: SessionRow,
      patient: PatientRow,
      record: boolean,
    ): Promise<SessionRunner> => {
      const running = live.get(session.id);
      if (running) return running;
      let pending = starting.get(session.id);
      if (!pending) {
        pending = SessionRunner.start(deps, session, patient, record).finally(() =>
          starting.delete(session.id),
        );
        starting.set(session.id, pending);
      }
      const runner = await pending;
      live.set(session.id, runner);
      return runner;
    };

    await app.register(realtimeRoutes, { prefix, runnerFor });
    await app.register(testConnectionRoutes, { prefix });
    // A preview speaks as the session would: the cascade's speech service when it has one, else eSpeak.
    const previewFactory = c.AI_PROVIDER === 'cascade' && c.TTS_BASE_URL ? providerFactory : local;
    await app.register(voicePreviewRoutes, { prefix, speak: providerSpeech(previewFactory) });

    // PGlite is one process: at start-up every active session is an orphan. On PostgreSQL other
    // instances may be running theirs, so only sessions silent for longer than the grace period are.
    const staleMs = (app.config.REALTIME_RESUME_GRACE_SECONDS + 60) * 1000;
    const sweep = (all: boolean) =>
      interruptOrphanedSessions(app, {
        staleBefore: all ? undefined : new Date(Date.now() - staleMs),
        runningHere: [...live.keys(), ...starting.keys()],
      }).catch((err: unknown) => app.log.error({ err }, 'sweeping orphaned sessions failed'));
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      await sweep(app.database.engine === 'pglite');
      timer = setInterval(() => void sweep(false), SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      for (const runner of live.values()) await runner.finish('interrupted');
      await speech?.close();
      await closeVadInference();
    });
  },
  { name: 'voice', dependencies: ['core', 'access'] },
);
