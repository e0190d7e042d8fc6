/**
 * A tiny PDF 1.4 writer for text reports: A4 pages, Helvetica and Helvetica-Bold (standard fonts,
 * WinAnsi), word wrapping by the fonts' real widths, page breaks, and a byte-exact xref table.
 */

export interface PdfBlock {
  text: string;
  /** Font size in points (default 10). */
  size?: number;
  bold?: boolean;
  /** Extra space above the block, in points. */
  gap?: number;
  /** Left indent in points. */
  indent?: number;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 50;

// Helvetica advance widths (1/1000 em) for characters 32-126, from the standard AFM.
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u2022': '-',
  '\u00A0': ' ',
};

/** Text the standard fonts can show: typographic punctuation to ASCII, tabs to spaces, others to '?'. */
export function toPdfText(text: string): string {
  return Array.from(text.replace(/[\t\r]/g, ' '))
    .map((ch) => {
      const replaced = REPLACEMENTS[ch];
      if (replaced !== undefined) return replaced;
      const code = ch.charCodeAt(0);
      return (code >= 32 && code <= 126) || (code >= 160 && code <= 255) ? ch : '?';
    })
    .join('');
}

/** Width of a (PDF-safe) string in points; bold is taken 10% wider, which errs on the safe side. */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    units += code >= 32 && code <= 126 ? WIDTHS[code - 32]! : 556;
  }
  return (units * size * (bold ? 1.1 : 1)) / 1000;
}

/** Breaks text into lines no wider than maxWidth; words longer than a line are split. */
export function wrapText(text: string, maxWidth: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n').map(toPdfText)) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      let rest = word;
      while (textWidth(rest, size, bold) > maxWidth) {
        if (line) {
          lines.push(line);
          line = '';
        }
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), size, bold) > maxWidth) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      const candidate = line ? `${line} ${rest}` : rest;
      if (textWidth(candidate, size, bold) <= maxWidth) line = candidate;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const num = (n: number) => String(Math.round(n * 100) / 100);

/** Lays the blocks out on A4 pages and returns each page's content stream. */
function layout(blocks: PdfBlock[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_H - MARGIN;
  for (const block of blocks) {
    const size = block.size ?? 10;
    const leading = size * 1.35;
    const indent = block.indent ?? 0;
    y -= block.gap ?? 0;
    const font = block.bold ? 'F2' : 'F1';
    for (const line of wrapText(block.text, PAGE_W - 2 * MARGIN - indent, size, block.bold)) {
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= leading;
      if (line) {
        pages[pages.length - 1]!.push(
          `BT /${font} ${num(size)} Tf ${num(MARGIN + indent)} ${num(y)} Td (${escape(line)}) Tj ET`,
        );
      }
    }
  }
  return pages.map((ops) => ops.join('\n'));
}

/** Latin-1 bytes of a string whose characters are all below 256. */
function bytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/** A complete PDF document of the given text blocks. */
export function createPdf(blocks: PdfBlock[], title = 'Report'): Uint8Array {
  const streams = layout(blocks);
  const objects: string[] = [];
  const pageIds = streams.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  streams.forEach((stream, i) => {
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${escape(toPdfText(title))}) /Producer (Practicum) >>`;

  let out = '%PDF-1.4\n%\u00E2\u00E3\u00CF\u00D3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return bytes(out);
}
