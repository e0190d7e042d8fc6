import { describe, expect, it } from 'vitest';
import { createPdf, textWidth, toPdfText, wrapText } from './pdf';

const latin1 = (data: Uint8Array) => Array.from(data, (b) => String.fromCharCode(b)).join('');

/** Reads the document back the way a viewer starts: trailer, startxref, xref table, objects. */
function parse(data: Uint8Array) {
  const text = latin1(data);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  const objects = new Map<number, string>();
  entries.forEach((entry, id) => {
    expect(entry.length).toBe(19); // 20 bytes with the newline
    if (id === 0) return expect(entry).toBe('0000000000 65535 f ');
    const offset = Number(entry.slice(0, 10));
    expect(text.startsWith(`${id} 0 obj\n`, offset)).toBe(true);
    objects.set(id, text.slice(offset, text.indexOf('\nendobj\n', offset)));
  });
  const trailer = /trailer\n<< \/Size (\d+) \/Root (\d+) 0 R/.exec(text)!;
  expect(Number(trailer[1])).toBe(Number(count));
  return { text, objects, root: Number(trailer[2]) };
}

describe('createPdf', () => {
  it('writes a well-formed document with a correct xref table and stream lengths', () => {
    const pdf = createPdf([
      { text: 'Conversation (analysis)', size: 16, bold: true },
      { text: 'Hello \\ world' },
    ]);
    const { text, objects, root } = parse(pdf);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(objects.get(root)).toContain('/Type /Catalog');
    const pages = objects.get(2)!;
    expect(pages).toContain('/Count 1');
    for (const body of objects.values()) {
      const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*)\nendstream$/.exec(
        body.replace(/^\d+ 0 obj\n/, ''),
      );
      if (match) expect(match[2]!.length).toBe(Number(match[1]));
    }
    expect(text).toContain('(Conversation \\(analysis\\)) Tj');
    expect(text).toContain('(Hello \\\\ world) Tj');
    expect(text).toContain('/BaseFont /Helvetica-Bold');
  });

  it('breaks long text over several pages, each listed in the page tree', () => {
    const paragraph = 'The student reflected the patient feelings with care and curiosity. '.repeat(40);
    const pdf = createPdf(Array.from({ length: 12 }, () => ({ text: paragraph, gap: 6 })));
    const { objects } = parse(pdf);
    const count = Number(/\/Count (\d+)/.exec(objects.get(2)!)![1]);
    expect(count).toBeGreaterThan(2);
    const kids = [...objects.get(2)!.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
    expect(kids).toHaveLength(count);
    for (const id of kids) expect(objects.get(id)).toContain('/Type /Page ');
  });
});

describe('text helpers', () => {
  it('wraps within the width and splits overlong words', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 60, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(60);
    const long = wrapText('x'.repeat(200), 100, 10);
    expect(long.length).toBeGreaterThan(1);
    expect(long.join('')).toBe('x'.repeat(200));
    expect(wrapText('a\n\nb', 100, 10)).toEqual(['a', '', 'b']);
  });

  it('maps typography to the standard fonts', () => {
    expect(toPdfText('It’s “fine” — ok…')).toBe('It\'s "fine" - ok...');
    expect(toPdfText('café 日本')).toBe('café ??');
  });
});
