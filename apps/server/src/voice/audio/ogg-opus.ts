import type { RecordingHandle } from '../../lib/recording-store';
import {
  buildPage,
  HEADER_FLAG_BOS,
  HEADER_FLAG_EOS,
  MAX_SEGMENTS,
  PAGE_HEADER_BYTES,
  readPage,
  restamp,
  scanPages,
  type PageInfo,
} from './ogg-pages';
import { opusEncoders, type PooledEncoder } from './opus-encoders';
import type { RecordingWriter } from './recorder';

/**
 * Ogg Opus recordings (RFC 7845 in RFC 3533 pages; decision record 026). libopus (@evan/opus, its
 * WebAssembly build, on the encoder pool's worker threads) compresses; the pages are laid out here
 * because the recording needs what no muxer on npm offers: a page on every flush, so a crash loses
 * only what was not yet flushed, and an exact end cut into pages already on disk.
 */

/** Opus always counts granule positions in 48 kHz samples, whatever the input rate. */
const GRANULE_RATE = 48_000;
const FRAME_MS = 20;
/**
 * libopus's effort, 0..10. Its default (10) costs some 50 ms of CPU per second of two-voice stereo,
 * a core for every 20 sessions. At 32 kbps stereo libopus codes with CELT, whose extra effort buys
 * little for speech: on a minute of the patients' speech the decoded segmental SNR was 8.4 dB at 10,
 * 7.9 at 3 and 8.3 at 0, while 0 costs 1.35 ms per session-second against 3.8 at 3 (ADR 036). Once
 * native speech had made synthesis cheap, the recording was the largest cost of a live session.
 */
const COMPLEXITY = 0;
/**
 * How a recording is coded, by its channels. New recordings are one channel, the two voices mixed,
 * coded with CELT alone (libopus's restricted-low-delay mode) at 24 kbps: half the CPU of the stereo
 * pair at 32 kbps (1.6 against 3.4 ms per session-second of the encoder alone), which a class of
 * 200 sessions on two cores could not keep up with, and a quarter fewer bytes. A mono stream in the
 * default mode at this rate would pick SILK, which costs four times as much. Stereo recordings
 * begun before stay stereo. `delayMs` is libopus's look-ahead in that mode, which players skip.
 */
const CODING = {
  1: { bitrate: 24_000, application: 'restricted_lowdelay', delayMs: 2.5 },
  2: { bitrate: 32_000, application: 'audio', delayMs: 6.5 },
} as const;
const codingOf = (channels: number) => CODING[channels === 1 ? 1 : 2];
/**
 * Audio pages a writer remembers (offset, granule) for a cut at the end: the latest PAGE_INDEX at
 * least, some two minutes at the recorder's two flushes a second. Remembering every page grew each
 * live session's memory for as long as it ran, the largest share of a class's growth over a soak;
 * a cut further back than the pages remembered reads the file's pages again.
 */
export const PAGE_INDEX = 256;
export interface OpusFormat {
  sampleRate: 8000 | 12000 | 16000 | 24000 | 48000;
  channels: number;
}

function opusHead(format: OpusFormat, preSkip: number): Buffer {
  const b = Buffer.alloc(19);
  b.write('OpusHead', 0, 'ascii');
  b.writeUInt8(1, 8);
  b.writeUInt8(format.channels, 9);
  b.writeUInt16LE(preSkip, 10);
  b.writeUInt32LE(format.sampleRate, 12);
  b.writeInt16LE(0, 16);
  b.writeUInt8(0, 18);
  return b;
}

function opusTags(): Buffer {
  const vendor = Buffer.from('Practicum (libopus via @evan/opus)');
  const b = Buffer.alloc(8 + 4 + vendor.length + 4);
  b.write('OpusTags', 0, 'ascii');
  b.writeUInt32LE(vendor.length, 8);
  vendor.copy(b, 12);
  b.writeUInt32LE(0, 12 + vendor.length);
  return b;
}

/**
 * Streams PCM into an Ogg Opus file. Every `append` encodes the complete 20 ms frames it has and
 * writes them as one page, so what is on disk always decodes; only the part of a frame not yet
 * complete, and the encoder's 6.5 ms look-ahead, are in memory. The end is exact: the last page's
 * granule position tells players where to stop (RFC 7845, 4.5).
 */
export class OggOpusWriter implements RecordingWriter {
  private readonly encoder: PooledEncoder;
  private readonly frameSize: number;
  /** Granule (48 kHz) samples one input frame is worth. */
  private readonly scale: number;
  private readonly preSkip: number;
  private pending: Int16Array;
  /** Packets handed to the encoder: `packets` once they are all on disk. */
  private queued: number;
  private chain: Promise<unknown> = Promise.resolve();
  private finished = false;

