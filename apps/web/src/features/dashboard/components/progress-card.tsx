import type { SkillTrend } from '@practicum/contract';
import { SKILL_SHORT_NAMES } from '../../../lib/skills';
import { useMyProgress } from '../../../api/progress';
import { Button } from '../../../components/ui/button';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { Panel } from './panel';
import { ScoreSparkline } from './score-sparkline';
import { ScoreText } from './score-text';

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

interface ProgressCardProps {
  /** Starts a session with the suggested persona, the way the patient library does. */
  onPractise: (patientId: string) => void;
  /** The persona whose session is being started, to show progress on the button. */
  startingPatientId: string | null;
}

/** "Your progress": score trend, each skill's direction, the weakest skill and what to practise next. */
export function ProgressCard({ onPractise, startingPatientId }: ProgressCardProps) {
  const progress = useMyProgress();
  if (progress.isError && !progress.data) {
    return (
      <LoadError
        error={progress.error}
        title="Failed to load your progress"
        onRetry={() => void progress.refetch()}
      />
    );
  }
  const data = progress.data;
  return (
    <Panel title="Your progress">
      {!data ? (
        <LoadingBlock label="Loading your progress..." />
      ) : data.sessions.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600">
          No scored sessions yet. Complete a session with a patient and your score trend and skills will
          appear here.
        </p>
      ) : (
        <div className="grid gap-6 px-5 py-5 md:grid-cols-2">
          <div className="space-y-4">
            <div>
              <h3 className="text-sm font-medium text-slate-700">Score trend</h3>
              <div className="mt-2 flex items-end gap-4">
                <ScoreSparkline
                  scores={data.sessions.map((s) => s.score)}
                  label={`Overall scores of your last ${data.sessions.length} scored sessions, oldest first: ${data.sessions.map((s) => Math.round(s.score)).join(', ')}`}
                />
                <p className="text-sm text-slate-600">
                  Latest <ScoreText score={data.sessions.at(-1)!.score} />
                </p>
              </div>
            </div>
            {data.weakest_skill && (
              <div>
                <h3 className="text-sm font-medium text-slate-700">Weakest skill</h3>
                <p className="mt-1 text-slate-900">{SKILL_SHORT_NAMES[data.weakest_skill]}</p>
              </div>
            )}
            {data.suggestion && (
              <div className="rounded-lg bg-teal-50 p-3">
                <p className="text-sm text-slate-700">
                  {data.suggestion.name} ({data.suggestion.condition}, {data.suggestion.difficulty}) exercises{' '}
                  {SKILL_SHORT_NAMES[data.suggestion.skill].toLowerCase()}.
                </p>
                <Button
                  className="mt-2"
                  loading={startingPatientId === data.suggestion.patient_id}
                  onClick={() => onPractise(data.suggestion!.patient_id)}
                >
                  Practise next: {data.suggestion.name}
                </Button>
              </div>
            )}
          </div>
          <div>
            <h3 className="text-sm font-medium text-slate-700">Skills (last 3 sessions)</h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {data.skills.map((s) => (
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
      )}
    </Panel>
  );
}
