import type { Patient, PatientDetail } from '@practicum/contract';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { usePatient } from '../../../api/patients';
import { PersonaEditorForm } from './persona-editor-form';
import { emptyFormValues, toFormValues } from './persona-form';

interface PersonaEditorModalProps {
  /** The patient to edit; absent to add a new one. */
  patient?: Patient;
  onClose: () => void;
  onSaved: (detail: PatientDetail) => void;
}

/** Add Patient / Edit: asks before throwing away unsaved changes (Escape and the backdrop close it too). */
export function PersonaEditorModal({ patient, onClose, onSaved }: PersonaEditorModalProps) {
  const [dirty, setDirty] = useState(false);
  const requestClose = () => {
    if (dirty && !window.confirm('Discard your unsaved changes to this patient?')) return;
    onClose();
  };
  return (
    <Modal
      title={patient ? `Edit ${patient.name}` : 'Add Patient'}
      description="Checked against the persona schema before saving. Required fields are marked *."
      onClose={requestClose}
      className="max-w-3xl!"
    >
      {patient ? (
        <EditBody
          patient={patient}
          onCancel={requestClose}
          onChanged={() => setDirty(true)}
          onSaved={onSaved}
        />
      ) : (
        <PersonaEditorForm
          initial={emptyFormValues()}
          onCancel={requestClose}
          onChanged={() => setDirty(true)}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

interface EditBodyProps {
  patient: Patient;
  onCancel: () => void;
  onChanged: () => void;
  onSaved: (detail: PatientDetail) => void;
}

function EditBody({ patient, onCancel, onChanged, onSaved }: EditBodyProps) {
  const detail = usePatient(patient.id);
  if (detail.isPending) {
    return (
      <div className="flex justify-center py-10 text-teal-700">
        <Spinner className="size-7" label="Loading persona" />
      </div>
    );
  }
  if (detail.isError || !detail.data.persona) {
    return <Banner tone="error">{errorText(detail.error, 'Failed to get the patient’s persona')}</Banner>;
  }
  return (
    <PersonaEditorForm
      initial={toFormValues(detail.data.persona)}
      target={{ patientId: patient.id, personaId: detail.data.persona.id }}
      onCancel={onCancel}
      onChanged={onChanged}
      onSaved={onSaved}
    />
  );
}
