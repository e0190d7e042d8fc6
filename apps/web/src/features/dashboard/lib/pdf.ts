import { rgb, type RGB } from 'pdf-lib';
import { percent, scoreTone, type ScoreTone } from '../../../lib/score';
import type { ReportDocument, SkillLine } from './report';
import { CONTENT_W, MARGIN, MUTED, PdfWriter, type ReportFonts } from './pdf-writer';

export type { ReportFonts } from './pdf-writer';

const TONE: Record<ScoreTone, RGB> = {
  green: rgb(0.09, 0.64, 0.29),
  yellow: rgb(0.79, 0.54, 0.02),
  orange: rgb(0.92, 0.35, 0.05),
  red: rgb(0.86, 0.15, 0.15),
  none: rgb(0.58, 0.64, 0.72),
};
const TRACK = rgb(0.93, 0.94, 0.96);
const RULE = rgb(0.8, 0.83, 0.87);

function heading(w: PdfWriter, text: string, size = 13): void {
  // A heading never ends a page: it keeps two lines of what follows with it.
  w.text(text, { size, bold: true, gap: 14 }, 2 * PdfWriter.leading(10));
}

function header(w: PdfWriter, doc: ReportDocument): void {
  w.text('Conversation Analysis Report', { size: 18, bold: true });
  w.text(doc.studentName, { size: 14, bold: true, gap: 6 });
  w.text(`Session: ${doc.date}`, { gap: 4 });
  w.text(`Persona: ${doc.persona}`);
  w.text(doc.facts, { color: MUTED });
  w.y -= 8;
  w.page.drawLine({
    start: { x: MARGIN, y: w.y },
    end: { x: MARGIN + CONTENT_W, y: w.y },
    thickness: 0.75,
    color: RULE,
  });
}

const LABEL_W = 170;
const VALUE_W = 70;
const ROW_H = 20;
const BAR_H = 10;

/** One horizontal bar per skill, its length the score out of 100, coloured by its score band. */
function skillChart(w: PdfWriter, skills: SkillLine[]): void {
  const trackX = MARGIN + LABEL_W;
  const trackW = CONTENT_W - LABEL_W - VALUE_W;
  w.ensure(ROW_H * skills.length + 16);
  const top = w.y;
  for (const skill of skills) {
    w.y -= ROW_H;
    const mid = w.y + ROW_H / 2;
    const label = w.wrap(skill.label, LABEL_W - 8, 9)[0] ?? '';
    w.page.drawText(label, { x: MARGIN, y: mid - 3, size: 9, font: w.regular });
    w.page.drawRectangle({ x: trackX, y: mid - BAR_H / 2, width: trackW, height: BAR_H, color: TRACK });
    const score = skill.score;
    if (score !== null) {
      const width = (trackW * Math.min(100, Math.max(0, score))) / 100;
      w.page.drawRectangle({
        x: trackX,
        y: mid - BAR_H / 2,
        width,
        height: BAR_H,
        color: TONE[scoreTone(score)],
      });
    }
    const value = score === null ? 'Not assessed' : percent(score);
    w.page.drawText(value, {
      x: trackX + trackW + 8,
      y: mid - 3,
      size: 9,
      font: score === null ? w.regular : w.bold,
      color: score === null ? MUTED : TONE[scoreTone(score)],
    });
  }
  // Gridlines at every quarter, so a bar's length reads against the scale.
  for (const tick of [0, 25, 50, 75, 100]) {
    const x = trackX + (trackW * tick) / 100;
    w.page.drawLine({ start: { x, y: top }, end: { x, y: w.y }, thickness: 0.4, color: RULE, opacity: 0.8 });
    const label = String(tick);
    w.page.drawText(label, {
      x: x - w.width(label, 7) / 2,
      y: w.y - 9,
      size: 7,
      font: w.regular,
      color: MUTED,
    });
  }
  w.y -= 14;
}

