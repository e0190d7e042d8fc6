import { prepareReadings } from '@practicum/coder';
import { readingsAhead } from './readings-ahead';
import { PersonaSchema } from '@practicum/personas';
import type { SessionSpeech, SpeechScheduler } from '../tts/scheduler';
import { ServerRecognition } from '../stt/server-recognition';
import { sentences } from '../tts/synthesizer';
import { patientSpeechVoice, ttsInstructions, ttsSpeed, ttsVoiceFor, type TtsVoiceMap } from '../tts/voices';
import { post, sse, type Endpoint } from '../../lib/model-http/http';
import { patientInstructions, turnDirection } from './instructions';
import {
  toReply,
  type PatientReply,
  type ProviderEvents,
  type ProviderFactory,
  type TurnProvider,
} from './provider';

export interface CascadeSettings {
  llm: Endpoint;
  /** Unset: the browser transcribes (Web Speech API) and sends text. */
  stt?: Endpoint;
  /**
   * Unset: eSpeak NG speaks offline. `voices`: each persona's voice; `instructions`: the model takes
   * spoken directions (accent, emotion), as gpt-4o-mini-tts does.
   */
  tts?: Endpoint & { voices: TtsVoiceMap; instructions?: boolean };
  timeoutMs: number;
  maxRetries: number;
  /** The offline speech (eSpeak NG), for when no TTS endpoint is configured. */
  speech: () => SpeechScheduler;
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/**
 * `AI_PROVIDER=cascade`: speech-to-text, chat and text-to-speech over OpenAI-compatible HTTP
 * endpoints, each with its own address, key and model. Server VAD segments the student's audio for
 * STT (`ServerRecognition`); the chat answer streams, and each sentence is sent to TTS as soon as it
 * is complete, so the first audio is ready before the answer is. Turns run through the runner like the local provider's.
 */
export function cascadeProvider(s: CascadeSettings): ProviderFactory {
  return async (input) => {
    // The patient engine decides what the patient discloses and feels; the model only words it.
    const { createPatientSession, templateRenderer, outOfCharacter } =
      await import('@practicum/patient-engine');
    const persona = PersonaSchema.parse(input.persona);
    const engine = createPatientSession(persona, { seed: input.seed });
    const openingTurn = engine.opening();
    await prepareReadings(input.history);
    for (const line of input.history) engine.respond(line);
    const call = (what: string, signal?: AbortSignal) => ({
      timeoutMs: s.timeoutMs,
      maxRetries: s.maxRetries,
      what,
      signal,
    });
    const messages: ChatMessage[] = [{ role: 'system', content: patientInstructions(input.persona) }];
    for (const line of input.transcript ?? [])
      messages.push({ role: line.speaker === 'student' ? 'user' : 'assistant', content: line.text });

    let events: ProviderEvents | null = null;
    /** The current answer's audio, one promise per sentence, started while the text still streams. */
    let prepared: { text: string; audio: Promise<Int16Array>[] } | null = null;
    let turn = new AbortController();
    let speaking = false;
    let offline: SessionSpeech | null = null;

    const synthesize = async (
      sentence: string,
      signal: AbortSignal,
      emotion: string | null,
    ): Promise<Int16Array> => {
      const tts = s.tts!;
      events?.usage({ tts_characters: sentence.length });
      const res = await post(
        tts,
        '/audio/speech',
        JSON.stringify({
          model: tts.model,
          voice: ttsVoiceFor(tts.voices, persona),
          input: sentence,
          response_format: 'pcm',
          speed: ttsSpeed(persona, emotion, input.speed),
          ...(tts.instructions ? { instructions: ttsInstructions(persona, emotion) } : {}),
        }),
        { 'content-type': 'application/json' },
        call('Speech synthesis', signal),
      );
      const bytes = Buffer.from(await res.arrayBuffer());
      const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
      return new Int16Array(even.buffer.slice(even.byteOffset, even.byteOffset + even.length));
    };

    const readings = readingsAhead();
    const reply = async (studentText: string): Promise<PatientReply> => {
      await readings.ready(studentText);
      const pending = engine.decide(studentText);
      const { plan } = pending;
      // The engine's own wording of this turn: the content the model may use, and nothing more.
      const draft = templateRenderer.render(plan, pending.context);
      messages.push({ role: 'user', content: studentText });
      turn = new AbortController();
      const signal = turn.signal;
      const direction: ChatMessage = { role: 'system', content: turnDirection(plan, draft) };
      const res = await post(
        s.llm,
        '/chat/completions',
        JSON.stringify({
          model: s.llm.model,
          messages: [...messages, direction],
          stream: true,
          stream_options: { include_usage: true },
        }),
        { 'content-type': 'application/json' },
        call('The chat model', signal),
      );
      let text = '';
      let spoken = 0;
      const audio: Promise<Int16Array>[] = [];
      let chain: Promise<unknown> = Promise.resolve();
      // One TTS request at a time, in order, each started as soon as its sentence is complete.
      const queue = (sentence: string) => {
        const next = chain.then(() => synthesize(sentence, signal, plan.emotion));
        next.catch(() => undefined);
        chain = next.catch(() => undefined);
        audio.push(next);
      };
      for await (const data of sse(res, s.timeoutMs, 'The chat model')) {
        const chunk = JSON.parse(data) as {
          choices?: { delta?: { content?: string } }[];
          usage?: { prompt_tokens?: number; completion_tokens?: number };
        };
        if (chunk.usage)
          events?.usage({
            input_tokens: chunk.usage.prompt_tokens,
            output_tokens: chunk.usage.completion_tokens,
          });
        text += chunk.choices?.[0]?.delta?.content ?? '';
        if (s.tts) {
          // Complete sentences so far (all but the last, which may still grow).
          const done = sentences(text);
          // A sentence that breaks character is never spoken; the engine replaces the line below.
          while (spoken < done.length - 1 && !outOfCharacter(done[spoken]!)) queue(done[spoken++]!);
        }
      }
      // commit() keeps the model's line unless it is empty, out of character or a repeat; then the
      // engine's template line is said instead (and the audio prepared for the model's line dropped).
      const committed = engine.commit(pending, text.trim());
      if (committed.text === text.trim()) {
        if (s.tts) for (const rest of sentences(committed.text).slice(spoken)) queue(rest);
        prepared = s.tts ? { text: committed.text, audio } : null;
      } else prepared = null;
      messages.push({ role: 'assistant', content: committed.text });
      return toReply(committed, 'model');
    };

    const speak = async (text: string, onAudio: (chunk: Int16Array) => void, emotion?: string | null) => {
      speaking = true;
      const signal = turn.signal;
      try {
        if (!s.tts) {
          if (signal.aborted) return;
          const voice = (offline ??= s.speech().session(input.audioBacklog));
          // Cancelling the turn drops the sentences not yet synthesised.
          const stop = () => voice.cancel();
          signal.addEventListener('abort', stop, { once: true });
          try {
            await voice.speak(
              text,
              { voice: patientSpeechVoice(persona, emotion), speed: input.speed },
              onAudio,
            );
          } finally {
            signal.removeEventListener('abort', stop);
          }
          return;
        }
        const audio =
          prepared?.text === text
            ? prepared.audio
            : sentences(text).map((x) => synthesize(x, signal, emotion ?? null));
        prepared = null;
        for (const part of audio) {
          const pcm = await part.catch((err: unknown) => {
            if (signal.aborted) return null;
            throw err;
          });
          if (!pcm || signal.aborted) return;
          // Send in ~100 ms chunks, like the other providers.
          for (let i = 0; i < pcm.length && !signal.aborted; i += 2400) onAudio(pcm.subarray(i, i + 2400));
        }
      } finally {
        speaking = false;
      }
    };

    // The server hears the student only with STT_*; otherwise the browser transcribes.
    const recognition = s.stt
      ? new ServerRecognition({ stt: s.stt, timeoutMs: s.timeoutMs, maxRetries: s.maxRetries }, () => events)
      : null;

    const provider: TurnProvider = {
      kind: 'turn',
      name: 'cascade',
      serverTranscription: Boolean(s.stt),
      async connect(sink) {
        events = sink;
      },
      async opening() {
        messages.push({ role: 'assistant', content: openingTurn.text });
        prepared = null;
        turn = new AbortController();
        return toReply(openingTurn, 'model');
      },
      prepare: (studentText) => readings.prepare(studentText),
      reply,
      speak,
      ...(recognition ? { pushAudio: (chunk: Int16Array) => recognition.push(chunk) } : {}),
      cancelResponse() {
        if (!speaking) return false;
        turn.abort();
        return true;
      },
      async close() {
        turn.abort();
        offline?.close();
        recognition?.close();
      },
    };
    return provider;
  };
}
