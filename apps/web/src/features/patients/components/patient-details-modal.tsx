import type { Patient } from '@practicum/contract';
import type { ReactNode } from 'react';
import { usePatient } from '../../../api/patients';
import { Avatar } from '../../../components/ui/avatar';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { practiceFocus } from '../lib/practice-focus';
import { STATION_LABELS } from './case-form';
import { DifficultyBadge } from './difficulty-badge';
import { patientIcons } from './icons';
import { categoryLabel, humanize, riskLabel } from './persona-options';
import { VoicePreviewButton } from './voice-preview-button';

interface PatientDetailsModalProps {
  patient: Patient;
  onClose: () => void;
  onStartSession: (patient: Patient) => void;
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * What a student reads before choosing a patient: the presenting problem (fetched, since the list
 * leaves it out), what a session with them practises, the difficulty and everything the card cuts
 * short. Never the case formulation behind it.
 */
export function PatientDetailsModal({ patient, onClose, onStartSession }: PatientDetailsModalProps) {
  const detail = usePatient(patient.id);
  return (
    <Modal
      title={patient.name}
      description={`Age ${patient.age} · ${patient.condition}`}
      onClose={onClose}
      className="max-w-2xl!"
    >
      <div className="space-y-5">
        <div className="flex items-center gap-3">
          <Avatar name={patient.name} />
          <DifficultyBadge difficulty={patient.difficulty} />
          <span className="text-sm text-slate-600">{categoryLabel(patient.condition_category)}</span>
        </div>
        <section aria-labelledby={`${patient.id}-problem`} className="space-y-1.5">
          <h3 id={`${patient.id}-problem`} className="text-sm font-semibold text-slate-900">
            Presenting problem
          </h3>
          {detail.isPending && (
            <div className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="size-4" /> Loading the presenting problem...
            </div>
          )}
          {detail.isError && (
            <Banner tone="error">{errorText(detail.error, 'Failed to get the patient')}</Banner>
          )}
          {detail.data && <p className="text-sm text-slate-800">{detail.data.presenting_problem}</p>}
        </section>
        {detail.data?.station && (
          <section aria-labelledby={`${patient.id}-station`} className="space-y-1.5">
            <h3 id={`${patient.id}-station`} className="text-sm font-semibold text-slate-900">
              Your station: {STATION_LABELS[detail.data.station.station]}
            </h3>
            <p className="text-sm text-slate-600">{detail.data.station.setting}</p>
            <p className="text-sm text-slate-800">{detail.data.station.task}</p>
          </section>
        )}
        <section aria-labelledby={`${patient.id}-practise`} className="space-y-1.5">
          <h3 id={`${patient.id}-practise`} className="text-sm font-semibold text-slate-900">
            What this session practises
          </h3>
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {practiceFocus(patient).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <dl className="space-y-2.5 border-t border-slate-200 pt-4">
          <Item term="Emotional state">{patient.emotional_state}</Item>
          <Item term="Personality">{patient.personality}</Item>
          <Item term="Background">{patient.background}</Item>
          <Item term="Symptoms">
            <ul className="list-disc space-y-0.5 pl-5">
              {patient.symptoms.map((symptom) => (
                <li key={symptom}>{symptom}</li>
              ))}
            </ul>
          </Item>
          <Item term="Conversational style">{humanize(patient.style)}</Item>
          <Item term="Risk">{riskLabel(patient.risk_level)}</Item>
        </dl>
      </div>
      <div className="sticky bottom-0 -mx-6 -mb-6 mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white px-6 py-4">
        <div className="mr-auto">
          <VoicePreviewButton patientId={patient.id} patientName={patient.name} />
        </div>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => onStartSession(patient)}>
          {patientIcons.play}
          Start Session with {patient.name}
        </Button>
      </div>
    </Modal>
  );
}
