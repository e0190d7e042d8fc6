import { existsSync } from 'node:fs';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_SAMPLE_RATE, type ServerMessage } from '@practicum/contract';
import { sessionMessages, sessions, type PatientRow, type SessionRow } from '../db/schema';
import { addMessage } from '../features/sessions/sessions.service';
import { pcm16ToBase64 } from './audio/pcm';
import { ConversationRecorder } from './audio/recorder';
import { EnergyVad } from './audio/vad';
import { resumeWav, WavWriter } from './audio/wav';
import { UsageMeter } from './usage';
import {
  ProviderError,
  type PatientProvider,
  type PatientReply,
  type ProviderEvents,
  type ProviderFactory,
} from './providers/provider';

const FORMAT = { sampleRate: REALTIME_SAMPLE_RATE, channels: 2 };
const FLUSH_MS = 500;
const HEARTBEAT_MS = 20_000;

export type EndReason = 'completed' | 'cancelled' | 'interrupted';

export interface RunnerDeps {
  app: FastifyInstance;
  providerFactory: ProviderFactory;
  /** Seconds a dropped connection may take to come back before the session is finalised as interrupted. */
  graceSeconds: number;
  onFinished: (sessionId: string) => void;
}

/**
 * Owns one live practice session: the socket (replaced on reconnect), the patient provider, the
 * transcript (every utterance is persisted before it is sent), the recording and the lifecycle.
 * Work is serialised through one queue, so replies never interleave.
 */
export class SessionRunner {
  private socket: WebSocket | null = null;
  private provider!: PatientProvider;
  private recorder: ConversationRecorder | null = null;
  private readonly vad = new EnergyVad({ sampleRate: REALTIME_SAMPLE_RATE });
  private queue: Promise<void> = Promise.resolve();
  private paused = false;
  private finished = false;
  private graceTimer: NodeJS.Timeout | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly log: FastifyBaseLogger;
  /** True while the patient is answering (text or audio still coming): student speech then barges in. */
  private speaking = false;
  /** Model providers only (the offline one uses nothing to account for). */
  private usage: UsageMeter | null = null;

  private constructor(
    private readonly deps: RunnerDeps,
    private session: SessionRow,
    private readonly patient: PatientRow,
  ) {
    this.log = deps.app.log.child({ session_id: session.id });
  }

  get sessionId(): string {
    return this.session.id;
  }

  get userId(): string {
    return this.session.userId;
  }

  static async start(
    deps: RunnerDeps,
    session: SessionRow,
    patient: PatientRow,
    /** False when the student turned session recording off in their privacy settings. */
    record = true,
  ): Promise<SessionRunner> {
    const runner = new SessionRunner(deps, session, patient);
    runner.record = record;
    await runner.prepare();
    return runner;
  }

  private record = true;

  private db() {
    return this.deps.app.db;
  }

  private elapsedMs(): number {
    return Date.now() - this.session.startTime.getTime();
  }