  private constructor(
    private readonly file: RecordingHandle,
    private readonly format: OpusFormat,
    private offset: number,
    private sequence: number,
    /** Packets in the file (each 20 ms): the granule position of the last page written. */
    private packets: number,
    /** Input frames the stream covers, as the timeline counts them. */
    private frames: number,
    /** The latest audio pages, in order (PAGE_INDEX); earlier ones are only in the file. */
    private pages: PageInfo[],
    preSkip?: number,
  ) {
    const { bitrate, application, delayMs } = codingOf(format.channels);
    this.encoder = opusEncoders().open({ ...format, complexity: COMPLEXITY, bitrate, application });
    this.queued = packets;
    this.frameSize = (format.sampleRate * FRAME_MS) / 1000;
    this.scale = GRANULE_RATE / format.sampleRate;
    // libopus delays its output by its look-ahead; players skip that much from the start.
    this.preSkip = preSkip ?? Math.round((GRANULE_RATE * delayMs) / 1000);
    this.pending = new Int16Array(0);
  }

  get channels(): number {
    return this.format.channels;
  }

  /** Starts a recording in `file` (opened empty); the writer closes it. */
  static async create(file: RecordingHandle, format: OpusFormat): Promise<OggOpusWriter> {
    const writer = new OggOpusWriter(file, format, 0, 0, 0, 0, []);
    const head = buildPage([opusHead(format, writer.preSkip)], 0, 0, HEADER_FLAG_BOS);
    const tags = buildPage([opusTags()], 0, 1, 0);
    await file.write(head, 0, head.length, 0);
    await file.write(tags, 0, tags.length, head.length);
    writer.offset = head.length + tags.length;
    writer.sequence = 2;
    return writer;
  }

  /**
   * Continues an existing recording (a reconnect, a restart of the server): torn pages a crash left
   * at the end are dropped, and a finished stream is reopened. Returns the frames already recorded.
   * The recording keeps the channels it began with, whatever `format` says.
   */
  static async resume(
    file: RecordingHandle,
    format: OpusFormat,
  ): Promise<{ writer: OggOpusWriter; frames: number }> {
    const { pages, validBytes } = await scanPages(file);
    if (pages.length < 2) {
      await file.truncate(0);
      return { writer: await OggOpusWriter.create(file, format), frames: 0 };
    }
    await file.truncate(validBytes);
    const head = await readPage(file, pages[0]!);
    const preSkip = head.readUInt16LE(PAGE_HEADER_BYTES + 1 + 10);
    const channels = head.readUInt8(PAGE_HEADER_BYTES + 1 + 9);
    if (channels === 1 || channels === 2) format = { ...format, channels };
    const audio = pages.slice(2);
    const packets = audio.reduce((n, p) => n + p.packets, 0);
    const scale = GRANULE_RATE / format.sampleRate;
    const natural = (packets * GRANULE_RATE * FRAME_MS) / 1000;
    const last = audio.at(-1);
    if (last && (last.flags & HEADER_FLAG_EOS || last.granule !== natural)) {
      // A stream that was ended goes on: the last page loses its end mark and its trimmed length.
      const page = restamp(await readPage(file, last), natural, last.flags & ~HEADER_FLAG_EOS);
      await file.write(page, 0, page.length, last.offset);
      last.granule = natural;
      last.flags &= ~HEADER_FLAG_EOS;
    }
    const frames = Math.max(0, Math.floor((natural - preSkip) / scale));
    const writer = new OggOpusWriter(file, format, validBytes, pages.length, packets, frames, audio, preSkip);
    return { writer, frames };
  }

  append(samples: Int16Array): Promise<void> {
    if (this.finished) return Promise.reject(new Error('the recording has ended'));
    this.frames += samples.length / this.format.channels;
    const joined = new Int16Array(this.pending.length + samples.length);
    joined.set(this.pending);
    joined.set(samples, this.pending.length);
    const step = this.frameSize * this.format.channels;
    const whole = joined.length - (joined.length % step);
    this.pending = joined.slice(whole);
    return this.writeFrames(joined.subarray(0, whole));
  }

