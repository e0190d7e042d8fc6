import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/** The font files the report embeds: any TrueType font with the scripts student names are written in. */
export interface ReportFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface TextStyle {
  /** Font size in points (default 10). */
  size?: number;
  bold?: boolean;
  /** Extra space above the text, in points. */
  gap?: number;
  /** Left indent in points. */
  indent?: number;
  color?: RGB;
}

// A4 in points.
export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN = 50;
export const CONTENT_W = PAGE_W - 2 * MARGIN;
/** Room kept at the foot of every page for its page number. */
const FOOTER = 30;
export const INK = rgb(0.12, 0.16, 0.22);
export const MUTED = rgb(0.4, 0.45, 0.52);

/**
 * Lays text out top to bottom over A4 pages of one pdf-lib document: wraps by the embedded fonts'
 * real widths, starts a new page when the next block would not fit, and numbers the pages at the end.
 */
export class PdfWriter {
  page: PDFPage;
  /** The top of the free space on the current page. */
  y = PAGE_H - MARGIN;
  private readonly drawable = new Map<PDFFont, Set<number>>();

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE_W, PAGE_H]);
    for (const font of [regular, bold]) this.drawable.set(font, new Set(font.getCharacterSet()));
  }

  static async create(fonts: ReportFonts): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    // Subsetting keeps only the glyphs the report uses, so the file stays small whatever the font.
    // Text is composed to NFC, so every Vietnamese letter has its own glyph. Some fonts' glyph
    // composition feature splits letters anyway (Noto Sans draws "ị" as "i" and a combining dot),
    // and text copied from the PDF then loses the letter, since a glyph maps back to one character.
    const options = { subset: true, features: { ccmp: false } };
    const regular = await doc.embedFont(fonts.regular, options);
    const bold = await doc.embedFont(fonts.bold, options);
    return new PdfWriter(doc, regular, bold);
  }

  font(bold = false): PDFFont {
    return bold ? this.bold : this.regular;
  }

  /**
   * Text the font can draw: composed to NFC (so a decomposed "ễ" finds its glyph), tabs and other
   * control characters as spaces, and a character the font lacks as "?" rather than an empty box.
   */
  printable(text: string, bold = false): string {
    const glyphs = this.drawable.get(this.font(bold))!;
    return Array.from(text.normalize('NFC'), (ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 32 || code === 0x7f) return ' ';
      return glyphs.has(code) ? ch : '?';
    }).join('');
  }

  width(text: string, size: number, bold = false): number {
    return this.font(bold).widthOfTextAtSize(text, size);
  }

  /** Breaks text into lines no wider than maxWidth; a word longer than a line is split. */
  wrap(text: string, maxWidth: number, size: number, bold = false): string[] {
    const fits = (line: string) => this.width(line, size, bold) <= maxWidth;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of this.printable(paragraph, bold).split(/ +/).filter(Boolean)) {
        let rest = word;
        while (!fits(rest)) {
          if (line) lines.push(line);
          line = '';
          const chars = Array.from(rest);
          let cut = chars.length - 1;
          while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut -= 1;
          lines.push(chars.slice(0, cut).join(''));
          rest = chars.slice(cut).join('');
        }
        const candidate = line ? `${line} ${rest}` : rest;
        if (fits(candidate)) line = candidate;
        else {
          lines.push(line);
          line = rest;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  static leading(size: number): number {
    return size * 1.4;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.y = PAGE_H - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  /** One already-printable line at the current position, which moves down by the line's leading. */
  line(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10;
    this.ensure(PdfWriter.leading(size));
    this.y -= PdfWriter.leading(size);
    if (!text) return;
    this.page.drawText(text, {
      x: MARGIN + (style.indent ?? 0),
      y: this.y + size * 0.3,
      size,
      font: this.font(style.bold),
      color: style.color ?? INK,
    });
  }

  /** Wrapped text; `keepWith` more points are kept on the same page as its first line. */
  text(text: string, style: TextStyle = {}, keepWith = 0): void {
    const size = style.size ?? 10;
    const lines = this.wrap(text, CONTENT_W - (style.indent ?? 0), size, style.bold);
    this.y -= style.gap ?? 0;
    this.ensure(PdfWriter.leading(size) + keepWith);
    for (const line of lines) this.line(line, style);
  }

  /** "Page n of m" at the foot of every page, once the page count is known. */
  numberPages(footer: string): void {
    const pages = this.doc.getPages();
    const size = 8;
    pages.forEach((page, index) => {
      const label = `Page ${index + 1} of ${pages.length}`;
      const y = MARGIN - 20;
      page.drawText(label, {
        x: PAGE_W - MARGIN - this.width(label, size),
        y,
        size,
        font: this.regular,
        color: MUTED,
      });
      const left = this.wrap(footer, CONTENT_W - this.width(label, size) - 20, size)[0] ?? '';
      page.drawText(left, { x: MARGIN, y, size, font: this.regular, color: MUTED });
    });
  }
}
