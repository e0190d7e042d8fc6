import type { RecordingHandle } from '../../lib/recording-store';
import type { RecordingWriter } from './recorder';

const HEADER_BYTES = 44;

export interface WavFormat {
  sampleRate: number;
  channels: number;
}

/** The 44-byte header of a 16-bit PCM WAV file holding `dataBytes` of samples. */
export function wavHeader({ sampleRate, channels }: WavFormat, dataBytes: number): Buffer {
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(channels, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * channels * 2, 28);
  h.writeUInt16LE(channels * 2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/**
 * Appends PCM to a WAV file as it streams. The header's sizes are rewritten every few appends and
 * on close, and `repairWavHeader` fixes a file whose writer died (a crash loses nothing written).
 */
export class WavWriter implements RecordingWriter {
  private dataBytes = 0;
  private appendsSinceHeader = 0;
  private chain: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly file: RecordingHandle,
    private readonly format: WavFormat,
  ) {}

  /** Starts a recording in `file` (opened empty); the writer closes it. */
  static async create(file: RecordingHandle, format: WavFormat): Promise<WavWriter> {
    await file.write(wavHeader(format, 0), 0, HEADER_BYTES, 0);
    return new WavWriter(file, format);
  }

  static reopen(file: RecordingHandle, format: WavFormat, dataBytes: number): WavWriter {
    const writer = new WavWriter(file, format);
    writer.dataBytes = dataBytes;
    return writer;
  }

  get channels(): number {
    return this.format.channels;
  }

  get bytesWritten(): number {
    return this.dataBytes;
  }

  /** Queues interleaved 16-bit samples; writes happen in order. */
  append(samples: Int16Array): Promise<void> {
    const bytes = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    const position = HEADER_BYTES + this.dataBytes;
    this.dataBytes += bytes.length;
    const rewriteHeader = ++this.appendsSinceHeader >= 10;
    if (rewriteHeader) this.appendsSinceHeader = 0;
    const size = this.dataBytes;
    const next = this.chain.then(async () => {
      await this.file.write(bytes, 0, bytes.length, position);
      if (rewriteHeader) await this.file.write(wavHeader(this.format, size), 0, HEADER_BYTES, 0);
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Cuts the samples back to the first `frames` (after everything queued has been written). */
  async cut(frames: number): Promise<void> {
    const size = Math.min(this.dataBytes, Math.max(0, frames * this.format.channels * 2));
    this.dataBytes = size;
    const next = this.chain.then(() => this.file.truncate(HEADER_BYTES + size));
    this.chain = next.catch(() => undefined);
    await next;
  }

  async close(): Promise<void> {
    await this.chain;
    await this.file.write(wavHeader(this.format, this.dataBytes), 0, HEADER_BYTES, 0);
    await this.file.close();
  }
}

/** Rewrites the header sizes of a WAV file from its length (after a crash); leaves `file` open. */
export async function repairWavHeader(file: RecordingHandle, format: WavFormat): Promise<number> {
  const { size } = await file.stat();
  const frame = format.channels * 2;
  const dataBytes = Math.max(0, Math.floor((size - HEADER_BYTES) / frame) * frame);
  await file.write(wavHeader(format, dataBytes), 0, HEADER_BYTES, 0);
  return dataBytes;
}

/** Continues an existing recording (after a reconnect to a session in progress); the writer closes `file`. */
export async function resumeWav(
  file: RecordingHandle,
  format: WavFormat,
): Promise<{ writer: WavWriter; frames: number }> {
  const dataBytes = await repairWavHeader(file, format);
  const writer = WavWriter.reopen(file, format, dataBytes);
  return { writer, frames: dataBytes / (format.channels * 2) };
}
