import { connect as netConnect } from 'node:net';
import OpenAI from 'openai';
import { OpenAIRealtimeWS } from 'openai/realtime/ws';
import { base64ToPcm16, pcm16ToBase64 } from '../audio/pcm';
import type { PendingTurn } from '@practicum/patient-engine';
import { PersonaSchema } from '@practicum/personas';
import { patientInstructions, turnDirection, verbatimDirection } from './instructions';
import {
  ProviderError,
  toReply,
  type PatientReply,
  type ProviderEvents,
  type ProviderFactory,
  type ProviderSessionInput,
  type StreamingProvider,
} from './provider';

export interface RealtimeSettings {
  apiKey: string;
  /** e.g. https://api.openai.com/v1; an http:// address is dialled without TLS (local fakes, proxies). */
  baseURL?: string;
  model: string;
  voices: Record<ProviderSessionInput['voice'], string>;
  transcriptionModel: string;
  timeoutMs: number;
  maxRetries: number;
}

type Upstream = Record<string, unknown> & { type: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long a finished answer waits for the transcript of the student turn it answers (keeps seq order). */
const TRANSCRIPT_WAIT_MS = 3000;

/** Opens one Realtime socket and resolves once it is open (or rejects on error/timeout). */
async function dial(s: RealtimeSettings): Promise<OpenAIRealtimeWS> {
  const client = new OpenAI({ apiKey: s.apiKey, baseURL: s.baseURL, maxRetries: 0 });
  const plain = s.baseURL?.startsWith('http://') ? new URL(s.baseURL) : null;
  const rt = new OpenAIRealtimeWS(
    {
      model: s.model,
      // The package always dials wss; for an http:// base address hand ws a plain TCP socket instead.
      options: plain
        ? { createConnection: () => netConnect(Number(plain.port || 80), plain.hostname) }
        : undefined,
    },
    client,
  );
  // Without a listener the package turns socket errors into unhandled rejections; failures to connect
  // are handled below, and later upstream `error` events through the `event` stream.
  rt.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      rt.socket.terminate();
      reject(new ProviderError('The voice service did not answer in time', 'upstream_timeout', true));
    }, s.timeoutMs);
    rt.socket.once('open', () => {
      clearTimeout(timer);
      resolve();
    });
    rt.socket.once('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      const status = res.statusCode ?? 0;
      res.resume();
      rt.socket.terminate();
      reject(
        status === 429
          ? new ProviderError('The voice service is busy (rate limited)', 'upstream_rate_limited', true)
          : status === 401 || status === 403
            ? new ProviderError('The voice service refused the API key', 'upstream_auth', false)
            : new ProviderError(`The voice service failed (HTTP ${status})`, 'upstream_error', status >= 500),
      );
    });
    rt.socket.once('error', (err) => {
      clearTimeout(timer);
      reject(
        new ProviderError(`The voice service is unreachable (${err.message})`, 'upstream_unreachable', true),
      );
    });
  });
  return rt;
}

/** Dials with exponential backoff on retryable failures (429, 5xx, network, timeout). */
export async function dialWithRetry(s: RealtimeSettings): Promise<OpenAIRealtimeWS> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await dial(s);
    } catch (err) {
      if (!(err instanceof ProviderError) || !err.retryable || attempt >= s.maxRetries) throw err;
      await sleep(250 * 2 ** attempt);
    }
  }
}

/** What a requested answer is for: a turn the engine decided (worded by the model), or a fixed line. */
interface Asked {
  /** Decided and not yet recorded by the engine (commit() settles it). */
  pending: PendingTurn | null;
  /** The engine's turn, once settled; for a fixed line, known from the start. */
  reply: PatientReply | null;
  /** A fixed line (the opening, or the engine's replacement): persisted as the engine wrote it. */
  fixed: boolean;
}

/**
 * `AI_PROVIDER=openai-realtime`: relays the session to the OpenAI Realtime API. The model hears the
 * student (server VAD, input transcription on) and answers in the persona's voice; every upstream
 * event is mapped onto our protocol through the runner's event sink. The API key stays here.
 *
 * The patient engine steers every answer, as with the cascade: once the student's words are known
 * (transcript or typed text) the engine decides what the patient discloses and feels, and the answer
 * is requested with that direction. An answer that breaks character is cancelled as soon as its
 * transcript shows it, and the engine's own line is said instead.
 */
