import {
  SKILL_KEYS,
  type ChecklistResult,
  type Insights,
  type SkillAssessment,
  type SkillKey,
} from '@practicum/contract';
import { SKILL_NAMES } from '../../../lib/skills';
import { letterGrade } from '../../../lib/score';

/** Live-session score colours: >=90 green, >=80 blue, >=70 yellow, else red. */
export type ScoreBand = 'green' | 'blue' | 'yellow' | 'red';

export function liveScoreBand(score: number): ScoreBand {
  if (score >= 90) return 'green';
  if (score >= 80) return 'blue';
  if (score >= 70) return 'yellow';
  return 'red';
}

export const KEY_TAKEAWAYS = 3;
const ATTENTION_ITEMS = 5;

export interface SkillView {
  key: SkillKey;
  label: string;
  score: number | null;
  feedback: string | null;
}

/** What the Session Complete overlay shows. */
export interface SessionSummary {
  /** False when insights could not be generated (score 0, grade N/A). */
  generated: boolean;
  summary: string;
  /** A further message when something went wrong. */
  message: string | null;
  durationSeconds: number;
  messageCount: number;
  score: number;
  grade: string;
  studentTalk: number | null;
  patientTalk: number | null;
  skills: SkillView[];
  takeaways: string[];
  attention: string[];
  /** A medical station's checklist marks; null for therapy sessions. */
  checklist: ChecklistResult | null;
}

export interface SummaryContext {
  durationSeconds: number;
  messageCount: number;
}

const num = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const str = (v: string | null | undefined): string | null => (v?.trim() ? v.trim() : null);

/** A list of sentences, blanks left out. */
const sentences = (list: string[] | null | undefined): string[] =>
  (list ?? []).map(str).filter((t): t is string => t !== null);

/** Evidence codes the scorer gives lines that could hurt the patient. */
const HARMFUL_CODES = new Set(['hostility', 'judgement', 'invalidation', 'false_reassurance']);

/** The seqs of the student's hurtful lines, read from the skills' evidence. */
function harmfulSeqs(blocks: SkillAssessment[]): Set<number> {
  const seqs = new Set<number>();
  for (const block of blocks)
    for (const item of block.evidence ?? []) if (HARMFUL_CODES.has(item.code ?? '')) seqs.add(item.seq);
  return seqs;
}

function firstDistinct(lists: string[][], limit: number): string[] {
  const out: string[] = [];
  for (const list of lists)
    for (const text of list) {
      if (!out.includes(text)) out.push(text);
      if (out.length === limit) return out;
    }
  return out;
}

/** The insights as the overlay shows them; null when they hold no overall score. */
export function summaryFromInsights(insights: Insights, context: SummaryContext): SessionSummary | null {
  const score = num(insights.overall_score);
  if (score === null) return null;
  const skills = SKILL_KEYS.flatMap((key) => {
    const block = insights[key];
    return block ? [{ key, block }] : [];
  });
  // A note about a hurtful line ("#4 “…” brushes aside …") is something to change, never a takeaway.
  const hurtful = harmfulSeqs(skills.map((s) => s.block));
  const aboutHurt = (text: string) => [...hurtful].some((seq) => text.startsWith(`#${seq} “`));
  const takeaways = firstDistinct(
    [
      sentences(insights.immediate_feedback),
      ...skills.map((s) => sentences(s.block.immediate_feedback)),
      ...skills.map((s) => sentences(s.block.strengths)),
    ].map((list) => list.filter((text) => !aboutHurt(text))),
    KEY_TAKEAWAYS,
  );
  const attention = firstDistinct(
    [
      sentences(insights.risk_flags),
      ...skills.map((s) => sentences(s.block.risk_flags)),
      insights.supervisor_review_required === true ? ['Supervisor review recommended for this session.'] : [],
      sentences(insights.immediate_feedback).filter(aboutHurt),
      ...skills.map((s) => sentences(s.block.areas_for_improvement)),
    ].map((list) => list.filter((text) => !takeaways.includes(text))),
    ATTENTION_ITEMS,
  );
  return {
    generated: true,
    summary: str(insights.session_summary) ?? 'Session completed.',
    message: null,
    ...context,
    score: Math.round(score),
    grade: str(insights.grade) ?? letterGrade(score),
    studentTalk: num(insights.student_talk_percentage),
    patientTalk: num(insights.patient_talk_percentage),
    skills: skills.map(({ key, block }) => ({
      key,
      label: SKILL_NAMES[key],
      score: num(block.score),
      feedback: str(block.feedback),
    })),
    takeaways,
    attention,
    checklist: insights.checklist ?? null,
  };
}

export type SummaryFailure =
  'generation-failed' | 'no-session-id' | 'session-not-found' | 'connection-closed';

const FAILURES: Record<SummaryFailure, { summary: string; message: string | null }> = {
  'generation-failed': {
    summary: 'Session completed - insights generation failed.',
    message: 'Failed to generate insights. Please try again.',
  },
  'no-session-id': {
    summary: 'Session completed - insights generation failed.',
    message: 'Unable to generate insights - session ID not found. Please try again.',
  },
  'session-not-found': {
    summary: 'Session completed - unable to find session for insights generation',
    message: null,
  },
  'connection-closed': { summary: 'Session completed - connection closed unexpectedly.', message: null },
};

/** When insights fail, the overlay shows score 0, grade N/A and a message. */
export function failedSummary(kind: SummaryFailure, context: SummaryContext): SessionSummary {
  return {
    generated: false,
    ...FAILURES[kind],
    ...context,
    score: 0,
    grade: 'N/A',
    studentTalk: null,
    patientTalk: null,
    skills: [],
    takeaways: [],
    attention: [],
    checklist: null,
  };
}
