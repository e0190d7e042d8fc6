import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { REALTIME_SAMPLE_RATE } from '@practicum/contract';
import type { RecordingStore } from '../lib/recording-store';
import { ConversationRecorder } from './audio/recorder';
import { resumeWav, WavWriter } from './audio/wav';

/** One stereo 24 kHz WAV per session: student left, patient right (ADR 011). Recovery repairs the same format. */
export const RECORDING_FORMAT = { sampleRate: REALTIME_SAMPLE_RATE, channels: 2 };

/** The file a session's recording lives in. */
export const recordingFileId = (sessionId: string) => `${sessionId}.wav`;

/**
 * The recording of one live session. Without an open file (audio off, or recording refused in the
 * student's privacy settings) every call is a no-op, so the turn loop never has to ask.
 */
export class SessionRecording {
  private recorder: ConversationRecorder | null = null;

  constructor(
    private readonly store: RecordingStore,
    private readonly log: FastifyBaseLogger,
    /** Milliseconds since the session (re)started: the recording's timeline. */
    private readonly elapsedMs: () => number,
  ) {}

  /**
   * Opens the session's WAV, continuing after what a previous runner wrote (a reconnect on another
   * instance, a restart of the server) unless `truncate` (the attempt starts again). Returns its file id.
   */
  async open(sessionId: string, truncate = false): Promise<string> {
    const fileId = recordingFileId(sessionId);
    const path = await this.store.pathForWriting(fileId);
    let writer: WavWriter;
    let frames = 0;
    if (!truncate && existsSync(path)) ({ writer, frames } = await resumeWav(path, RECORDING_FORMAT));
    else writer = await WavWriter.create(path, RECORDING_FORMAT);
    this.recorder = new ConversationRecorder(writer, REALTIME_SAMPLE_RATE, this.elapsedMs, frames);
    return fileId;
  }

  student(samples: Int16Array): void {
    this.recorder?.student(samples);
  }

  patient(samples: Int16Array): void {
    this.recorder?.patient(samples);
  }

  /** Writes what is old enough to be placed for good; called on a timer, so failures are logged. */
  flush(): void {
    void this.recorder?.flush().catch((err: unknown) => this.log.error({ err }, 'recording flush failed'));
  }

  /**
   * Writes the final header sizes: up to `endMs` on the session's timeline when the conversation
   * ended there (so the recording is exactly as long as it), else everything queued.
   */
  async close(endMs?: number): Promise<void> {
    await this.recorder?.close(endMs);
    this.recorder = null;
  }
}
