import type { ModuleProgress } from '@practicum/contract';
import { useState } from 'react';
import { useModuleProgress } from '../../../api/modules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { QueryStatus } from '../../../components/ui/query-status';
import { moduleDurationLabel } from '../../../lib/module-duration';
import { formatScore } from '../../../lib/score';
import { ModuleCertificate } from './module-certificate';

interface ModulesViewProps {
  onStart: (patientId: string) => void;
  startingPatientId: string | null;
  /** The student's discipline: their modules come first. */
  discipline?: 'therapy' | 'medicine' | 'both' | null;
}

/** Every training module with the student's progress, a way to start each patient, and the certificate once done. */
export function ModulesView({ onStart, startingPatientId, discipline }: ModulesViewProps) {
  const query = useModuleProgress();
  const [certificate, setCertificate] = useState<ModuleProgress | null>(null);

  if (query.isPending || query.isError)
    return <QueryStatus query={query} loading="Loading modules" failure="Failed to load modules" centred />;

  const mine = (m: ModuleProgress) =>
    !discipline ||
    discipline === 'both' ||
    m.module.discipline === discipline ||
    m.module.discipline === 'both';
  // A stable sort: the student's discipline first, the catalogue's order kept within each group.
  const modules = [...query.data.modules].sort((a, b) => Number(mine(b)) - Number(mine(a)));

  return (
    <>
      <ul className="grid gap-6 xl:grid-cols-2">
        {modules.map((m) => (
          <ModuleCard
            key={m.module.id}
            progress={m}
            onStart={onStart}
            startingPatientId={startingPatientId}
            onCertificate={() => setCertificate(m)}
          />
        ))}
      </ul>
      {certificate && (
        <ModuleCertificate
          progress={certificate}
          studentName={query.data.student_name}
          onClose={() => setCertificate(null)}
        />
      )}
    </>
  );
}

function ModuleCard({
  progress,
  onStart,
  startingPatientId,
  onCertificate,
}: {
  progress: ModuleProgress;
  onStart: (patientId: string) => void;
  startingPatientId: string | null;
  onCertificate: () => void;
}) {
  const { module, personas, available, completed } = progress;
  const headingId = `module-${module.id}`;
  const complete = progress.completed_at !== null;
  const percent = available > 0 ? Math.round((completed / available) * 100) : 0;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {module.title}
          </h2>
          <p className="text-sm text-slate-600">
            {moduleDurationLabel(module)} · {module.discipline === 'medicine' ? 'Medicine' : 'Therapy'}
          </p>
        </div>
        {complete ? (
          <Badge tone="green">Complete</Badge>
        ) : completed > 0 ? (
          <Badge tone="indigo">In progress</Badge>
        ) : (
          <Badge>Not started</Badge>
        )}
      </div>
      <p className="mt-3 text-slate-700">{module.summary}</p>
      <div className="mt-4">
        <div className="flex justify-between text-sm text-slate-700">
          <span>
            {available === 0
              ? 'No patient of this module is in the library yet'
              : `${completed} of ${available} patient${available === 1 ? '' : 's'} done`}
          </span>
          {progress.average_best_score !== null && (
            <span>Average best score {formatScore(progress.average_best_score)}</span>
          )}
        </div>
        <div
          role="progressbar"
          aria-label={`${module.title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-teal-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <details className="mt-4 text-sm text-slate-700">
        <summary className="focus-ring cursor-pointer rounded font-semibold text-slate-900">
          Learning goals and skills
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {module.learning_goals.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
        <p className="mt-2">Skills: {module.skills.join(' · ')}</p>
      </details>
      <ol className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
        {personas.map((p, i) => (
          <li key={p.catalogue_id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {i + 1}. {p.name ?? 'Not yet in the library'}
              </p>
              <p className="text-xs text-slate-600">
                {p.patient_id === null
                  ? 'Not available to practise yet'
                  : p.sessions_completed > 0
                    ? `Done · best score ${formatScore(p.best_score) ?? 'not scored yet'}`
                    : (p.condition ?? 'Not started')}
              </p>
            </div>
            {p.patient_id !== null && (
              <Button
                variant={p.sessions_completed > 0 ? 'secondary' : 'primary'}
                className="shrink-0 py-1.5"
                loading={startingPatientId === p.patient_id}
                disabled={startingPatientId !== null}
                aria-label={`${p.sessions_completed > 0 ? 'Practise again with' : 'Start'} ${p.name ?? 'patient'}`}
                onClick={() => onStart(p.patient_id!)}
              >
                {p.sessions_completed > 0 ? 'Practise again' : 'Start'}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {complete && (
        <div className="mt-4">
          <Button variant="secondary" onClick={onCertificate}>
            View certificate
          </Button>
        </div>
      )}
    </li>
  );
}
