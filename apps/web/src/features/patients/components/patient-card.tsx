import type { Patient } from '@practicum/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { patientIcons } from './icons';
import { PatientHeading } from './patient-heading';
import { SymptomList } from './symptom-list';

interface PatientCardProps {
  patient: Patient;
  onStartSession: (patient: Patient) => void;
  /** Opens the patient's details: presenting problem, what the session practises, every symptom. */
  onDetails: (patient: Patient) => void;
  starting?: boolean;
}

/**
 * A patient as students see it on the dashboard: who they are and a way to start practising. Start
 * Session comes first in the Tab order (it is what most people came for), then Details.
 */
export function PatientCard({ patient, onStartSession, onDetails, starting = false }: PatientCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <PatientHeading patient={patient} headingId={headingId} level={3} />
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="sr-only">Condition</dt>
          <dd className="font-medium text-teal-800">{patient.condition}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Emotional state: </dt>
          <dd className="inline text-slate-800">{patient.emotional_state}</dd>
        </div>
      </dl>
      <SymptomList
        symptoms={patient.symptoms}
        moreSuffix="more"
        patientName={patient.name}
        onMore={() => onDetails(patient)}
      />
      <div className="mt-auto flex gap-2 pt-1">
        <Button
          className="flex-1"
          loading={starting}
          aria-label={`Start Session with ${patient.name}`}
          onClick={() => onStartSession(patient)}
        >
          {!starting && patientIcons.play}
          Start Session
        </Button>
        <Button
          variant="secondary"
          aria-label={`Details of ${patient.name}`}
          aria-haspopup="dialog"
          onClick={() => onDetails(patient)}
        >
          {patientIcons.view}
          Details
        </Button>
      </div>
    </article>
  );
}
