import { REALTIME_SAMPLE_RATE, type ServerMessage } from '@practicum/contract';
import type { FastifyBaseLogger } from 'fastify';
import { PersonaSchema, personaVoice } from '@practicum/personas';
import type { PatientRow, SessionMessageRow, SessionRow } from '../db/schema';
import { pcm16ToBase64 } from './audio/pcm';
import { SileroVad } from './audio/vad';
import type {
  PatientProvider,
  PatientReply,
  ProviderEvents,
  ProviderFactory,
  TurnProvider,
} from './providers/provider';
import type { SessionRecording } from './runner-recording';
import type { RunnerStore } from './runner-store';
import { UsageMeter, type SessionUsage } from './usage';

/**
 * Typed lines a session may have waiting behind the one being answered. Each is saved, answered and
 * spoken in turn, so a client that sends faster than the patient can answer would otherwise queue
 * work (and the server's memory) without end; lines past this are refused before they are saved.
 */
export const MAX_WAITING_LINES = 8;

/** What the turn loop needs from the runner that owns it. */
export interface TurnHost {
  send(message: ServerMessage): void;
  /** Bytes sent that the client has not taken yet. */
  backlog(): number;
  sendError(message: string, code: string): void;
  /** Runs work after everything queued before it, so replies never interleave. */
  enqueue(work: () => Promise<void>): void;
  readonly store: RunnerStore;
  readonly recording: SessionRecording;
  readonly log: FastifyBaseLogger;
}

/**
 * The conversation of one live session: the patient provider, the student's turns (typed or
 * spoken), the patient's answers, barge-in, and the usage a model provider runs up. Every line is
 * written to the store before the client is told of it.
 */
export class TurnLoop {
  private provider!: PatientProvider;
  /** Speech start and end for barge-in and the client's listening state, when the provider hears nothing itself. */
  private readonly vad = new SileroVad(
    { sampleRate: REALTIME_SAMPLE_RATE },
    (_chunk, boundary) => {
      if (!boundary) return;
      if (boundary.event === 'speech_started') this.bargeIn();
      this.host.send({
        type:
          boundary.event === 'speech_started'
            ? 'input_audio_buffer.speech_started'
            : 'input_audio_buffer.speech_stopped',
      });
    },
    (err) => this.host.log.error({ err }, 'voice activity detection failed'),
  );
  /** True while the patient is answering (text or audio still coming): student speech then barges in. */
  private speaking = false;
  /** Model providers only (the offline one uses nothing to account for). */
  private meter: UsageMeter | null = null;
  /** Typed lines queued and not yet answered (the one being answered included). */
  private waitingLines = 0;
  /** The session the provider was started for, to start it again from the saved transcript. */
  private session: SessionRow | null = null;

  constructor(
    private readonly host: TurnHost,
    private readonly providerFactory: ProviderFactory,
    private readonly patient: PatientRow,
  ) {}

  get capabilities(): { server_transcription: boolean; provider: string } {
    return { server_transcription: this.provider.serverTranscription, provider: this.provider.name };
  }

  /** What a model provider used so far, or null for the offline one. */
  get usage(): SessionUsage | null {
    return this.meter?.rounded() ?? null;
  }

  /** Creates (and connects) the provider, restoring the conversation so far. */
  async start(session: SessionRow, transcript: Pick<SessionMessageRow, 'speaker' | 'text'>[]): Promise<void> {
    this.session = session;
    const provider = await this.providerFactory({
      persona: this.patient.persona,
      seed: session.engineSeed,
      // The patient speaks as the person they are (a woman with a woman's voice), whatever voice
      // type the student's settings name.
      voice: personaVoice(PersonaSchema.parse(this.patient.persona)).gender,
      speed: session.voiceSpeed,
      history: transcript.filter((m) => m.speaker === 'student').map((m) => m.text),
      transcript: transcript.map((m) => ({ speaker: m.speaker, text: m.text })),
      audioBacklog: () => this.host.backlog(),
    });
    await provider.connect?.(this.providerEvents());
    this.provider = provider;
    if (provider.name !== 'local') this.meter ??= new UsageMeter(provider.name);
  }

