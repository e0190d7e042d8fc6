import type { Insights } from '@practicum/contract';
import type { SessionRead } from '../../../api/session-schemas';
import { gradeFor } from '../../../lib/score';
import { levelLabel } from './value-text';

type SessionFields = Pick<
  SessionRead,
  'score' | 'grade' | 'feedback' | 'insights' | 'insights_generated' | 'analysis'
>;

export interface SessionView {
  insights: Insights | null;
  /** The session's score, else the insights' overall score. */
  score: number | null;
  grade: string | null;
  /** Which assessment badge the card shows, if any. */
  assessment: 'AI Insights' | 'Analysis' | null;
  /** The insights' summary, else the session's feedback. */
  summary: string | null;
  engagement: string | null;
  rapport: string | null;
  reviewRequired: boolean;
}

const hasEntries = (value: Record<string, unknown> | null): boolean =>
  !!value && Object.keys(value).length > 0;
const firstText = (...values: Array<string | null | undefined>): string | null =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim() ?? null;

/** What the card and the details show about a session, from whichever assessment exists. */
export function sessionView(session: SessionFields): SessionView {
  const insights = hasEntries(session.insights) ? session.insights : null;
  const score =
    typeof session.score === 'number'
      ? session.score
      : typeof insights?.overall_score === 'number'
        ? insights.overall_score
        : null;
  return {
    insights,
    score,
    grade: gradeFor(score, session.grade, insights?.grade),
    assessment: insights ? 'AI Insights' : hasEntries(session.analysis) ? 'Analysis' : null,
    summary: firstText(insights?.session_summary, session.feedback),
    engagement: levelLabel(insights?.patient_engagement_level),
    rapport: levelLabel(insights?.therapeutic_rapport),
    reviewRequired: insights?.supervisor_review_required === true,
  };
}
