import type { FastifyBaseLogger } from 'fastify';
import { REALTIME_SAMPLE_RATE } from '@practicum/contract';
import type { RecordingStore } from '../lib/recording-store';
import { OggOpusWriter, repairOggOpus } from './audio/ogg-opus';
import { ConversationRecorder, type RecordingWriter } from './audio/recorder';
import { repairWavHeader, resumeWav } from './audio/wav';

/**
 * One 24 kHz stream per session, compressed as Ogg Opus (ADR 026): one channel with the student and
 * the patient mixed (ogg-opus.ts says why); recordings begun in stereo (student left, patient right,
 * ADR 011) stay stereo. Sessions recorded before compression are WAV files, still played, continued
 * and repaired.
 */
export const RECORDING_FORMAT = { sampleRate: REALTIME_SAMPLE_RATE, channels: 1 } as const;
/** WAV recordings, from before recordings were compressed, were stereo: student left, patient right. */
const WAV_FORMAT = { sampleRate: REALTIME_SAMPLE_RATE, channels: 2 } as const;

/** The file a session's new recording lives in. */
export const recordingFileId = (sessionId: string) => `${sessionId}.opus`;

const isWav = (fileId: string) => fileId.endsWith('.wav');

/** Makes a recording whose writer died (a crash, a lost instance) whole again, so it plays to where it stopped. */
export async function repairRecording(store: RecordingStore, fileId: string): Promise<void> {
  const file = await store.open(fileId, 'update');
  try {
    if (isWav(fileId)) await repairWavHeader(file, WAV_FORMAT);
    else await repairOggOpus(file);
  } finally {
    await file.close();
  }
}

/**
 * What is logged when a recording fails: the kind of failure, never its data. Errors from the store
 * or the encoder may carry the buffers they were given, and the audio is the student's voice.
 */
function failure(err: unknown): { name: string; code?: string; message: string } {
  if (!(err instanceof Error)) return { name: typeof err, message: 'non-error thrown' };
  const code = (err as NodeJS.ErrnoException).code;
  return { name: err.name, ...(typeof code === 'string' ? { code } : {}), message: err.message };
}

/**
 * The recording of one live session. Without an open file (audio off, recording refused in the
 * student's privacy settings, or a recording that failed) every call is a no-op, so the turn loop
 * never has to ask. A recording that fails is logged and dropped, and the session goes on without
 * it: what was flushed before stays on disk as whole pages (or a repairable WAV).
 */
export class SessionRecording {
  private recorder: ConversationRecorder | null = null;
  /** A failed recording being let go of: closing the session waits for its file to be closed. */
  private abandoned: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: RecordingStore,
    private readonly log: FastifyBaseLogger,
    /** Milliseconds since the session (re)started: the recording's timeline. */
    private readonly elapsedMs: () => number,
  ) {}

  /**
   * Opens the session's recording, continuing after what a previous runner wrote (a reconnect on
   * another instance, a restart of the server) unless `truncate` (the attempt starts again): a WAV
   * begun before recordings were compressed stays WAV. Returns its file id.
   */
  async open(sessionId: string, current: string | null, truncate = false): Promise<string> {
    const resumable = !truncate && current !== null && (await this.store.size(current)) !== null;
    const fileId = resumable ? current : recordingFileId(sessionId);
    let writer: RecordingWriter;
    let frames = 0;
    if (resumable) {
      const file = await this.store.open(fileId, 'update');
      ({ writer, frames } = isWav(fileId)
        ? await resumeWav(file, WAV_FORMAT)
        : await OggOpusWriter.resume(file, RECORDING_FORMAT));
    } else {
      const file = await this.store.open(fileId, 'create');
      writer = await OggOpusWriter.create(file, RECORDING_FORMAT);
    }
    if (truncate && current !== null && current !== fileId) await this.store.remove(current);
    this.recorder = new ConversationRecorder(writer, REALTIME_SAMPLE_RATE, this.elapsedMs, frames);
    return fileId;
  }

  /** True while a file is open: what the student is told about whether they are being recorded. */
  get isOpen(): boolean {
    return this.recorder !== null;
  }

  student(samples: Int16Array): void {
    this.guard((recorder) => recorder.student(samples));
  }

  patient(samples: Int16Array): void {
    this.guard((recorder) => recorder.patient(samples));
  }

  /** Writes what is old enough to be placed for good. Called on a timer: it never throws. */
  flush(): void {
    this.guard((recorder) => recorder.flush());
  }

  /**
   * Runs `work` on the open recording; a failure, thrown or rejected, ends the recording there
   * rather than reaching the timer or socket handler that called (where it would end the process).
   */
  private guard(work: (recorder: ConversationRecorder) => Promise<void> | void): void {
    const recorder = this.recorder;
    if (!recorder) return;
    try {
      const done = work(recorder);
      if (done) done.catch((err: unknown) => this.fail(recorder, err));
    } catch (err) {
      this.fail(recorder, err);
    }
  }

  private fail(recorder: ConversationRecorder, err: unknown): void {
    // Several flushes may be in flight when the first fails: the recording is dropped once.
    if (this.recorder !== recorder) return;
    this.recorder = null;
    this.log.error({ failure: failure(err) }, 'recording failed; the session goes on without it');
    this.abandoned = recorder.abandon().catch(() => undefined);
  }

  /**
   * Finishes the file: up to `endMs` on the session's timeline when the conversation
   * ended there (so the recording is exactly as long as it), else everything queued.
   */
  async close(endMs?: number): Promise<void> {
    const recorder = this.recorder;
    this.recorder = null;
    await this.abandoned;
    await recorder?.close(endMs);
  }
}