function analysis(w: PdfWriter, doc: ReportDocument): void {
  heading(w, 'Analysis', 14);
  const report = doc.report;
  if (!report) {
    w.text('No analysis has been generated for this session.', { gap: 4 });
    return;
  }
  const grade = report.grade ? ` · Grade: ${report.grade}` : '';
  w.text(`Overall score: ${percent(report.overallScore)}${grade}`, {
    size: 12,
    bold: true,
    gap: 4,
    color: TONE[scoreTone(report.overallScore)],
  });
  if (report.summary) w.text(report.summary, { gap: 4 });
  station(w, doc);
  heading(w, 'Skills');
  skillChart(w, report.skills);
  for (const skill of report.skills) {
    if (!skill.feedback) continue;
    w.text(skill.label, { bold: true, gap: 4 }, PdfWriter.leading(10));
    w.text(skill.feedback, { indent: 12 });
  }
}

/** A medical station's mark, its checklist counts and the items to work on; nothing for therapy. */
function station(w: PdfWriter, doc: ReportDocument): void {
  const s = doc.station;
  if (!s) return;
  heading(w, s.title);
  if (s.mark) w.text(s.mark, { bold: true, gap: 2 });
  w.text(s.counts, { gap: 2 });
  if (s.avoided.length > 0) {
    w.text('To avoid', { bold: true, gap: 6 }, PdfWriter.leading(10));
    for (const line of s.avoided) w.text(`• ${line}`, { indent: 12, gap: 2 });
  }
  w.text('Items to work on', { bold: true, gap: 6 }, PdfWriter.leading(10));
  if (s.toWorkOn.length === 0) w.text('None: every item was met.', { indent: 12 });
  for (const line of s.toWorkOn) w.text(`• ${line}`, { indent: 12, gap: 2 });
}

function flags(w: PdfWriter, doc: ReportDocument): void {
  heading(w, 'Flagged lines');
  if (doc.flags.length === 0) w.text('None', { indent: 12 });
  for (const flag of doc.flags) w.text(`• ${flag}`, { indent: 12, gap: 2 });
  const report = doc.report;
  if (!report) return;
  w.text(`Supervisor review: ${report.supervisorReview ? 'required' : 'not required'}`, {
    bold: true,
    gap: 8,
  });
  for (const reason of report.supervisorReasons) w.text(`• ${reason}`, { indent: 12 });
}

function review(w: PdfWriter, doc: ReportDocument): void {
  const r = doc.review;
  if (!r) return;
  heading(w, "Instructor's review");
  const by = [r.reviewer, r.reviewedAt].filter(Boolean).join(', ');
  w.text(`${r.status}${by ? ` by ${by}` : ''}`, { color: MUTED });
  w.text(r.comment, { gap: 4 });
}

function transcript(w: PdfWriter, doc: ReportDocument): void {
  heading(w, 'Transcript', 14);
  if (doc.transcript.length === 0) w.text('No messages were recorded.', { gap: 4 });
  for (const entry of doc.transcript) {
    w.text(entry.heading, { bold: true, gap: 6 }, PdfWriter.leading(10));
    w.text(entry.text, { indent: 12 });
  }
}

/** The session report as a PDF: fonts embedded (subset), pages numbered, title and author set. */
export async function renderReportPdf(doc: ReportDocument, fonts: ReportFonts): Promise<Uint8Array> {
  const w = await PdfWriter.create(fonts);
  w.doc.setTitle(doc.title.normalize('NFC'), { showInWindowTitleBar: true });
  w.doc.setSubject(`${doc.studentName} with ${doc.persona}, ${doc.date}`.normalize('NFC'));
  w.doc.setProducer('Practicum');
  w.doc.setCreator('Practicum');
  header(w, doc);
  analysis(w, doc);
  flags(w, doc);
  review(w, doc);
  transcript(w, doc);
  w.numberPages(`${doc.studentName} · ${doc.persona} · ${doc.date}`);
  return w.doc.save();
}
