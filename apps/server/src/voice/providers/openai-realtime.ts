import type { PendingTurn } from '@practicum/patient-engine';
import { prepareReadings } from '@practicum/coder';
import { PersonaSchema } from '@practicum/personas';
import { patientInstructions, turnDirection, verbatimDirection } from './instructions';
import { RealtimeConnection, type RealtimeSettings } from './openai-realtime.connection';
import {
  audioAppend,
  dialogueItem,
  readUpstream,
  responseCancel,
  responseCreate,
  sessionUpdate,
  type DialogueLine,
  type RealtimeEvent,
  type Upstream,
} from './openai-realtime.protocol';
import {
  ProviderError,
  toReply,
  type PatientReply,
  type ProviderEvents,
  type ProviderFactory,
  type StreamingProvider,
} from './provider';

/** How long a finished answer waits for the transcript of the student turn it answers (keeps seq order). */
const TRANSCRIPT_WAIT_MS = 3000;

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
    await prepareReadings(input.history);
    for (const line of input.history) engine.respond(line);

    const instructions = patientInstructions(input.persona);
    let events: ProviderEvents;
    /** Answers requested upstream and not started yet, oldest first. */
    const asked: Asked[] = [];
    /** The patient's answer in progress (text so far), or null when none is. */
    let responding: { text: string; asked: Asked | null; retracted: boolean } | null = null;
    /** Input items committed whose transcript has not arrived yet. */
    const awaitingTranscript = new Set<string>();
    let transcriptArrived: (() => void) | null = null;
    /** The conversation so far, replayed into a new upstream session after a reconnect. */
    const dialogue: DialogueLine[] = [...(input.transcript ?? [])];

    // Hooks are called only once connect() has run, by which time `events` is set.
    const connection = new RealtimeConnection(settings, {
      event: (e) => {
        const event = readUpstream(e);
        if (event) onEvent(event);
      },
      opened: () => {
        send(sessionUpdate(instructions, settings.voices[input.voice], settings.transcriptionModel));
        for (const line of dialogue) send(dialogueItem(line));
      },
      dropped: () => {
        // Answers asked of the dropped session will not come: the engine records them as decided.
        for (const a of asked.splice(0)) settle(a);
        void finishResponse(true);
        events.error(
          'The connection to the voice service dropped; reconnecting. You can keep talking or end the session.',
          'upstream_disconnected',
        );
      },
      reconnectFailed: (err) =>
        events.error(
          err instanceof ProviderError ? err.message : 'The voice service is unreachable',
          'upstream_unavailable',
        ),
    });
    const send = (event: Upstream) => connection.send(event);

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
      send(responseCreate(`${instructions}\n\n${direction}`));
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

    /** Realtime events in our terms, relayed to the runner as the engine's steering allows. */
    const onEvent = (e: RealtimeEvent) => {
      switch (e.type) {
        case 'speech_started':
          return events.speechStarted();
        case 'speech_stopped':
          return events.speechStopped();
        case 'input_committed':
          awaitingTranscript.add(e.itemId);
          return;
        case 'transcript':
          awaitingTranscript.delete(e.itemId);
          if (e.text) {
            dialogue.push({ speaker: 'student', text: e.text });
            events.studentTranscript(e.text);
            steer(e.text);
          }
          if (e.usage) events.usage(e.usage);
          transcriptArrived?.();
          return;
        case 'transcript_failed':
          awaitingTranscript.delete(e.itemId);
          events.transcriptionFailed('Your speech could not be transcribed; please say it again or type it.');
          transcriptArrived?.();
          return;
        case 'response_started':
          responding = { text: '', asked: asked.shift() ?? null, retracted: false };
          return events.responseStarted();
        case 'text_delta':
          if (!responding) return events.patientTextDelta(e.delta);
          if (responding.retracted) return;
          responding.text += e.delta;
          if (outOfCharacter(responding.text)) {
            // Stop it upstream and at the client; the engine's line follows (finishResponse).
            responding.retracted = true;
            send(responseCancel());
            return events.responseRetracted();
          }
          return events.patientTextDelta(e.delta);
        case 'audio':
          if (responding?.retracted) return;
          return events.patientAudio(e.chunk);
        case 'response_done':
          if (e.usage) events.usage(e.usage);
          void finishResponse(e.interrupted);
          return;
        case 'error':
          return events.error(e.message, 'upstream_error');
      }
    };
    const provider: StreamingProvider = {
      kind: 'stream',
      name: 'openai-realtime',
      serverTranscription: true,
      async connect(sink) {
        events = sink;
        await connection.open();
      },
      begin() {
        const reply = toReply(openingTurn, 'model');
        ask({ pending: null, reply, fixed: true }, verbatimDirection(reply.text));
      },
      sendText(text) {
        const go = () => {
          dialogue.push({ speaker: 'student', text });
          send(dialogueItem({ speaker: 'student', text }));
          steer(text);
        };
        if (connection.isOpen) return go();
        // Upstream is down: reconnect (the dialogue so far is replayed), then ask.
        void connection.reconnect().then(() => {
          if (connection.isOpen) go();
          else
            events.error('The voice service is unavailable; your message was saved.', 'upstream_unavailable');
        });
      },
      pushAudio(chunk) {
        send(audioAppend(chunk));
      },
      cancelResponse() {
        if (!responding) return false;
        send(responseCancel());
        void finishResponse(true);
        return true;
      },
      async close() {
        connection.close();
      },
    };
    return provider;
  };
}