  /** The attempt starts again: a fresh provider with no history. */
  async restart(session: SessionRow): Promise<void> {
    await this.provider.close?.();
    this.speaking = false;
    await this.start(session, []);
  }

  async close(): Promise<void> {
    // The detector's state lives on the detection worker until the stream is closed.
    this.vad.close();
    await this.provider?.close?.();
  }

  /** The answer in progress is abandoned (its work failed). */
  quiet(): void {
    this.speaking = false;
  }

  /** Paused: speech heard so far no longer counts towards a turn. */
  resetVad(): void {
    this.vad.reset();
  }

  /** The sink through which a provider reports speech, transcripts, streamed answers, usage and faults. */
  private providerEvents(): ProviderEvents {
    const { host } = this;
    return {
      speechStarted: () => {
        host.send({ type: 'input_audio_buffer.speech_started' });
        this.bargeIn();
      },
      speechStopped: () => host.send({ type: 'input_audio_buffer.speech_stopped' }),
      studentTranscript: (text) => {
        this.prepare(text);
        host.enqueue(async () => {
          const provider = this.provider;
          // A streaming provider answers what it heard by itself.
          if (provider.kind === 'stream') return this.tellSaved(await host.store.student(text));
          // A turn-based provider that transcribes (cascade) answers through the normal turn.
          await this.studentLine(provider, text, (entry) => {
            this.tellSaved(entry);
            this.tellThinking();
          });
        });
      },
      transcriptionFailed: (message) => host.send({ type: 'transcription_failed', message }),
      responseStarted: () => {
        this.speaking = true;
        host.send({ type: 'processing_status', status: 'responding', message: 'The patient is speaking' });
      },
      patientTextDelta: (delta) => host.send({ type: 'response.text.delta', delta }),
      patientAudio: (chunk) => this.patientAudio(chunk),
      responseDone: (text, interrupted, reply) => {
        this.speaking = false;
        host.enqueue(async () => {
          if (text) {
            const emotion = reply?.emotion ?? null;
            // Persisted before the client is told, like every utterance.
            const entry = await host.store.patient(text, emotion, {
              ...reply?.state,
              ...(reply ? { risk_disclosed: reply.riskDisclosed } : {}),
              provider: this.provider.name,
              interrupted,
            });
            host.send({ type: 'patient_text_response', text, seq: entry.seq, emotion });
          }
          host.send({ type: 'response.content.done', text });
          host.send({ type: 'audio_response_complete' });
          host.send({ type: 'processing_status', status: 'idle', message: 'Ready' });
        });
      },
      responseRetracted: () => {
        this.speaking = false;
        host.send({ type: 'response.cancelled' });
      },
      error: (message, code) => host.sendError(message, code),
      usage: (delta) => this.meter?.add(delta),
    };
  }

  private patientAudio(chunk: Int16Array): void {
    this.host.recording.patient(chunk);
    this.meter?.audioOut(chunk);
    this.host.send({ type: 'response.audio.delta', delta: pcm16ToBase64(chunk) });
  }

  /** The student spoke over the patient: stop the answer upstream and tell the client to stop playback. */
  private bargeIn(): void {
    if (!this.speaking || !this.provider.cancelResponse?.()) return;
    this.speaking = false;
    this.host.send({ type: 'response.cancelled' });
  }

  /** The patient's first line: a streaming provider produces it on its own, a turn-based one as a turn. */
  opening(): void {
    const provider = this.provider;
    if (provider.kind === 'stream') provider.begin();
    else this.host.enqueue(() => this.patientTurn(() => provider.opening()));
  }

  /** The first line again, from work already in the queue (a restart). */
  async reopen(): Promise<void> {
    const provider = this.provider;
    if (provider.kind === 'stream') provider.begin();
    else await this.patientTurn(() => provider.opening());
  }

  /** A typed line: saved, acknowledged, answered; refused unsaved when too many are waiting already. */
  say(text: string): void {
    if (this.waitingLines > MAX_WAITING_LINES) {
      this.host.sendError(
        'The patient is still answering your earlier messages; send this one again once they have.',
        'too_many_messages',
      );
      return;
    }
    // Typing over the patient interrupts them, as speaking does; what they said so far is saved first.
    this.bargeIn();
    this.prepare(text);
    this.waitingLines++;
    this.host.enqueue(async () => {
      try {
        await this.answerLine(text);
      } finally {
        this.waitingLines--;
      }
    });
  }

