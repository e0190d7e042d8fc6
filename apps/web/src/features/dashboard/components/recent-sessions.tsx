import type { Session } from '@practicum/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate, minutes } from '../lib/format';
import { scoreTone } from '../../../lib/score';
import { SCORE_TEXT, ScoreText } from '../../../components/score-text';
import { SessionStatusBadge } from './session-status-badge';

interface RecentSessionsProps {
  sessions: Session[];
  /** Takes the student to the patient list (Start First Session). */
  onStartFirst: () => void;
}

/** The five latest sessions with patient, duration, score, date, AI feedback and status. */
export function RecentSessions({ sessions, onStartFirst }: RecentSessionsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Recent Sessions
        </h2>
        <Link
          to="/student/history"
          className="focus-ring rounded text-sm font-medium text-teal-700 underline-offset-4 hover:text-teal-900 hover:underline"
        >
          View Full History
        </Link>
      </div>
      {sessions.length === 0 ? (
        <div className="px-5 py-10 text-center">
          <p className="font-medium text-slate-900">No sessions yet</p>
          <p className="mt-1 text-sm text-slate-600">
            Practise with a simulated patient to see your results here.
          </p>
          <Button className="mt-4" onClick={onStartFirst}>
            Start First Session
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200">
          {sessions.map((session) => (
            <li key={session.id} className="px-5 py-4" aria-label={`Session with ${session.patient_name}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{session.patient_name}</p>
                  <p className="text-sm text-slate-600">
                    <span>{formatDate(session.start_time)}</span>
                    <span aria-hidden="true"> · </span>
                    <span>{minutes(session.duration)}</span>
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm text-slate-600">
                    Score: <ScoreText score={session.score} />
                  </span>
                  <SessionStatusBadge status={session.status} />
                </div>
              </div>
              {session.feedback && (
                <p className={cn('mt-2 text-sm', SCORE_TEXT[scoreTone(session.score)])}>
                  <span className="font-medium">AI feedback: </span>
                  {session.feedback}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
