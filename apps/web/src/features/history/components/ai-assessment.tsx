import type { Insights } from '@practicum/contract';
import { feedbackSourceLabel } from '../lib/feedback-source';
import { formatScore, gradeFor, scoreTone } from '../../../lib/score';
import { levelLabel } from '../lib/value-text';
import { DetailSection, Facts } from './detail-section';
import { scoreTextClasses } from './score-badge';

/** The overall verdict: grade, overall score, summary (and who wrote it), engagement and rapport. */
export function AiAssessment({ insights }: { insights: Insights }) {
  const score = typeof insights.overall_score === 'number' ? insights.overall_score : null;
  const grade = gradeFor(score, insights.grade);
  const source = feedbackSourceLabel(insights.feedback_source);
  return (
    <DetailSection title="AI Assessment">
      <div className="space-y-4 rounded-xl border border-indigo-100 bg-indigo-50/50 p-4">
        <div className="flex flex-wrap items-baseline gap-x-8 gap-y-2">
          <p className="text-sm text-slate-700">
            Grade <span className="ml-1 text-2xl font-bold text-slate-900">{grade ?? 'N/A'}</span>
          </p>
          <p className="text-sm text-slate-700">
            Overall score{' '}
            <span className={`ml-1 text-2xl font-bold tabular-nums ${scoreTextClasses[scoreTone(score)]}`}>
              {formatScore(score) ?? 'N/A'}
            </span>
          </p>
        </div>
        <p className="text-sm leading-relaxed text-slate-800">
          {insights.session_summary?.trim() || 'No summary was written for this session.'}
        </p>
        {source && <p className="text-xs text-slate-500">{source}</p>}
        <Facts
          items={[
            { label: 'Patient engagement', value: levelLabel(insights.patient_engagement_level) ?? 'N/A' },
            { label: 'Therapeutic rapport', value: levelLabel(insights.therapeutic_rapport) ?? 'N/A' },
          ]}
        />
      </div>
    </DetailSection>
  );
}