  private async transcript() {
    return this.db()
      .select()
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, this.session.id))
      .orderBy(asc(sessionMessages.seq));
  }

  private async prepare(): Promise<void> {
    await this.startProvider(await this.transcript());
    if (this.session.audioEnabled && this.record) await this.openRecording();
    this.timers.push(
      setInterval(
        () => void this.recorder?.flush().catch((err) => this.log.error({ err }, 'recording flush failed')),
        FLUSH_MS,
      ),
    );
    this.timers.push(setInterval(() => void this.touch(), HEARTBEAT_MS));
  }

  /** Creates (and connects) the provider, restoring the conversation so far. */
  private async startProvider(transcript: { speaker: string; text: string }[]): Promise<void> {
    const provider = await this.deps.providerFactory({
      persona: this.patient.persona,
      seed: this.session.engineSeed,
      voice: this.session.voiceType as 'female' | 'male' | 'neutral',
      speed: this.session.voiceSpeed,
      history: transcript.filter((m) => m.speaker === 'student').map((m) => m.text),
      transcript: transcript.map((m) => ({ speaker: m.speaker as 'student' | 'patient', text: m.text })),
    });
    await provider.connect?.(this.providerEvents());
    this.provider = provider;
    if (provider.name !== 'local') this.usage ??= new UsageMeter(provider.name);
  }

  /** The sink through which a provider reports speech, transcripts, streamed answers, usage and faults. */
  private providerEvents(): ProviderEvents {
    return {
      speechStarted: () => {
        this.send({ type: 'input_audio_buffer.speech_started' });
        this.bargeIn();
      },
      speechStopped: () => this.send({ type: 'input_audio_buffer.speech_stopped' }),
      studentTranscript: (text) =>
        this.enqueue(async () => {
          const entry = await addMessage(this.db(), this.session.id, null, { speaker: 'student', text });
          this.send({ type: 'transcription_complete', text: entry.text, speaker: 'student', seq: entry.seq });
          // A turn-based provider that transcribes (cascade) answers through the normal turn.
          if (this.provider.kind !== 'stream') {
            const provider = this.provider;
            this.send({
              type: 'processing_status',
              status: 'processing',
              message: 'The patient is thinking',
            });
            await this.patientTurn(() => provider.reply(text));
          }
        }),
      transcriptionFailed: (message) => this.send({ type: 'transcription_failed', message }),
      responseStarted: () => {
        this.speaking = true;
        this.send({ type: 'processing_status', status: 'responding', message: 'The patient is speaking' });
      },
      patientTextDelta: (delta) => this.send({ type: 'response.text.delta', delta }),
      patientAudio: (chunk) => this.patientAudio(chunk),
      responseDone: (text, interrupted, reply) => {
        this.speaking = false;
        this.enqueue(async () => {
          if (text) {
            const emotion = reply?.emotion ?? null;
            // Persisted before the client is told, like every utterance.
            const entry = await addMessage(
              this.db(),
              this.session.id,
              null,
              { speaker: 'patient', text, ...(emotion ? { emotion } : {}) },
              {
                ...reply?.state,
                ...(reply ? { risk_disclosed: reply.riskDisclosed } : {}),
                provider: this.provider.name,
                interrupted,
              },
            );
            this.send({ type: 'patient_text_response', text, seq: entry.seq, emotion });
          }
          this.send({ type: 'response.content.done', text });
          this.send({ type: 'audio_response_complete' });
          this.send({ type: 'processing_status', status: 'idle', message: 'Ready' });
        });
      },
      responseRetracted: () => {
        this.speaking = false;
        this.send({ type: 'response.cancelled' });
      },
      error: (message, code) => this.sendError(message, code),
      usage: (delta) => this.usage?.add(delta),
    };
  }

  private patientAudio(chunk: Int16Array): void {
    this.recorder?.patient(chunk);
    this.usage?.audioOut(chunk);
    this.send({ type: 'response.audio.delta', delta: pcm16ToBase64(chunk) });
  }

  /** The student spoke over the patient: stop the answer upstream and tell the client to stop playback. */
  private bargeIn(): void {
    if (!this.speaking || !this.provider.cancelResponse?.()) return;
    this.speaking = false;
    this.send({ type: 'response.cancelled' });
  }

  private async openRecording(truncate = false): Promise<void> {
    const fileId = `${this.session.id}.wav`;
    const path = await this.deps.app.recordings.pathForWriting(fileId);
    let writer: WavWriter;
    let frames = 0;
    if (!truncate && existsSync(path)) ({ writer, frames } = await resumeWav(path, FORMAT));
    else writer = await WavWriter.create(path, FORMAT);
    this.recorder = new ConversationRecorder(writer, REALTIME_SAMPLE_RATE, () => this.elapsedMs(), frames);
    if (this.session.audioFileId !== fileId) {
      await this.db().update(sessions).set({ audioFileId: fileId }).where(eq(sessions.id, this.session.id));
      this.session = { ...this.session, audioFileId: fileId };
    }
  }

  private async touch(): Promise<void> {
    await this.db().update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.id, this.session.id));
  }

  private send(message: ServerMessage): void {
    if (this.socket && this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  sendError(message: string, code: string): void {
    this.send({ type: 'error', error: { message, code } });
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((err: unknown) => {
      this.log.error({ err }, 'realtime work failed');
      this.speaking = false;
      // A provider failure says what failed (busy, timed out ...); the student can go on or end.
      if (err instanceof ProviderError) this.sendError(err.message, err.code);
      else this.sendError('Voice service error', 'internal_error');
      if (err instanceof ProviderError)
        this.send({ type: 'processing_status', status: 'idle', message: 'Ready' });
    });
  }

  /** Binds a (new) socket: sends the state so far, and the patient's opening line on a fresh session. */
  async attach(socket: WebSocket): Promise<void> {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    const previous = this.socket;
    this.socket = socket;
    if (previous && previous !== socket) previous.close(4000, 'Replaced by a new connection');
    const transcript = await this.transcript();
    this.send({
      type: 'connection_established',
      patient_name: this.session.patientName,
      session_id: this.session.id,
      capabilities: {
        server_transcription: this.provider.serverTranscription,
        provider: this.provider.name,
        sample_rate: REALTIME_SAMPLE_RATE,
      },
      transcript: transcript.map((m) => ({
        seq: m.seq,
        speaker: m.speaker,
        text: m.text,
        emotion: m.emotion,
      })),
      elapsed_seconds: Math.max(0, Math.round(this.elapsedMs() / 1000)),
    });
    if (transcript.length === 0) this.opening();
  }

  /** The patient's first line: a streaming provider produces it on its own, a turn-based one as a turn. */
  private opening(): void {
    const provider = this.provider;
    if (provider.kind === 'stream') provider.begin();
    else this.enqueue(() => this.patientTurn(() => provider.opening()));
  }

  /** The socket went away. A clean close ends nothing by itself; an abnormal one gets a grace period. */
  detach(socket: WebSocket, abnormal: boolean): void {
    if (this.socket !== socket) return;
    this.socket = null;
    if (this.finished) return;
    const wait = abnormal ? this.deps.graceSeconds * 1000 : 0;
    this.graceTimer = setTimeout(
      () => this.enqueue(async () => void (await this.finish('interrupted'))),
      wait,
    );
  }

  onText(text: string): void {
    if (this.paused) return this.sendError('The session is paused. Resume it to continue.', 'session_paused');
    // Typing over the patient interrupts them, as speaking does; what they said so far is saved first.
    this.bargeIn();
    this.enqueue(async () => {
      const entry = await addMessage(this.db(), this.session.id, null, { speaker: 'student', text });
      this.send({ type: 'text_message_sent', text: entry.text, seq: entry.seq });
      this.send({ type: 'transcription_complete', text: entry.text, speaker: 'student', seq: entry.seq });
      this.send({ type: 'processing_status', status: 'processing', message: 'The patient is thinking' });
      const provider = this.provider;
      if (provider.kind === 'stream') provider.sendText(text);
      else await this.patientTurn(() => provider.reply(text));
    });
  }

  onAudio(samples: Int16Array): void {
    if (this.paused || this.finished) return;
    this.recorder?.student(samples);
    if (this.provider.pushAudio) {
      // The provider hears the student itself (its VAD reports speech through the event sink).
      this.usage?.audioIn(samples);
      return this.provider.pushAudio(samples);
    }
    const event = this.vad.push(samples);
    if (event === 'speech_started') this.bargeIn();
    if (event)
      this.send({
        type:
          event === 'speech_started'
            ? 'input_audio_buffer.speech_started'
            : 'input_audio_buffer.speech_stopped',
      });
  }

  private async patientTurn(produce: () => Promise<PatientReply>): Promise<void> {
    const provider = this.provider;
    if (provider.kind === 'stream') return;
    const reply = await produce();
    const entry = await addMessage(
      this.db(),
      this.session.id,
      null,
      { speaker: 'patient', text: reply.text, ...(reply.emotion ? { emotion: reply.emotion } : {}) },
      { ...reply.state, risk_disclosed: reply.riskDisclosed },
    );
    this.send({ type: 'response.text.delta', delta: reply.text });
    this.send({ type: 'patient_text_response', text: reply.text, seq: entry.seq, emotion: reply.emotion });
    this.send({ type: 'processing_status', status: 'responding', message: 'The patient is speaking' });
    this.speaking = true;
    try {
      await provider.speak(reply.text, (chunk) => this.patientAudio(chunk));
    } finally {
      this.speaking = false;
    }
    this.send({ type: 'response.content.done', text: reply.text });
    this.send({ type: 'audio_response_complete' });
    this.send({ type: 'processing_status', status: 'idle', message: 'Ready' });
  }

  pause(): void {
    this.paused = true;
    this.vad.reset();
    this.send({ type: 'session_paused' });
  }

  resume(): void {
    this.paused = false;
    this.send({ type: 'session_resumed' });
  }

  /** Starts the attempt again: transcript and timer cleared, the patient back to their opening. */
  restart(): void {
    this.enqueue(async () => {
      await this.db().delete(sessionMessages).where(eq(sessionMessages.sessionId, this.session.id));
      const [row] = await this.db()
        .update(sessions)
        .set({ startTime: new Date(), updatedAt: new Date() })
        .where(eq(sessions.id, this.session.id))
        .returning();
      this.session = row!;
      await this.recorder?.close();
      this.recorder = null;
      await this.provider.close?.();
      this.speaking = false;
      await this.startProvider([]);
      if (this.session.audioEnabled && this.record) await this.openRecording(true);
      this.paused = false;
      this.send({ type: 'session_restarted', session_id: this.session.id });
      const provider = this.provider;
      if (provider.kind === 'stream') provider.begin();
      else await this.patientTurn(() => provider.opening());
    });
  }

  end(): void {
    this.send({ type: 'session_ending' });
    this.send({ type: 'processing_status', status: 'ending', message: 'Saving your session' });
    this.enqueue(async () => {
      const duration = await this.finish('completed');
      this.send({
        type: 'session_ended',
        session_id: this.session.id,
        duration,
        message: 'Session completed',
      });
      this.socket?.close(1000, 'Session ended');
    });
  }

  cancel(): void {
    this.enqueue(async () => {
      await this.finish('cancelled');
      this.send({ type: 'session_cancelled', session_id: this.session.id });
      this.socket?.close(1000, 'Session cancelled');
    });
  }

  /** Finalises the session once: status, end time, duration, and the closed recording. */
  async finish(reason: EndReason): Promise<number> {
    const duration = Math.max(0, Math.round(this.elapsedMs() / 1000));
    if (this.finished) return duration;
    this.finished = true;
    for (const t of this.timers) clearInterval(t);
    if (this.graceTimer) clearTimeout(this.graceTimer);
    await this.recorder
      ?.close()
      .catch((err: unknown) => this.log.error({ err }, 'closing the recording failed'));
    this.recorder = null;
    await this.provider
      ?.close?.()
      .catch((err: unknown) => this.log.error({ err }, 'closing the provider failed'));
    await this.db()
      .update(sessions)
      .set({
        status: reason,
        endTime: new Date(),
        duration,
        updatedAt: new Date(),
        // Provider usage is merged into performance_metrics (never replacing what scoring wrote).
        ...(this.usage
          ? {
              performanceMetrics: sql`coalesce(${sessions.performanceMetrics}, '{}'::jsonb) || ${JSON.stringify({ usage: this.usage.rounded() })}::jsonb`,
            }
          : {}),
      })
      .where(and(eq(sessions.id, this.session.id), eq(sessions.status, 'active')));
    this.deps.onFinished(this.session.id);
    return duration;
  }
}