  /**
   * Encodes whole frames (on the encoder's worker; `pcm` is transferred there, so it must be the
   * only view of its buffer still in use) and queues them as one page, or more when a page would
   * overflow. Pages are laid out and written in the order frames were handed over.
   */
  private writeFrames(pcm: Int16Array, flags = 0, granuleOverride?: number): Promise<void> {
    const step = this.frameSize * this.format.channels;
    const count = Math.floor(pcm.length / step);
    if (!count && !flags) return Promise.resolve();
    this.queued += count;
    const encoded = count ? this.encoder.encode(pcm, this.frameSize) : Promise.resolve([]);
    // Awaited in turn below; until then a failure must not count as unhandled.
    encoded.catch(() => undefined);
    const next = this.chain.then(async () => {
      for (const { page, info } of this.paginate(await encoded, flags, granuleOverride)) {
        await this.file.write(page, 0, page.length, info.offset);
        this.pages.push(info);
      }
      if (this.pages.length >= 2 * PAGE_INDEX) this.pages = this.pages.slice(-PAGE_INDEX);
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Lays encoded packets out as pages after those already laid out. */
  private paginate(
    encoded: Uint8Array[],
    flags: number,
    granuleOverride: number | undefined,
  ): { page: Buffer; info: PageInfo }[] {
    const packets = encoded.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength));
    const pages: { page: Buffer; info: PageInfo }[] = [];
    let group: Buffer[] = [];
    let segments = 0;
    const emit = (last: boolean) => {
      this.packets += group.length;
      const natural = (this.packets * GRANULE_RATE * FRAME_MS) / 1000;
      const granule = last && granuleOverride !== undefined ? granuleOverride : natural;
      const pageFlags = last ? flags : 0;
      const page = buildPage(group, granule, this.sequence++, pageFlags);
      const info = {
        offset: this.offset,
        length: page.length,
        granule,
        flags: pageFlags,
        packets: group.length,
      };
      this.offset += page.length;
      pages.push({ page, info });
      group = [];
      segments = 0;
    };
    for (const p of packets) {
      const need = Math.floor(p.length / 255) + 1;
      if (segments + need > MAX_SEGMENTS) emit(false);
      group.push(p);
      segments += need;
    }
    emit(true);
    return pages;
  }

  /** Encodes what is still in memory, with silence after it so the encoder's look-ahead comes out too. */
  private drain(endGranule: number): Promise<void> {
    const step = this.frameSize * this.format.channels;
    const needPackets = Math.ceil(endGranule / ((GRANULE_RATE * FRAME_MS) / 1000));
    const more = Math.max(0, needPackets - this.queued);
    const pcm = new Int16Array(more * step);
    pcm.set(this.pending.subarray(0, Math.min(this.pending.length, pcm.length)));
    this.pending = new Int16Array(0);
    return this.writeFrames(pcm, HEADER_FLAG_EOS, endGranule);
  }

  /** Ends the recording after its first `frames`, even when later pages are already written. */
  async cut(frames: number): Promise<void> {
    if (this.finished) return;
    const end = this.preSkip + Math.max(0, Math.round(frames * this.scale));
    if (frames >= this.frames) {
      this.finished = true;
      await this.drain(end);
      return;
    }
    this.finished = true;
    await this.drain(this.preSkip + Math.round(this.frames * this.scale));
    await this.chain;
    // The first page whose audio reaches the end becomes the last one, stamped with the exact end.
    // It is among the pages remembered if one before it is; otherwise the file says where it is.
    let pages = this.pages;
    if (!(pages[0] && pages[0].granule < end) && pages.length + 2 < this.sequence)
      pages = (await scanPages(this.file)).pages.slice(2);
    const index = pages.findIndex((p) => p.granule >= end);
    const keep = pages[index]!;
    const page = restamp(await readPage(this.file, keep), end, keep.flags | HEADER_FLAG_EOS);
    await this.file.write(page, 0, page.length, keep.offset);
    await this.file.truncate(keep.offset + keep.length);
    this.pages = pages.slice(0, index + 1);
  }

  async close(): Promise<void> {
    try {
      if (!this.finished) {
        this.finished = true;
        await this.drain(this.preSkip + Math.round(this.frames * this.scale));
      }
      await this.chain;
    } finally {
      this.encoder.close();
      await this.file.close();
    }
  }
}

/** Drops the torn page a crash left at the end of an Ogg file, so what remains is whole pages. */
export async function repairOggOpus(file: RecordingHandle): Promise<number> {
  const { validBytes } = await scanPages(file);
  await file.truncate(validBytes);
  return validBytes;
}

/** Seconds of audio an Ogg Opus recording plays: its last page's granule position less the pre-skip. */
export function oggOpusDurationSeconds(bytes: Buffer): number {
  const head = bytes.indexOf('OpusHead');
  if (head < 0) throw new Error('not an Ogg Opus stream');
  const preSkip = bytes.readUInt16LE(head + 10);
  const last = bytes.lastIndexOf('OggS');
  return Math.max(0, Number(bytes.readBigInt64LE(last + 6)) - preSkip) / GRANULE_RATE;
}
