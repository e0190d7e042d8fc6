import type { PatientTurn } from '@practicum/patient-engine';
import type { PersonaInput } from '@practicum/personas';

// Providers fail with the model servers' error type; the runner and routes know it from here.
export { ProviderError } from '../../lib/model-http/provider-error';

/** What the patient said in one turn, and the engine state behind it (kept for scoring and review). */
export interface PatientReply {
  text: string;
  emotion: string | null;
  state: Record<string, unknown> | null;
  riskDisclosed: boolean;
}

/** An engine turn as the runner stores it; `renderer: 'model'` marks lines a language model worded. */
export function toReply(turn: PatientTurn, renderer?: 'model'): PatientReply {
  return {
    text: turn.text,
    emotion: turn.emotion,
    state: {
      ...turn.state,
      student_acts: turn.student_acts,
      disclosed_fact_ids: turn.disclosed_fact_ids,
      ...(renderer ? { renderer } : {}),
    },
    riskDisclosed: turn.risk_disclosed,
  };
}

export interface ProviderSessionInput {
  persona: PersonaInput;
  seed: string;
  voice: 'female' | 'male' | 'neutral';
  speed: number;
  /** The student's lines so far, oldest first, to restore the conversation after a reconnect or restart. */
  history: string[];
  /** The whole conversation so far (both speakers), for providers that keep the dialogue upstream. */
  transcript?: { speaker: 'student' | 'patient'; text: string }[];
  /**
   * Bytes sent to the client that it has not taken yet (its socket's buffer): speech is held back
   * while a slow client has plenty waiting, so the server's memory does not grow with it.
   */
  audioBacklog?: () => number;
}

/** Provider usage to add to the session's totals (tokens as reported upstream). */
export interface UsageDelta {
  input_tokens?: number;
  output_tokens?: number;
  /** Seconds of audio sent to / received from a speech service the runner does not see (cascade STT). */
  stt_seconds?: number;
  tts_characters?: number;
}

/**
 * What a provider tells the runner outside of a request/answer turn. The runner persists (student
 * transcripts, finished patient turns) before it forwards anything with a seq to the client.
 */
export interface ProviderEvents {
  speechStarted(): void;
  speechStopped(): void;
  /** A student utterance the provider transcribed; the runner persists it as a student message. */
  studentTranscript(text: string): void;
  transcriptionFailed(message: string): void;
  /** Streaming providers: the patient has started answering. */
  responseStarted(): void;
  patientTextDelta(delta: string): void;
  patientAudio(chunk: Int16Array): void;
  /**
   * Streaming providers: the patient's turn ended (`interrupted` when barge-in or a fault cut it
   * short). `reply` carries the engine's emotion and state for the turn when the engine steered it.
   */
  responseDone(text: string, interrupted: boolean, reply?: Omit<PatientReply, 'text'>): void;
  /** Streaming providers: the answer in progress was withdrawn (out of character); the client stops playback. */
  responseRetracted(): void;
  error(message: string, code: string): void;
  usage(delta: UsageDelta): void;
}

interface ProviderBase {
  readonly name: string;
  /** True when the provider transcribes the student's audio itself (the browser then only streams audio). */
  readonly serverTranscription: boolean;
  /** Called once, before anything else, with the runner's event sink. */
  connect?(events: ProviderEvents): Promise<void>;
  /** Server-transcribing providers: the student's microphone audio (24 kHz PCM16). */
  pushAudio?(chunk: Int16Array): void;
  /** Barge-in: stop the patient's current answer. Returns true when something was cancelled. */
  cancelResponse?(): boolean;
  /** Releases upstream connections; the provider is not used afterwards. */
  close?(): Promise<void>;
}

/**
 * A turn-based patient: thinks (text) and speaks (audio). The session runner owns persistence, the
 * socket and the recording; a provider only produces the patient's side.
 */
export interface TurnProvider extends ProviderBase {
  readonly kind?: 'turn';
  opening(): Promise<PatientReply>;
  /**
   * The student's line has arrived and is about to be saved (and may wait behind the answer in hand):
   * work its answer needs that does not depend on the save may start now.
   */
  prepare?(studentText: string): void;
  reply(studentText: string): Promise<PatientReply>;
  /**
   * Streams 24 kHz PCM16 for `text` in the patient's voice, its prosody shaped by `emotion` (the
   * engine's for the turn); resolves when all of it has been produced.
   */
  speak(text: string, onAudio: (chunk: Int16Array) => void, emotion?: string | null): Promise<void>;
}

/**
 * A streaming patient (a speech-to-speech model): it hears the student and answers on its own, and
 * reports everything through the `ProviderEvents` given to `connect`.
 */
export interface StreamingProvider extends ProviderBase {
  readonly kind: 'stream';
  connect(events: ProviderEvents): Promise<void>;
  /** Asks for the patient's opening line. */
  begin(): void;
  /** The student typed a message (already persisted by the runner); the patient answers it. */
  sendText(text: string): void;
}

export type PatientProvider = TurnProvider | StreamingProvider;

export type ProviderFactory = (input: ProviderSessionInput) => Promise<PatientProvider>;
