import { SKILL_KEYS, type Insights, type SkillKey } from '@practicum/contract';
import type { SessionDetailRead } from '../../../api/session-schemas';
import { formatDateTime, formatTime, humanize, minutes } from './format';
import { percent } from '../../../lib/score';
import type { PdfBlock } from './pdf';

/** The analysis report as the admin modal and the PDF show it. */
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

const numberOr = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const textOr = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null);
const sentences = (list: string[] | null | undefined): string[] =>
  (list ?? []).map(textOr).filter((t): t is string => t !== null);

/** null when the session has no insights. */
export function readReport(insights: Insights | null): AnalysisReport | null {
  if (!insights || Object.keys(insights).length === 0) return null;
  return {
    overallScore: numberOr(insights.overall_score),
    grade: textOr(insights.grade),
    summary: textOr(insights.session_summary),
    skills: SKILL_KEYS.map((key) => {
      const block = insights[key];
      return {
        key,
        label: humanize(key),
        score: numberOr(block?.score),
        feedback: textOr(block?.feedback),
        evidence: (block?.evidence ?? []).map(({ seq, quote }) => ({ seq, quote })),
      };
    }),
    riskFlags: sentences(insights.risk_flags),
    supervisorReview: insights.supervisor_review_required === true,
    supervisorReasons: sentences(insights.supervisor_review_reasons),
    immediateFeedback: sentences(insights.immediate_feedback),
  };
}

const speakerLabel = (speaker: string) => (speaker === 'student' ? 'Student' : 'Patient');

/** The PDF's content: heading, session facts, the analysis, then the whole transcript. */
export function reportBlocks(session: SessionDetailRead, studentName: string): PdfBlock[] {
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
