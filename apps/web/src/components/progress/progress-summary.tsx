import type { Progress, ProgressSuggestion, SkillTrend } from '@practicum/contract';
import type { ReactNode } from 'react';
import { SKILL_SHORT_NAMES } from '../../lib/skills';
import { ScoreText } from '../score-text';
import { ScoreSparkline } from './score-sparkline';

const ARROWS = {
  up: { glyph: '↑', text: 'improving', className: 'text-emerald-700' },
  down: { glyph: '↓', text: 'declining', className: 'text-rose-700' },
  steady: { glyph: '→', text: 'steady', className: 'text-slate-500' },
} as const;

/** A skill's arrow; the words sit beside it for screen readers, which would otherwise read "up arrow". */
function TrendArrow({ skill }: { skill: SkillTrend }) {
  const trend = skill.trend;
  if (trend === null) {
    // A trend compares the last three scores with the three before.
    const why = skill.recent_average === null ? 'Not assessed yet' : 'No trend yet';
    return <span className="text-xs text-slate-500">{why}</span>;
  }
  const arrow = ARROWS[trend];
  return (
    <span className={arrow.className}>
      <span aria-hidden="true">{arrow.glyph}</span>
      <span className="sr-only">{arrow.text}</span>
    </span>
  );
}

interface ProgressSummaryProps {
  progress: Progress;
  /** Whose sessions these are, as the chart's label reads: "your", "Ada Lovelace's". */
  owner: string;
  /** What to do with the suggested persona: the student starts a session, an instructor reads it. */
  renderSuggestion?: (suggestion: ProgressSuggestion) => ReactNode;
}

/**
 * A student's progress over their scored sessions: the overall score trend, each skill's recent
 * average and direction, the weakest skill and the persona suggested to practise it. The student's
 * dashboard and an instructor's view of the student show the same figures.
 */
export function ProgressSummary({ progress, owner, renderSuggestion }: ProgressSummaryProps) {
  const scores = progress.sessions.map((s) => s.score);
  const suggestion = progress.suggestion;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        <div>
          <h3 className="text-sm font-medium text-slate-700">Score trend</h3>
          <div className="mt-2 flex items-end gap-4">
            <ScoreSparkline
              scores={scores}
              label={`Overall scores of ${owner} last ${scores.length} scored sessions, oldest first: ${scores.map((s) => Math.round(s)).join(', ')}`}
            />
            <p className="text-sm text-slate-600">
              Latest <ScoreText score={scores.at(-1)} />
            </p>
          </div>
        </div>
        {progress.weakest_skill && (
          <div>
            <h3 className="text-sm font-medium text-slate-700">Weakest skill</h3>
            <p className="mt-1 text-slate-900">{SKILL_SHORT_NAMES[progress.weakest_skill]}</p>
          </div>
        )}
        {suggestion && (
          <div className="rounded-lg bg-teal-50 p-3">
            <h3 className="text-sm font-medium text-slate-700">Suggested next persona</h3>
            <p className="mt-1 text-sm text-slate-700">
              {suggestion.name} ({suggestion.condition}, {suggestion.difficulty}) exercises{' '}
              {SKILL_SHORT_NAMES[suggestion.skill].toLowerCase()}.
            </p>
            {renderSuggestion?.(suggestion)}
          </div>
        )}
      </div>
      <div>
        <h3 className="text-sm font-medium text-slate-700">Skills (last 3 sessions)</h3>
        <ul className="mt-2 divide-y divide-slate-100">
          {progress.skills.map((s) => (
            <li key={s.skill} className="flex items-center justify-between gap-3 py-1.5 text-sm">
              <span className="text-slate-700">{SKILL_SHORT_NAMES[s.skill]}</span>
              <span className="flex items-center gap-2">
                {s.recent_average !== null && <ScoreText score={s.recent_average} />}
                <TrendArrow skill={s} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
