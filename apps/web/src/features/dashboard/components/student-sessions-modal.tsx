import type { Session, StudentRow } from '@practicum/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useStudentSessions } from '../../../api/dashboard';
import { formatDateTime, minutes, plural } from '../lib/format';
import { ConversationAnalysisModal } from './conversation-analysis-modal';
import { LoadError } from './load-error';
import { LoadingBlock } from './loading-block';
import { ScoreText } from '../../../components/score-text';
import { SessionStatusBadge } from './session-status-badge';

/** A student's sessions (latest first), each opening its conversation analysis. */
export function StudentSessionsModal({ student, onClose }: { student: StudentRow; onClose: () => void }) {
  const sessions = useStudentSessions(student.id);
  const [viewing, setViewing] = useState<Session | null>(null);
  const list = sessions.data?.sessions ?? [];

  return (
    <>
      <Modal
        title={`Sessions of ${student.name}`}
        description={sessions.data ? plural(sessions.data.total_count, 'session') : student.email}
        onClose={onClose}
        className="max-h-[90vh] max-w-3xl! overflow-y-auto"
      >
        {sessions.isError && !sessions.data ? (
          <LoadError
            error={sessions.error}
            title="Failed to load student sessions"
            onRetry={() => void sessions.refetch()}
          />
        ) : !sessions.data ? (
          <LoadingBlock label="Loading sessions..." />
        ) : list.length === 0 ? (
          <p className="py-8 text-center text-slate-600">This student has no sessions yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {list.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{session.patient_name}</p>
                  <p className="text-sm text-slate-600">
                    {formatDateTime(session.start_time)}
                    <span aria-hidden="true"> · </span>
                    {minutes(session.duration)}
                    <span aria-hidden="true"> · </span>
                    {plural(session.message_count, 'message')}
                  </p>
                </div>
                <span className="text-sm text-slate-600">
                  Score: <ScoreText score={session.score} />
                </span>
                <SessionStatusBadge status={session.status} />
                <Button
                  variant="secondary"
                  className="py-1.5"
                  onClick={() => setViewing(session)}
                  aria-label={`View analysis of the session with ${session.patient_name} on ${formatDateTime(session.start_time)}`}
                >
                  View Analysis
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </Modal>
      {viewing && (
        <ConversationAnalysisModal
          sessionId={viewing.id}
          studentName={student.name}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
