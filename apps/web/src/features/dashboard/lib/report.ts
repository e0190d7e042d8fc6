import { SKILL_KEYS, type SessionDetail, type SkillKey } from '@practicum/contract';
import { formatDateTime, formatTime, humanize, minutes, percent } from './format';
import type { PdfBlock } from './pdf';

/** The analysis report as the admin modal and the PDF show it, read defensively from raw insights. */
export interface SkillLine {
  key: SkillKey;
  label: string;
  score: number | null;
  feedback: string | null;
  /** The student's lines (by transcript seq) that moved the score. */
  evidence: { seq: number; quote: string }[];
}

export interface AnalysisReport {
  overallScore: number | null;
  grade: string | null;
  summary: string | null;
  skills: SkillLine[];
  riskFlags: string[];
  supervisorReview: boolean;
  supervisorReasons: string[];
  immediateFeedback: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const numberOr = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const textOr = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A list of sentences; structured items (`{ message }`, `{ title, reason }`) become their text. */
function sentences(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  return v
    .map((item) => {
      if (typeof item === 'string') return item.trim();
      if (!isRecord(item)) return '';
      return [item.message, item.title, item.reason].map(textOr).filter(Boolean).join(' - ');
    })
    .filter((s) => s !== '');
}

/** null when the session has no insights; one malformed field never blanks the rest. */
export function readReport(insights: unknown): AnalysisReport | null {
  if (!isRecord(insights) || Object.keys(insights).length === 0) return null;
  const riskFlags = sentences(insights.risk_flags);
  return {
    overallScore: numberOr(insights.overall_score),
    grade: textOr(insights.grade),
    summary: textOr(insights.session_summary),
    skills: SKILL_KEYS.map((key) => {
      const block = isRecord(insights[key]) ? insights[key] : {};
      const evidence = Array.isArray(block.evidence)
        ? block.evidence.flatMap((e: unknown) =>
            isRecord(e) && typeof e.seq === 'number' && typeof e.quote === 'string'
              ? [{ seq: e.seq, quote: e.quote }]
              : [],
          )
        : [];
      return {
        key,
        label: humanize(key),
        score: numberOr(block.score),
        feedback: textOr(block.feedback),
        evidence,
      };
    }),
    riskFlags,
    supervisorReview: insights.supervisor_review_required === true,
    supervisorReasons: sentences(insights.supervisor_review_reasons),
    immediateFeedback: sentences(insights.immediate_feedback),
  };
}

const speakerLabel = (speaker: string) => (speaker === 'student' ? 'Student' : 'Patient');

/** The PDF's content: heading, session facts, the analysis, then the whole transcript. */
export function reportBlocks(session: SessionDetail, studentName: string): PdfBlock[] {
  const report = readReport(session.insights);
  const blocks: PdfBlock[] = [
    { text: 'Conversation Analysis Report', size: 18, bold: true },
    { text: `Student: ${studentName}`, gap: 8 },
    { text: `Patient: ${session.patient_name}` },
    { text: `Date: ${formatDateTime(session.start_time)}` },
    { text: `Duration: ${minutes(session.duration)}   Status: ${humanize(session.status)}` },
    { text: 'Analysis', size: 14, bold: true, gap: 14 },
  ];
  if (!report) {
    blocks.push({ text: 'No analysis has been generated for this session.', gap: 4 });
  } else {
    const grade = report.grade ? ` (grade ${report.grade})` : '';
    blocks.push({ text: `Overall score: ${percent(report.overallScore)}${grade}`, bold: true, gap: 4 });
    if (report.summary) blocks.push({ text: report.summary, gap: 4 });
    blocks.push({ text: 'Skills', size: 12, bold: true, gap: 10 });
    for (const skill of report.skills) {
      blocks.push({ text: `${skill.label}: ${percent(skill.score)}`, bold: true, gap: 4 });
      if (skill.feedback) blocks.push({ text: skill.feedback, indent: 12 });
    }
    blocks.push({ text: 'Risk flags', size: 12, bold: true, gap: 10 });
    const flags = report.riskFlags.length > 0 ? report.riskFlags : ['None'];
    for (const flag of flags) blocks.push({ text: `- ${flag}`, indent: 12 });
    blocks.push({
      text: `Supervisor review: ${report.supervisorReview ? 'required' : 'not required'}`,
      bold: true,
      gap: 6,
    });
    for (const reason of report.supervisorReasons) blocks.push({ text: `- ${reason}`, indent: 12 });
  }
  blocks.push({ text: 'Transcript', size: 14, bold: true, gap: 14 });
  if (session.transcript.length === 0) blocks.push({ text: 'No messages were recorded.', gap: 4 });
  for (const entry of session.transcript) {
    const emotion = entry.emotion ? ` (${entry.emotion})` : '';
    blocks.push({
      text: `${speakerLabel(entry.speaker)} ${formatTime(entry.timestamp)}${emotion}`,
      bold: true,
      gap: 6,
    });
    blocks.push({ text: entry.text, indent: 12 });
  }
  return blocks;
}

export { speakerLabel };
