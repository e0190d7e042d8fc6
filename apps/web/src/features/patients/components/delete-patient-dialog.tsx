import type { Patient } from '@practicum/contract';
import { Banner } from '../../../components/ui/banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { useArchivePatient } from '../../../api/patients';
import { isPatientInUse, useDeletePatient } from '../../../api/patients';

interface DeletePatientDialogProps {
  patient: Patient;
  onClose: () => void;
  /** Called with what happened, for the page's confirmation banner. */
  onDone: (message: string) => void;
}

/**
 * Delete asks first. While sessions use the patient the server refuses (409); the dialog then shows
 * the server's reason and offers to archive instead, which hides the patient from students.
 */
export function DeletePatientDialog({ patient, onClose, onDone }: DeletePatientDialogProps) {
  const remove = useDeletePatient();
  const archive = useArchivePatient();
  const inUse = isPatientInUse(remove.error);

  if (inUse) {
    return (
      <ConfirmDialog
        title={`${patient.name} cannot be deleted`}
        confirmLabel={patient.archived ? 'Keep archived' : 'Archive instead'}
        loading={archive.isPending}
        focusConfirm
        onClose={onClose}
        onConfirm={() => {
          if (patient.archived) return onClose();
          archive.mutate(
            { id: patient.id, archived: true },
            { onSuccess: () => onDone(`${patient.name} was archived. Students no longer see this patient.`) },
          );
        }}
      >
        <Banner tone="info">{errorText(remove.error, 'This patient is used in sessions.')}</Banner>
        {archive.isError && (
          <Banner tone="error">{errorText(archive.error, 'Failed to archive the patient')}</Banner>
        )}
      </ConfirmDialog>
    );
  }

  return (
    <ConfirmDialog
      title={`Delete ${patient.name}?`}
      description="The persona is removed for good. This cannot be undone."
      confirmLabel="Delete"
      destructive
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate(patient.id, { onSuccess: (data) => onDone(data.message) })}
    >
      {remove.isError && (
        <Banner tone="error">{errorText(remove.error, 'Failed to delete the patient')}</Banner>
      )}
    </ConfirmDialog>
  );
}