  private async answerLine(text: string): Promise<void> {
    const told = (entry: { text: string; seq: number }) => {
      this.host.send({ type: 'text_message_sent', text: entry.text, seq: entry.seq });
      this.tellSaved(entry);
      this.tellThinking();
    };
    const provider = this.provider;
    if (provider.kind !== 'stream') return this.studentLine(provider, text, told);
    told(await this.host.store.student(text));
    provider.sendText(text);
  }

  /** The student's line as saved, with its place in the transcript. */
  private tellSaved(entry: { text: string; seq: number }): void {
    this.host.send({ type: 'transcription_complete', text: entry.text, speaker: 'student', seq: entry.seq });
  }

  private tellThinking(): void {
    this.host.send({ type: 'processing_status', status: 'processing', message: 'The patient is thinking' });
  }

  /**
   * Saves a student line, tells the client through `saved`, and has the patient answer it. A
   * turn-based provider works out its answer while the line is saved: when a class speaks at once,
   * saves queue on the database and answers on the sentence encoder, and waiting for one before
   * starting the other adds the two up. The answer is still written and shown only after the line
   * is saved, so the transcript keeps its order, and a line that fails to save gets no answer: the
   * provider is then started again from the saved transcript, so the patient has not heard it either.
   */
  private async studentLine(
    provider: TurnProvider,
    text: string,
    saved: (entry: { text: string; seq: number }) => void,
  ): Promise<void> {
    const saving = this.host.store.student(text);
    const answer = provider.reply(text);
    // Its failure is the turn's once the line is saved (patientTurn awaits it); unhandled till then.
    answer.catch(() => undefined);
    let entry: { text: string; seq: number };
    try {
      entry = await saving;
    } catch (err) {
      await answer.catch(() => undefined);
      await this.forgetUnsaved();
      throw err;
    }
    saved(entry);
    await this.patientTurn(() => answer);
  }

  /** The provider again, from what the database holds: it has answered a line that was not saved. */
  private async forgetUnsaved(): Promise<void> {
    if (!this.session) return;
    try {
      const transcript = await this.host.store.transcript();
      await this.provider.close?.();
      await this.start(this.session, transcript);
    } catch (err) {
      this.host.log.error({ err }, 'restoring the patient after a line failed to save failed');
    }
  }

  /** A turn-based provider may start on the line's answer while the line is saved. */
  private prepare(text: string): void {
    const provider = this.provider;
    if (provider.kind !== 'stream') provider.prepare?.(text);
  }

  /** Microphone audio: to a provider that hears for itself, or through the local VAD for speech events. */
  hear(samples: Int16Array): void {
    if (this.provider.pushAudio) {
      // The provider hears the student itself (its VAD reports speech through the event sink).
      this.meter?.audioIn(samples);
      return this.provider.pushAudio(samples);
    }
    this.vad.push(samples);
  }

  /** One answer of a turn-based provider: written, shown, then spoken. */
  private async patientTurn(produce: () => Promise<PatientReply>): Promise<void> {
    const provider = this.provider;
    if (provider.kind === 'stream') return;
    const { host } = this;
    const reply = await produce();
    const entry = await host.store.patient(reply.text, reply.emotion, {
      ...reply.state,
      risk_disclosed: reply.riskDisclosed,
    });
    host.send({ type: 'response.text.delta', delta: reply.text });
    host.send({ type: 'patient_text_response', text: reply.text, seq: entry.seq, emotion: reply.emotion });
    host.send({ type: 'processing_status', status: 'responding', message: 'The patient is speaking' });
    this.speaking = true;
    try {
      await provider.speak(reply.text, (chunk) => this.patientAudio(chunk), reply.emotion);
    } finally {
      this.speaking = false;
    }
    host.send({ type: 'response.content.done', text: reply.text });
    host.send({ type: 'audio_response_complete' });
    host.send({ type: 'processing_status', status: 'idle', message: 'Ready' });
  }
}