export function openaiRealtimeProvider(settings: RealtimeSettings): ProviderFactory {
  return async (input) => {
    const { createPatientSession, templateRenderer, outOfCharacter } =
      await import('@practicum/patient-engine');
    const engine = createPatientSession(PersonaSchema.parse(input.persona), { seed: input.seed });
    const openingTurn = engine.opening();
    for (const line of input.history) engine.respond(line);

    const instructions = patientInstructions(input.persona);
    let rt: OpenAIRealtimeWS | null = null;
    let events: ProviderEvents;
    let closed = false;
    /** Answers requested upstream and not started yet, oldest first. */
    const asked: Asked[] = [];
    /** The patient's answer in progress (text so far), or null when none is. */
    let responding: { text: string; asked: Asked | null; retracted: boolean } | null = null;
    /** Input items committed whose transcript has not arrived yet. */
    const awaitingTranscript = new Set<string>();
    let transcriptArrived: (() => void) | null = null;
    /** The conversation so far, replayed into a new upstream session after a reconnect. */
    const dialogue = [...(input.transcript ?? [])];

    const send = (event: Upstream) => rt?.send(event as never);

    const configure = () => {
      send({
        type: 'session.update',
        session: {
          type: 'realtime',
          instructions,
          output_modalities: ['audio'],
          audio: {
            input: {
              format: { type: 'audio/pcm', rate: 24_000 },
              transcription: { model: settings.transcriptionModel },
              // Answers are requested once the engine has decided them (after the transcript).
              turn_detection: { type: 'server_vad', create_response: false, interrupt_response: true },
            },
            output: { format: { type: 'audio/pcm', rate: 24_000 }, voice: settings.voices[input.voice] },
          },
        },
      });
      for (const line of dialogue)
        send({
          type: 'conversation.item.create',
          item: {
            type: 'message',
            role: line.speaker === 'student' ? 'user' : 'assistant',
            content: [{ type: line.speaker === 'student' ? 'input_text' : 'output_text', text: line.text }],
          },
        });
    };

    /** Records a decided turn in the engine (with what the model said, when it is acceptable). */
    const settle = (a: Asked, said?: string): PatientReply => {
      if (a.pending) {
        const pending = a.pending;
        a.pending = null;
        a.reply = toReply(engine.commit(pending, said?.trim() || undefined), 'model');
      }
      return a.reply!;
    };

    const ask = (a: Asked, direction: string) => {
      asked.push(a);
      send({ type: 'response.create', response: { instructions: `${instructions}\n\n${direction}` } });
    };

    /** The student said `text`: the engine decides the answer, and the model is asked to word it. */
    const steer = (text: string) => {
      // The engine takes one turn at a time: an answer still open is recorded as it stands.
      for (const a of asked) settle(a);
      if (responding?.asked) settle(responding.asked, responding.text);
      const pending = engine.decide(text);
      ask(
        { pending, reply: null, fixed: false },
        turnDirection(pending.plan, templateRenderer.render(pending.plan, pending.context)),
      );
    };

    const finishResponse = async (interrupted: boolean) => {
      const current = responding;
      if (!current) return;
      responding = null;
      // The student's transcript usually lands before the answer ends; wait briefly so seq follows speech.
      const deadline = Date.now() + TRANSCRIPT_WAIT_MS;
      while (awaitingTranscript.size > 0 && Date.now() < deadline)
        await new Promise<void>((r) => {
          transcriptArrived = r;
          setTimeout(r, 100);
        });
      const said = current.text.trim();
      const a = current.asked;
      if (current.retracted && a && !a.fixed) {
        // Out of character: the engine's own line replaces it, said by the model word for word.
        const reply = settle(a);
        ask({ pending: null, reply, fixed: true }, verbatimDirection(reply.text));
        return;
      }
      const reply = a ? settle(a, current.retracted ? undefined : said) : null;
      // The transcript keeps what the student heard. A fixed line said to its end (or withdrawn) is kept
      // as the engine wrote it; the model's transcript of it may differ in small ways.
      const text = a?.fixed && (current.retracted || (!interrupted && said)) ? reply!.text : said;
      if (text) dialogue.push({ speaker: 'patient', text });
      events.responseDone(
        text,
        interrupted,
        reply
          ? { emotion: reply.emotion, state: reply.state, riskDisclosed: reply.riskDisclosed }
          : undefined,
      );
    };

    const onEvent = (e: Upstream) => {
      switch (e.type) {
        case 'input_audio_buffer.speech_started':
          return events.speechStarted();
        case 'input_audio_buffer.speech_stopped':
          return events.speechStopped();
        case 'input_audio_buffer.committed':
          if (typeof e.item_id === 'string') awaitingTranscript.add(e.item_id);
          return;
        case 'conversation.item.input_audio_transcription.completed': {
          awaitingTranscript.delete(String(e.item_id));
          const text = String(e.transcript ?? '').trim();
          if (text) {
            dialogue.push({ speaker: 'student', text });
            events.studentTranscript(text);
            steer(text);
          }
          const usage = e.usage as { input_tokens?: number; output_tokens?: number } | undefined;
          if (usage) events.usage({ input_tokens: usage.input_tokens, output_tokens: usage.output_tokens });
          transcriptArrived?.();
          return;
        }
        case 'conversation.item.input_audio_transcription.failed':
          awaitingTranscript.delete(String(e.item_id));
          events.transcriptionFailed('Your speech could not be transcribed; please say it again or type it.');
          transcriptArrived?.();
          return;
        case 'response.created':
          responding = { text: '', asked: asked.shift() ?? null, retracted: false };
          return events.responseStarted();
        case 'response.output_audio_transcript.delta':
        case 'response.audio_transcript.delta':
        case 'response.output_text.delta':
        case 'response.text.delta': {
          const delta = String(e.delta ?? '');
          if (!responding) return events.patientTextDelta(delta);
          if (responding.retracted) return;
          responding.text += delta;
          if (outOfCharacter(responding.text)) {
            // Stop it upstream and at the client; the engine's line follows (finishResponse).
            responding.retracted = true;
            send({ type: 'response.cancel' });
            return events.responseRetracted();
          }
          return events.patientTextDelta(delta);
        }
        case 'response.output_audio.delta':
        case 'response.audio.delta':
          if (responding?.retracted) return;
          return events.patientAudio(base64ToPcm16(String(e.delta ?? '')));
        case 'response.done': {
          const response = (e.response ?? {}) as {
            status?: string;
            usage?: { input_tokens?: number; output_tokens?: number };
          };
          if (response.usage)
            events.usage({
              input_tokens: response.usage.input_tokens,
              output_tokens: response.usage.output_tokens,
            });
          void finishResponse(response.status !== undefined && response.status !== 'completed');
          return;
        }
        case 'error': {
          const err = (e.error ?? {}) as { message?: string; code?: string };
          // Cancelling a response that already ended is harmless.
          if (err.code === 'response_cancel_not_active') return;
          return events.error(`Voice service error: ${err.message ?? 'unknown'}`, 'upstream_error');
        }
      }
    };

    const open = async () => {
      const socket = await dialWithRetry(settings);
      rt = socket;
      socket.on('event', (e) => onEvent(e as unknown as Upstream));
      socket.socket.on('close', () => {
        if (closed || rt !== socket) return;
        rt = null;
        // Answers asked of the dropped session will not come: the engine records them as decided.
        for (const a of asked.splice(0)) settle(a);
        void finishResponse(true);
        events.error(
          'The connection to the voice service dropped; reconnecting. You can keep talking or end the session.',
          'upstream_disconnected',
        );
        void reconnect();
      });
      configure();
    };

    /** The reconnection in progress, if any: what the student says meanwhile waits for it. */
    let reconnecting: Promise<void> | null = null;
    const reconnect = (): Promise<void> =>
      (reconnecting ??= open()
        .catch((err: unknown) =>
          events.error(
            err instanceof ProviderError ? err.message : 'The voice service is unreachable',
            'upstream_unavailable',
          ),
        )
        .finally(() => (reconnecting = null)));

    const provider: StreamingProvider = {
      kind: 'stream',
      name: 'openai-realtime',
      serverTranscription: true,
      async connect(sink) {
        events = sink;
        await open();
      },
      begin() {
        const reply = toReply(openingTurn, 'model');
        ask({ pending: null, reply, fixed: true }, verbatimDirection(reply.text));
      },
      sendText(text) {
        const go = () => {
          dialogue.push({ speaker: 'student', text });
          send({
            type: 'conversation.item.create',
            item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
          });
          steer(text);
        };
        if (rt) return go();
        // Upstream is down: reconnect (the dialogue so far is replayed), then ask.
        void reconnect().then(() => {
          if (rt) go();
          else
            events.error('The voice service is unavailable; your message was saved.', 'upstream_unavailable');
        });
      },
      pushAudio(chunk) {
        send({ type: 'input_audio_buffer.append', audio: pcm16ToBase64(chunk) });
      },
      cancelResponse() {
        if (!responding) return false;
        send({ type: 'response.cancel' });
        void finishResponse(true);
        return true;
      },
      async close() {
        closed = true;
        rt?.close();
        rt = null;
      },
    };
    return provider;
  };
}
