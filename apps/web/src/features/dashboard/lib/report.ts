import { SKILL_KEYS, type ChecklistResult, type Insights, type SkillKey } from '@practicum/contract';
import type { SessionDetailRead } from '../../../api/session-schemas';
import {
  CHECKLIST_STATUS_TEXT,
  checklistCounts,
  checklistTitle,
  summariseChecklist,
} from '../../../lib/checklist';
import { formatDateTime, formatTime, humanize, minutes } from './format';

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
  /** A medical station's checklist marks; null for therapy sessions. */
  checklist: ChecklistResult | null;
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
    checklist: insights.checklist ?? null,
  };
}

const speakerLabel = (speaker: string) => (speaker === 'student' ? 'Student' : 'Patient');

/** Everything the PDF report prints, already read and worded; the PDF module only lays it out. */
export interface ReportDocument {
  /** The document's title metadata; it names the student so a saved file says whose it is. */
  title: string;
  studentName: string;
  persona: string;
  date: string;
  facts: string;
  report: AnalysisReport | null;
  /** A medical station's checklist in summary; null for therapy sessions. */
  station: StationSummary | null;
  /** Each risk sentence once, whether the session or one of its skills raised it. */
  flags: string[];
  review: { status: string; comment: string; reviewer: string | null; reviewedAt: string | null } | null;
  transcript: { heading: string; text: string }[];
}

/** A medical station's result as the PDF prints it, every line already worded. */
export interface StationSummary {
  title: string;
  /** "Checklist score: 58%"; null when the insights hold no mark. */
  mark: string | null;
  /** "2 of 4 items met, 1 partly met, 1 not met." */
  counts: string;
  /** "Not met: Gave a warning shot before the news", in the station's order. */
  toWorkOn: string[];
  /** "Occurred: Used a euphemism instead of saying she died". */
  avoided: string[];
}

/** The checklist summary the Session Complete dialog shows, worded for print. */
export function stationSummary(checklist: ChecklistResult | null): StationSummary | null {
  if (!checklist) return null;
  const summary = summariseChecklist(checklist);
  return {
    title: checklistTitle(summary),
    mark: summary.mark === null ? null : `Checklist score: ${Math.round(summary.mark)}%`,
    counts: checklistCounts(summary),
    toWorkOn: summary.toWorkOn.map((i) => `${CHECKLIST_STATUS_TEXT[i.status]}: ${i.label}`),
    avoided: summary.occurred.map((i) => `Occurred: ${i.label}`),
  };
}

/**
 * The session's risk flags and its skills' flags, each sentence once: a skill's flag reuses the
 * session flag's sentence for the same event, so printing both lists would repeat every event.
 */
export function flaggedLines(insights: Insights | null): string[] {
  if (!insights) return [];
  const all = [
    ...sentences(insights.risk_flags),
    ...SKILL_KEYS.flatMap((key) => sentences(insights[key]?.risk_flags)),
  ];
  return [...new Set(all)];
}

/** The PDF's content: the session facts, the analysis, the instructor's review and the transcript. */
export function reportDocument(session: SessionDetailRead, studentName: string): ReportDocument {
  const review = session.review;
  const comment = textOr(review?.comment);
  return {
    title: `Conversation analysis - ${studentName} with ${session.patient_name}`,
    studentName,
    persona: session.patient_name,
    date: formatDateTime(session.start_time),
    facts: `Duration: ${minutes(session.duration)} · Status: ${humanize(session.status)}`,
    report: readReport(session.insights),
    station: stationSummary(session.insights?.checklist ?? null),
    flags: flaggedLines(session.insights),
    review:
      review && comment
        ? {
            status: humanize(review.status),
            comment,
            reviewer: textOr(review.reviewer_name),
            reviewedAt: review.reviewed_at ? formatDateTime(review.reviewed_at) : null,
          }
        : null,
    transcript: session.transcript.map((entry) => ({
      heading: `${speakerLabel(entry.speaker)} ${formatTime(entry.timestamp)}${entry.emotion ? ` (${entry.emotion})` : ''}`,
      text: entry.text,
    })),
  };
}

export { speakerLabel };
