import type { PersonaInput } from '@practicum/personas';

/** What the patient said in one turn, and the engine state behind it (kept for scoring and review). */
export interface PatientReply {
  text: string;
  emotion: string | null;
  state: Record<string, unknown> | null;
  riskDisclosed: boolean;
}

export interface ProviderSessionInput {
  persona: PersonaInput;
  seed: string;
  voice: 'female' | 'male' | 'neutral';
  speed: number;
  /** The student's lines so far, oldest first, to restore the conversation after a reconnect or restart. */
  history: string[];
}

/**
 * One conversation's patient: thinks (text) and speaks (audio). The session runner owns
 * persistence, the socket and the recording; a provider only produces the patient's side.
 */
export interface PatientProvider {
  readonly name: string;
  readonly serverTranscription: boolean;
  opening(): Promise<PatientReply>;
  reply(studentText: string): Promise<PatientReply>;
  /** Streams 24 kHz PCM16 for `text`; resolves when all of it has been produced. */
  speak(text: string, onAudio: (chunk: Int16Array) => void): Promise<void>;
}

export type ProviderFactory = (input: ProviderSessionInput) => Promise<PatientProvider>;
