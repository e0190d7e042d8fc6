/** What a recording is written through: a WAV file (older recordings) or an Ogg Opus stream. */
export interface RecordingWriter {
  /** 2: the student left, the patient right (WAV and the first Ogg recordings); 1: the two mixed. */
  readonly channels: number;
  /** Queues interleaved 16-bit frames; writes happen in order. */
  append(samples: Int16Array): Promise<void>;
  /** Ends the recording after its first `frames` (after everything queued), dropping what follows. */
  cut(frames: number): Promise<void>;
  close(): Promise<void>;
}

interface Segment {
  start: number;
  samples: Int16Array;
}

/**
 * Records a conversation as one 24 kHz stream: the student and the patient mixed into one channel,
 * or (a writer with two channels: recordings begun before they were mixed) the student on the left
 * channel and the patient on the right (ADR 011). Audio is placed on a timeline measured in samples since the session began:
 * student audio ends when it arrives; patient audio starts when it is sent, or after the patient's
 * previous audio. Frames are written once they are `lagSamples` old, so late student chunks still
 * land in place.
 */
export class ConversationRecorder {
  private pending: [Segment[], Segment[]] = [[], []];
  private readonly cursor = [0, 0];
  private flushed = 0;
  private readonly lagSamples: number;

  constructor(
    private readonly writer: RecordingWriter,
    private readonly sampleRate: number,
    /** Milliseconds since the session began. */
    private readonly now: () => number,
    /** Frames already in the file (a resumed recording continues after them). */
    startFrame = 0,
    lagMs = 300,
  ) {
    this.lagSamples = Math.round((lagMs * sampleRate) / 1000);
    this.flushed = startFrame;
    this.cursor[0] = startFrame;
    this.cursor[1] = startFrame;
  }

  private nowSamples(): number {
    return Math.round((this.now() * this.sampleRate) / 1000);
  }

  private place(channel: 0 | 1, start: number, samples: Int16Array): void {
    const at = Math.max(start, this.cursor[channel]!, this.flushed);
    this.pending[channel].push({ start: at, samples });
    this.cursor[channel] = at + samples.length;
  }

  student(samples: Int16Array): void {
    if (samples.length) this.place(0, this.nowSamples() - samples.length, samples);
  }

  patient(samples: Int16Array): void {
    if (samples.length) this.place(1, this.nowSamples(), samples);
  }

  /** Writes every frame older than the lag (or everything queued, with `all`). */
  flush(all = false): Promise<void> {
    const end = all
      ? Math.max(this.cursor[0]!, this.cursor[1]!, this.flushed)
      : this.nowSamples() - this.lagSamples;
    return this.writeUntil(end);
  }

  /** Writes the queued audio of both channels up to frame `end` (silence where neither speaks). */
  private writeUntil(end: number): Promise<void> {
    if (end <= this.flushed) return Promise.resolve();
    const frames = end - this.flushed;
    const stereo = this.writer.channels === 2;
    const out = new Int16Array(frames * (stereo ? 2 : 1));
    for (const channel of [0, 1] as const) {
      const keep: Segment[] = [];
      for (const seg of this.pending[channel]) {
        const segEnd = seg.start + seg.samples.length;
        const from = Math.max(seg.start, this.flushed);
        const to = Math.min(segEnd, end);
        // Every session's audio passes through here twice a second: one index per array, no arithmetic per sample.
        const source = seg.samples;
        if (to <= from) {
          // Wholly after `end`: kept for a later write.
        } else if (stereo) {
          let o = (from - this.flushed) * 2 + channel;
          for (let i = from - seg.start, stop = to - seg.start; i < stop; i++, o += 2) out[o] = source[i]!;
        } else if (channel === 0)
          out.set(source.subarray(from - seg.start, to - seg.start), from - this.flushed);
        else {
          // The patient over the student: the two voices add, held within 16 bits (they overlap
          // only when one interrupts the other).
          let o = from - this.flushed;
          for (let i = from - seg.start, stop = to - seg.start; i < stop; i++, o++) {
            const sum = out[o]! + source[i]!;
            out[o] = sum > 32767 ? 32767 : sum < -32768 ? -32768 : sum;
          }
        }
        if (segEnd > end) keep.push(seg);
      }
      this.pending[channel] = keep;
    }
    this.flushed = end;
    return this.writer.append(out);
  }

  /**
   * Finishes the file. With `endMs` the recording ends exactly where the conversation did: audio
   * queued beyond it (the rest of an answer nobody heard) is dropped, and frames already written
   * past it (silence after the student left) are cut off. Without it, everything queued is written.
   */
  async close(endMs?: number): Promise<void> {
    if (endMs === undefined) await this.flush(true);
    else {
      const end = Math.max(0, Math.round((endMs * this.sampleRate) / 1000));
      if (end < this.flushed) {
        await this.writer.cut(end);
        this.flushed = end;
      } else await this.writeUntil(end);
      this.pending = [[], []];
    }
    await this.writer.close();
  }

  /**
   * Lets go of a recording that failed: nothing more is written (the queued audio is dropped) and
   * the file is closed, after the writes already under way.
   */
  async abandon(): Promise<void> {
    this.pending = [[], []];
    this.flushed = Math.max(this.cursor[0]!, this.cursor[1]!, this.flushed);
    await this.writer.close();
  }
}
