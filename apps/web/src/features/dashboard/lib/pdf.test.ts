import boldData from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?inline';
import regularData from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFRawStream,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import type { SessionDetailRead } from '../../../api/session-schemas';
import { renderReportPdf } from './pdf';
import { reportDocument } from './report';

/** The same font files the app serves, read through the bundler as data URLs. */
const bytes = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0));
const fonts = { regular: bytes(regularData), bold: bytes(boldData) };

const NAME = 'Zoë Łukasz-Nguyễn';

function session(overrides: Partial<SessionDetailRead> = {}): SessionDetailRead {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    session_id: '00000000-0000-4000-8000-000000000001',
    user_id: '00000000-0000-4000-8000-000000000002',
    patient_id: '00000000-0000-4000-8000-000000000003',
    patient_name: 'Đặng Thị Hương',
    status: 'completed',
    start_time: '2026-03-04T10:00:00.000Z',
    end_time: '2026-03-04T10:12:00.000Z',
    duration: 720,
    score: 74,
    grade: 'C',
    feedback: null,
    audio_enabled: false,
    voice_type: 'female',
    voice_speed: 1,
    audio_file_id: null,
    insights: {
      overall_score: 74,
      grade: 'C',
      session_summary: 'Warm opening; the risk question came late.',
      empathy_demonstration: { score: 88, feedback: 'Reflected the loss with care.' },
      crisis_management: {
        score: 41,
        risk_flags: ['Passive ideation was not explored.'],
      },
      active_listening: { score: null, applicable: false },
      risk_flags: ['Passive ideation was not explored.', 'Mentions hopelessness.'],
      supervisor_review_required: true,
      supervisor_review_reasons: ['Possible risk to self'],
    },
    insights_generated: true,
    analysis: null,
    performance_metrics: null,
    session_notes: null,
    message_count: 2,
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:12:00.000Z',
    transcript: [],
    review: null,
    ...overrides,
  } as SessionDetailRead;
}

const entries = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    seq: i + 1,
    speaker: i % 2 === 0 ? ('student' as const) : ('patient' as const),
    text: `Line ${i + 1}: I have been feeling low since I lost my job, and sleep is hard.`,
    emotion: null,
    timestamp: '2026-03-04T10:01:00.000Z',
    started_ms: null,
    ended_ms: null,
  }));

interface EmbeddedFont {
  /** glyph id → text, from the font's ToUnicode CMap (the map a viewer uses to copy text). */
  text: Map<number, string>;
  /** The font program embedded in the document: the subset, not the file the app fetched. */
  file: Font;
}

const streamText = (stream: unknown) =>
  new TextDecoder('latin1').decode(decodePDFRawStream(stream as PDFRawStream).decode());

const parsed = new WeakMap<PDFDict, EmbeddedFont>();

function embeddedFont(font: PDFDict): EmbeddedFont {
  const known = parsed.get(font);
  if (known) return known;
  const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
  const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
  const program = decodePDFRawStream(descriptor.lookup(PDFName.of('FontFile2')) as PDFRawStream).decode();
  const text = new Map<number, string>();
  const cmap = streamText(font.lookup(PDFName.of('ToUnicode')));
  for (const [, gid, hex] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
    const units = hex!.match(/.{4}/g)!.map((u) => parseInt(u, 16));
    text.set(parseInt(gid!, 16), String.fromCharCode(...units));
  }
  const embedded = { text, file: fontkit.create(program) };
  parsed.set(font, embedded);
  return embedded;
}

interface Run {
  text: string;
  font: EmbeddedFont;
  glyphs: number[];
}

/** What a page shows, one run per Tj: its glyph ids, its font, and its text read through the CMap. */
function pageRuns(doc: PDFDocument, page: PDFPage): Run[] {
  const fontDict = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const fonts = new Map<string, EmbeddedFont>();
  for (const [name, ref] of fontDict.entries()) {
    fonts.set(name.decodeText(), embeddedFont(doc.context.lookup(ref as PDFRef, PDFDict)));
  }
  const contents = page.node.Contents()!;
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const ops = streams.map((s) => streamText(doc.context.lookup(s))).join('\n');
  let current: EmbeddedFont | undefined;
  const runs: Run[] = [];
  for (const [, font, hex] of ops.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
    if (font) current = fonts.get(font);
    else {
      const glyphs = hex!.match(/.{4}/g)!.map((gid) => parseInt(gid, 16));
      const text = glyphs.map((gid) => current!.text.get(gid) ?? '\uFFFD').join('');
      runs.push({ text, font: current!, glyphs });
    }
  }
  return runs;
}

/** Glyphs of a run that would print nothing: a character other than a space without an outline. */
const blankGlyphs = (run: Run) =>
  run.glyphs.filter((gid) => {
    const char = run.font.text.get(gid) ?? '';
    return char.trim() !== '' && run.font.file.getGlyph(gid).path.toSVG() === '';
  });

