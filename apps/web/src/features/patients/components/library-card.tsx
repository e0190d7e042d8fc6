import type { Patient } from '@practicum/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';
import { patientIcons } from './icons';
import { PatientHeading } from './patient-heading';
import { SymptomList } from './symptom-list';

export type LibraryAction = 'view' | 'edit' | 'delete' | 'archive' | 'preview';

interface LibraryCardProps {
  patient: Patient;
  onAction: (action: LibraryAction, patient: Patient) => void;
  /** The archive or restore request for this card is in flight. */
  archiving?: boolean;
}

/** Real usage figures: sessions that used the persona and the share scoring 70 or more. */
function UsageLine({ usage }: { usage: Patient['usage'] }) {
  if (usage.sessions_count === 0) return <p className="text-sm text-slate-600">No sessions yet</p>;
  const n = usage.sessions_count;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
      <span>
        Used in {n} session{n === 1 ? '' : 's'}
      </span>
      {usage.success_rate === null ? (
        <span className="text-slate-600">No scored sessions yet</span>
      ) : (
        <span className="font-medium text-emerald-800">{usage.success_rate}% success rate</span>
      )}
    </p>
  );
}

/** A patient in the admin's library, with its figures and the instructor's actions. */
export function LibraryCard({ patient, onAction, archiving = false }: LibraryCardProps) {
  const headingId = useId();
  const name = patient.name;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm',
        patient.archived ? 'border-dashed border-slate-300 bg-slate-50' : 'border-slate-200',
      )}
    >
      <PatientHeading patient={patient} headingId={headingId} />
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="sr-only">Condition</dt>
          <dd className="font-medium text-teal-800">{patient.condition}</dd>
        </div>
        <div>
          <dt className="sr-only">Background</dt>
          <dd className="line-clamp-3 text-slate-700">{patient.background}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-800">Personality: </dt>
          <dd className="inline text-slate-700">{patient.personality}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-800">Emotional state: </dt>
          <dd className="inline text-slate-700">{patient.emotional_state}</dd>
        </div>
      </dl>
      <SymptomList symptoms={patient.symptoms} patientName={name} onMore={() => onAction('view', patient)} />
      <div className="mt-auto space-y-3 border-t border-slate-100 pt-3">
        <UsageLine usage={patient.usage} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            aria-label={`Preview Patient: ${name}`}
            onClick={() => onAction('preview', patient)}
          >
            {patientIcons.chat}
            Preview Patient
          </Button>
          <div className="flex items-center gap-0.5">
            <IconButton
              label={`View ${name}`}
              icon={patientIcons.view}
              onClick={() => onAction('view', patient)}
            />
            <IconButton
              label={`Edit ${name}`}
              icon={patientIcons.edit}
              onClick={() => onAction('edit', patient)}
            />
            <IconButton
              label={`${patient.archived ? 'Restore' : 'Archive'} ${name}`}
              icon={patient.archived ? patientIcons.restore : patientIcons.archive}
              disabled={archiving}
              aria-busy={archiving || undefined}
              onClick={() => onAction('archive', patient)}
            />
            <IconButton
              label={`Delete ${name}`}
              icon={patientIcons.trash}
              tone="danger"
              onClick={() => onAction('delete', patient)}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
