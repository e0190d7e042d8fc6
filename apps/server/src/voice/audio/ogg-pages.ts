import type { RecordingHandle } from '../../lib/recording-store';

/**
 * Ogg pages (RFC 3533) as the recordings write and read them: building a page from packets,
 * restamping one written earlier, and scanning a file for its intact pages. What the pages carry
 * (Opus) is ogg-opus.ts's.
 */

export const HEADER_FLAG_BOS = 0x02;
export const HEADER_FLAG_EOS = 0x04;
export const PAGE_HEADER_BYTES = 27;
export const MAX_SEGMENTS = 255;
/** An arbitrary but fixed stream serial: each file holds one logical stream. */
const SERIAL = 0x50524143;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** The Ogg checksum: CRC-32 with polynomial 0x04c11db7, no reflection, over the page with its CRC field zeroed. */
function oggCrc(page: Buffer): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++)
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ page[i]!) & 0xff]!) >>> 0;
  return crc >>> 0;
}

export function buildPage(packets: Buffer[], granule: number, sequence: number, flags: number): Buffer {
  const lacing: number[] = [];
  for (const p of packets) {
    for (let n = p.length; ; n -= 255) {
      lacing.push(Math.min(n, 255));
      if (n < 255) break;
    }
  }
  const header = Buffer.alloc(PAGE_HEADER_BYTES + lacing.length);
  header.write('OggS', 0, 'ascii');
  header.writeUInt8(0, 4);
  header.writeUInt8(flags, 5);
  header.writeBigInt64LE(BigInt(granule), 6);
  header.writeUInt32LE(SERIAL, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(lacing.length, 26);
  Buffer.from(lacing).copy(header, PAGE_HEADER_BYTES);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Gives a page written earlier a new granule position and flags, with its checksum recomputed. */
export function restamp(page: Buffer, granule: number, flags: number): Buffer {
  const copy = Buffer.from(page);
  copy.writeUInt8(flags, 5);
  copy.writeBigInt64LE(BigInt(granule), 6);
  copy.writeUInt32LE(0, 22);
  copy.writeUInt32LE(oggCrc(copy), 22);
  return copy;
}

export interface PageInfo {
  offset: number;
  length: number;
  granule: number;
  flags: number;
  /** Packets that end on this page. */
  packets: number;
}

/** Reads the complete, intact pages at the start of a file; stops at the first torn or damaged one. */
export async function scanPages(file: RecordingHandle): Promise<{ pages: PageInfo[]; validBytes: number }> {
  const { size } = await file.stat();
  const pages: PageInfo[] = [];
  let offset = 0;
  const header = Buffer.alloc(PAGE_HEADER_BYTES + MAX_SEGMENTS);
  while (offset + PAGE_HEADER_BYTES <= size) {
    await file.read(header, 0, PAGE_HEADER_BYTES, offset);
    if (header.toString('ascii', 0, 4) !== 'OggS') break;
    const segments = header.readUInt8(26);
    if (offset + PAGE_HEADER_BYTES + segments > size) break;
    await file.read(header, PAGE_HEADER_BYTES, segments, offset + PAGE_HEADER_BYTES);
    let body = 0;
    let packets = 0;
    for (let i = 0; i < segments; i++) {
      const lace = header[PAGE_HEADER_BYTES + i]!;
      body += lace;
      if (lace < 255) packets += 1;
    }
    const length = PAGE_HEADER_BYTES + segments + body;
    if (offset + length > size) break;
    const page = Buffer.alloc(length);
    await file.read(page, 0, length, offset);
    const stored = page.readUInt32LE(22);
    page.writeUInt32LE(0, 22);
    if (oggCrc(page) !== stored) break;
    pages.push({
      offset,
      length,
      granule: Number(page.readBigInt64LE(6)),
      flags: page.readUInt8(5),
      packets,
    });
    offset += length;
  }
  return { pages, validBytes: offset };
}

export async function readPage(file: RecordingHandle, page: PageInfo): Promise<Buffer> {
  const buf = Buffer.alloc(page.length);
  await file.read(buf, 0, page.length, page.offset);
  return buf;
}
