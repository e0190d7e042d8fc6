import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_SAMPLE_RATE, type ServerMessage } from '@practicum/contract';
import type { PatientRow, SessionRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { ProviderError } from '../lib/model-http/provider-error';
import type { ProviderFactory } from './providers/provider';
import { SessionRecording } from './runner-recording';
import { RunnerStore, type EndReason } from './runner-store';
import { TurnLoop } from './runner-turns';

export type { EndReason } from './runner-store';

const FLUSH_MS = 500;
const HEARTBEAT_MS = 20_000;

export interface RunnerDeps {
  app: FastifyInstance;
  providerFactory: ProviderFactory;
  /** Seconds a dropped connection may take to come back before the session is finalised as interrupted. */
  graceSeconds: number;
  onFinished: (sessionId: string) => void;
}

/**
 * Owns one live practice session: the socket (replaced on reconnect), the work queue, pause and
 * restart, and the end. The conversation itself is the turn loop's, the audio file the recording's,
 * and what is kept the store's (whose end goes through the session lifecycle). Work is serialised
 * through one queue, so replies never interleave.
 */
export class SessionRunner {
  private socket: WebSocket | null = null;
  private queue: Promise<void> = Promise.resolve();
  private paused = false;
  /** The student asked to end or cancel: what they send after that has nowhere to go. */
  private ending = false;
  private finished = false;
  private graceTimer: NodeJS.Timeout | null = null;
  /** When (ms on the session's timeline) the last socket went away, while nobody is connected. */
  private droppedAtMs: number | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  /** This runner's claim on the session (session_runners), against another instance's runner. */
  private readonly runnerId = randomUUID();
  private readonly log: FastifyBaseLogger;
  private readonly store: RunnerStore;
  private readonly recording: SessionRecording;
  private readonly turns: TurnLoop;

  private constructor(
    private readonly deps: RunnerDeps,
    private session: SessionRow,
    patient: PatientRow,
    /** False when the student turned session recording off in their privacy settings. */
    private readonly record: boolean,
  ) {
    this.log = deps.app.log.child({ session_id: session.id });
    this.store = new RunnerStore(deps.app.db, session.id);
    this.recording = new SessionRecording(deps.app.recordings, this.log, () => this.elapsedMs());
    this.turns = new TurnLoop(
      {
        send: (message) => this.send(message),
        backlog: () => this.socket?.bufferedAmount ?? 0,
        sendError: (message, code) => this.sendError(message, code),
        enqueue: (work) => this.enqueue(work),
        store: this.store,
        recording: this.recording,
        log: this.log,
      },
      deps.providerFactory,
      patient,
    );
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
    record = true,
  ): Promise<SessionRunner> {
    const runner = new SessionRunner(deps, session, patient, record);
    await runner.prepare();
    return runner;
  }

  private elapsedMs(): number {
    return Date.now() - this.session.startTime.getTime();
  }

  private async prepare(): Promise<void> {
    await this.store.claim(this.runnerId);
    await this.turns.start(this.session, await this.store.transcript());
    if (this.session.audioEnabled && this.record) await this.openRecording();
    // Nothing is written while nobody is connected: the student may carry on on another instance,
    // whose runner continues the same recording. Coming back here, the next flush fills the gap.
    this.timers.push(setInterval(() => this.socket && this.recording.flush(), FLUSH_MS));
    this.timers.push(setInterval(() => void this.heartbeat(), HEARTBEAT_MS));
  }

  /** A sign of life. A session ended elsewhere meanwhile (the HTTP end route, a sweep) is let go. */
  private async heartbeat(): Promise<void> {
    if (!(await this.stillHeld())) return;
    const active = await this.store.touch().catch((err: unknown) => {
      this.log.error({ err }, 'session heartbeat failed');
      return true;
    });
    if (active || this.finished) return;
    this.enqueue(async () => {
      await this.finish('interrupted');
      this.sendError('This session has already ended.', 'session_ended');
      this.socket?.close(1000, 'Session ended');
    });
  }

  private async openRecording(truncate = false): Promise<void> {
    const fileId = await this.recording.open(this.session.id, this.session.audioFileId, truncate);
    if (this.session.audioFileId !== fileId) {
      await this.store.setAudioFile(fileId);
      this.session = { ...this.session, audioFileId: fileId };
    }
  }

  private send(message: ServerMessage): void {
    if (this.socket && this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  sendError(message: string, code: string): void {
    this.send({ type: 'error', error: { message, code } });
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((err: unknown) => {
      // A refusal the student can act on (the session was ended elsewhere meanwhile) is theirs to see.
      if (err instanceof AppError && err.statusCode < 500) {
        this.log.info({ code: err.code }, 'realtime work refused');
        this.turns.quiet();
        return this.sendError(err.detail, err.code);
      }
      this.log.error({ err }, 'realtime work failed');
      this.turns.quiet();
      // A provider failure says what failed (busy, timed out ...); the student can go on or end.
      if (err instanceof ProviderError) this.sendError(err.message, err.code);
      else this.sendError('Voice service error', 'internal_error');
      if (err instanceof ProviderError)
        this.send({ type: 'processing_status', status: 'idle', message: 'Ready' });
    });
  }

  /**
   * False, after letting the session go, when another runner has claimed it: the student reconnected
   * to another instance, which carries on with the transcript and the recording. Ending it here, or
   * closing the recording (which writes its last page), would undo what that runner does.
   */
  private async stillHeld(): Promise<boolean> {
    if (this.finished) return true;
    const held = await this.store.heldBy(this.runnerId).catch((err: unknown) => {
      this.log.error({ err }, 'could not read who holds the session');
      return true;
    });
    if (held) return true;
    this.finished = true;
    for (const t of this.timers) clearInterval(t);
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.log.info('session taken up by another instance; let go here');
    await this.turns.close().catch((err: unknown) => this.log.error({ err }, 'closing the provider failed'));
    this.socket?.close(4000, 'Replaced by a new connection');
    this.deps.onFinished(this.session.id);
    return false;
  }

  /** Binds a (new) socket: sends the state so far, and the patient's opening line on a fresh session. */
  async attach(socket: WebSocket): Promise<void> {
    if (this.ending || this.finished) {
      // Found while it was ending: there is nothing to resume; a new connection starts a new session.
      socket.send(
        JSON.stringify({
          type: 'error',
          error: { message: 'This session has ended.', code: 'session_ended' },
        } satisfies ServerMessage),
      );
      return socket.close(1000, 'Session ended');
    }
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    this.droppedAtMs = null;
    const previous = this.socket;
    this.socket = socket;
    if (previous && previous !== socket) previous.close(4000, 'Replaced by a new connection');
    const transcript = await this.store.transcript();
    this.send({
      type: 'connection_established',
      patient_name: this.session.patientName,
      session_id: this.session.id,
      capabilities: { ...this.turns.capabilities, sample_rate: REALTIME_SAMPLE_RATE },
      recorded: this.recording.isOpen,
      transcript: transcript.map((m) => ({
        seq: m.seq,
        speaker: m.speaker,
        text: m.text,
        emotion: m.emotion,
      })),
      elapsed_seconds: Math.max(0, Math.round(this.elapsedMs() / 1000)),
    });
    if (transcript.length === 0) this.turns.opening();
  }

  /** The socket went away. A clean close ends nothing by itself; an abnormal one gets a grace period. */
  detach(socket: WebSocket, abnormal: boolean): void {
    if (this.socket !== socket) return;
    this.socket = null;
    if (this.finished) return;
    this.droppedAtMs = this.elapsedMs();
    const wait = abnormal ? this.deps.graceSeconds * 1000 : 0;
    this.graceTimer = setTimeout(
      () =>
        this.enqueue(async () => {
          // The student may have come back while this waited in the queue behind other work, here
          // or on another instance.
          if (this.socket || !(await this.stillHeld())) return;
          await this.finish('interrupted');
        }),
      wait,
    );
  }

  /** Refuses input once the session is ending; true when it did. */
  private refuseWhenEnding(): boolean {
    if (!this.ending && !this.finished) return false;
    this.sendError('This session has ended.', 'session_ended');
    return true;
  }

  onText(text: string): void {
    if (this.refuseWhenEnding()) return;
    if (this.paused) return this.sendError('The session is paused. Resume it to continue.', 'session_paused');
    this.turns.say(text);
  }

  onAudio(samples: Int16Array): void {
    if (this.paused || this.finished || this.ending) return;
    this.recording.student(samples);
    this.turns.hear(samples);
  }

  pause(): void {
    this.paused = true;
    this.turns.resetVad();
    this.send({ type: 'session_paused' });
  }

  resume(): void {
    this.paused = false;
    this.send({ type: 'session_resumed' });
  }

  /** Starts the attempt again: transcript and timer cleared, the patient back to their opening. */
  restart(): void {
    if (this.refuseWhenEnding()) return;
    this.enqueue(async () => {
      this.session = await this.store.restart();
      await this.recording.close();
      await this.turns.restart(this.session);
      if (this.session.audioEnabled && this.record) await this.openRecording(true);
      this.paused = false;
      this.send({ type: 'session_restarted', session_id: this.session.id });
      await this.turns.reopen();
    });
  }

  end(): void {
    if (this.refuseWhenEnding()) return;
    this.ending = true;
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
    if (this.refuseWhenEnding()) return;
    this.ending = true;
    this.enqueue(async () => {
      await this.finish('cancelled');
      this.send({ type: 'session_cancelled', session_id: this.session.id });
      this.socket?.close(1000, 'Session cancelled');
    });
  }

  /**
   * Where the conversation ended on the session's timeline: now, or, for a student who left and did
   * not come back within the grace period, when their connection dropped (the wait is not part of it).
   */
  private endMs(reason: EndReason): number {
    if (reason === 'interrupted' && !this.socket && this.droppedAtMs !== null) return this.droppedAtMs;
    return Math.max(0, this.elapsedMs());
  }

  /**
   * Finalises the session once: the recording (cut where the conversation ended, so it is exactly
   * as long as the session) and the provider closed, then the status, end time, duration and usage
   * through the lifecycle. Returns the duration in seconds.
   */
  async finish(reason: EndReason): Promise<number> {
    const endMs = this.endMs(reason);
    const duration = Math.round(endMs / 1000);
    if (this.finished) return duration;
    this.finished = true;
    for (const t of this.timers) clearInterval(t);
    if (this.graceTimer) clearTimeout(this.graceTimer);
    const start = this.session.startTime.getTime();
    // Ended elsewhere while this runner still ran: the recording stops where that end put it.
    const endedElsewhere = await this.store.endedAt().catch(() => null);
    await this.recording
      .close(endedElsewhere ? endedElsewhere.getTime() - start : endMs)
      .catch((err: unknown) => this.log.error({ err }, 'closing the recording failed'));
    await this.turns.close().catch((err: unknown) => this.log.error({ err }, 'closing the provider failed'));
    const stored = await this.store.finish(reason, this.turns.usage, new Date(start + endMs));
    // Ended elsewhere meanwhile (the HTTP end route, another instance's sweep): its status stays.
    if (stored === null) this.log.info({ reason }, 'session had already ended; status left as it was');
    this.deps.onFinished(this.session.id);
    return stored ?? duration;
  }
}
