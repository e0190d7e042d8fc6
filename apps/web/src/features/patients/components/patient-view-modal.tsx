import type { Patient } from '@practicum/contract';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { usePatient } from '../../../api/patients';
import { PersonaDetails } from './persona-details';
import { VoicePreviewButton } from './voice-preview-button';

interface PatientViewModalProps {
  patient: Patient;
  onClose: () => void;
  onEdit: (patient: Patient) => void;
}

/** View: the full persona behind a card, read-only. */
export function PatientViewModal({ patient, onClose, onEdit }: PatientViewModalProps) {
  const detail = usePatient(patient.id);
  const persona = detail.data?.persona;
  return (
    <Modal
      title={patient.name}
      description={`Age ${patient.age} · ${patient.condition}`}
      onClose={onClose}
      className="max-w-3xl!"
    >
      {detail.isPending && (
        <div className="flex justify-center py-10 text-teal-700">
          <Spinner className="size-7" label="Loading persona" />
        </div>
      )}
      {detail.isError && <Banner tone="error">{errorText(detail.error, 'Failed to get the patient')}</Banner>}
      {persona && <PersonaDetails persona={persona} />}
      <div className="sticky bottom-0 -mx-6 -mb-6 mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white px-6 py-4">
        <div className="mr-auto">
          <VoicePreviewButton patientId={patient.id} patientName={patient.name} />
        </div>
        <Button variant="secondary" onClick={() => onEdit(patient)}>
          Edit
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
