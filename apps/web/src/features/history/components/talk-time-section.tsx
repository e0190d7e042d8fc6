import type { Insights } from '@practicum/contract';
import { cn } from '../../../lib/cn';
import { TALK_TIME_OPTIMAL, talkTimeVerdict } from '../lib/talk-time';
import { readAssessment } from '../lib/value-text';
import { DetailSection } from './detail-section';

function TalkBar({
  who,
  label,
  percentage,
}: {
  who: 'student' | 'patient';
  label: string;
  percentage: number | null;
}) {
  const verdict = talkTimeVerdict(who, percentage);
  const { min, max } = TALK_TIME_OPTIMAL[who];
  const width = percentage === null ? 0 : Math.min(100, Math.max(0, percentage));
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">
          {label}:{' '}
          <span className="tabular-nums">{percentage === null ? 'N/A' : `${Math.round(percentage)}%`}</span>
        </span>
        <span
          className={cn(
            'text-xs font-semibold',
            verdict === 'Optimal Range' ? 'text-emerald-800' : verdict ? 'text-amber-900' : 'text-slate-600',
          )}
        >
          {verdict ?? 'Not measured'}
        </span>
      </div>
      <div className="relative h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="absolute inset-y-0 bg-emerald-200"
          style={{ left: `${min}%`, width: `${max - min}%` }}
          title="Optimal range"
        />
        <div
          className={cn(
            'absolute inset-y-0 left-0 rounded-full',
            who === 'student' ? 'bg-teal-600' : 'bg-indigo-500',
          )}
          style={{ width: `${width}%`, opacity: 0.85 }}
        />
      </div>
      <p className="text-xs text-slate-600">
        Optimal {min}–{max}%
      </p>
    </div>
  );
}

function FreeForm({ label, value }: { label: string; value: unknown }) {
  const { headline, reason, details } = readAssessment(value);
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium text-slate-900">
        {label}:{' '}
        <span className="font-semibold">
          {headline ?? (reason || details.length > 0 ? '' : 'Not assessed')}
        </span>
      </p>
      {reason && <p className="text-slate-700">{reason}</p>}
      {details.length > 0 && (
        <dl className="space-y-0.5">
          {details.map((e) => (
            <div key={e.key} className="flex gap-1.5">
              <dt className="text-slate-600">{e.label}:</dt>
              <dd className="text-slate-800">{e.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

const pct = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Who did the talking against the optimal ranges, plus silence management and session structure. */
export function TalkTimeSection({ insights }: { insights: Insights }) {
  return (
    <DetailSection title="Talk Time">
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2">
        <TalkBar who="student" label="Student (you)" percentage={pct(insights.student_talk_percentage)} />
        <TalkBar who="patient" label="Patient" percentage={pct(insights.patient_talk_percentage)} />
        <FreeForm label="Silence management" value={insights.silence_management} />
        <FreeForm label="Session structure" value={insights.session_structure} />
      </div>
    </DetailSection>
  );
}