async function read(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const runs = doc.getPages().map((page) => pageRuns(doc, page));
  const pages = runs.map((page) => page.map((run) => run.text).join('\n'));
  return { doc, runs: runs.flat(), pages, text: pages.join('\n') };
}

describe('renderReportPdf', () => {
  it('prints a Latin-extended and Vietnamese name as text a viewer can extract, and names it in the title', async () => {
    const pdf = await renderReportPdf(reportDocument(session({ transcript: entries(2) }), NAME), fonts);
    const { doc, runs, pages, text } = await read(pdf);
    expect(doc.getTitle()).toBe(`Conversation analysis - ${NAME} with Đặng Thị Hương`);
    expect(pages).toHaveLength(1);
    const name = runs.find((run) => run.text === NAME);
    expect(name?.glyphs).toHaveLength(Array.from(NAME).length);
    // The embedded subset really draws every letter of the name, and so every other line.
    expect(blankGlyphs(name!)).toEqual([]);
    for (const run of runs) expect(blankGlyphs(run)).toEqual([]);
    expect(text).toContain('Persona: Đặng Thị Hương');
    expect(text).toContain('Overall score: 74% · Grade: C');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('\uFFFD');
    // The flag shared by the session and a skill is printed once.
    expect(text.match(/Passive ideation was not explored\./g)).toHaveLength(1);
    expect(text).toContain('• Mentions hopelessness.');
    // Chart values: a score per skill, and the one never assessed says so.
    expect(text).toContain('88%');
    expect(text).toContain('Not assessed');
    expect(text).toContain('Line 2: I have been feeling low since I lost my job');
    expect(text).not.toContain("Instructor's review");
  });

  it(
    'paginates a long transcript with page numbers and prints the review comment',
    { timeout: 20_000 },
    async () => {
      const pdf = await renderReportPdf(
        reportDocument(
          session({
            transcript: entries(120),
            review: {
              status: 'reviewed',
              comment: 'Ask about safety earlier — good work, Zoë.',
              reviewer_name: 'Dr. Ágnes Kovács',
              reviewed_at: '2026-03-05T09:00:00.000Z',
            },
          }),
          NAME,
        ),
        fonts,
      );
      const { doc, pages, text } = await read(pdf);
      expect(pages.length).toBeGreaterThanOrEqual(4);
      for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
      pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
      expect(text).toContain("Instructor's review");
      expect(text).toContain('Reviewed by Dr. Ágnes Kovács');
      expect(text).toContain('Ask about safety earlier — good work, Zoë.');
      for (let n = 1; n <= 120; n += 1) expect(text).toContain(`Line ${n}: `);
    },
  );

  it("prints a medical station's mark, checklist counts and items to work on; a therapy session has none", async () => {
    const medical = await read(
      await renderReportPdf(
        reportDocument(
          session({
            insights: {
              overall_score: 63,
              grade: 'D',
              session_summary: 'A focused history that missed the red flags.',
              checklist: {
                station: 'history',
                station_label: 'History taking',
                score: 62.5,
                met: 2,
                partly: 1,
                not_met: 1,
                total: 4,
                items: [
                  { id: 'intro', domain: 'opening', label: 'Introduced themselves', status: 'met' },
                  { id: 'onset', domain: 'complaint', label: 'Asked when the cough began', status: 'partly' },
                  {
                    id: 'blood',
                    domain: 'red_flags',
                    label: 'Asked about blood in the phlegm',
                    status: 'not_met',
                  },
                  { id: 'smoking', domain: 'social', label: 'Took a smoking history', status: 'met' },
                ],
              },
            },
          }),
          NAME,
        ),
        fonts,
      ),
    );
    expect(medical.text).toContain('Station checklist: History taking');
    expect(medical.text).toContain('Checklist score: 63%');
    expect(medical.text).toContain('2 of 4 items met, 1 partly met, 1 not met.');
    expect(medical.text).toContain('Items to work on');
    expect(medical.text).toContain('• Partly met: Asked when the cough began');
    expect(medical.text).toContain('• Not met: Asked about blood in the phlegm');
    expect(medical.text).not.toContain('Introduced themselves');
    // The station comes before the skills, as it is what the session was marked on.
    expect(medical.text.indexOf('Station checklist')).toBeLessThan(medical.text.indexOf('Skills'));

    const therapy = await read(await renderReportPdf(reportDocument(session(), NAME), fonts));
    expect(therapy.text).not.toContain('Station');
    expect(therapy.text).not.toContain('Items to work on');
  });

  it('says so when there is no analysis, and draws a character the font lacks as "?"', async () => {
    const pdf = await renderReportPdf(reportDocument(session({ insights: null }), 'Akira 日本'), fonts);
    const { text } = await read(pdf);
    expect(text).toContain('No analysis has been generated for this session.');
    expect(text).toContain('No messages were recorded.');
    expect(text).toContain('Akira ??');
  });
});
