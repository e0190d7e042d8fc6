import type { Patient, PatientDetail } from '@practicum/contract';
import { DeletePatientDialog } from './delete-patient-dialog';
import { PatientViewModal } from './patient-view-modal';
import { PersonaEditorModal } from './persona-editor-modal';
import { PreviewModal } from './preview-modal';

export type LibraryDialog =
  { kind: 'add' } | { kind: 'view' | 'edit' | 'delete' | 'preview'; patient: Patient } | null;

interface LibraryDialogsProps {
  dialog: LibraryDialog;
  onChange: (dialog: LibraryDialog) => void;
  /** A confirmation for the page's status banner. */
  onNotice: (message: string) => void;
}

/** The Patient Library's one open dialog at a time: add, view, edit, delete or preview. */
export function LibraryDialogs({ dialog, onChange, onNotice }: LibraryDialogsProps) {
  if (!dialog) return null;
  const close = () => onChange(null);
  const saved = (created: boolean) => (detail: PatientDetail) => {
    close();
    onNotice(created ? `${detail.name} was added to the library.` : `Changes to ${detail.name} were saved.`);
  };
  switch (dialog.kind) {
    case 'add':
      return <PersonaEditorModal onClose={close} onSaved={saved(true)} />;
    case 'edit':
      return <PersonaEditorModal patient={dialog.patient} onClose={close} onSaved={saved(false)} />;
    case 'view':
      return (
        <PatientViewModal
          patient={dialog.patient}
          onClose={close}
          onEdit={(patient) => onChange({ kind: 'edit', patient })}
        />
      );
    case 'delete':
      return (
        <DeletePatientDialog
          patient={dialog.patient}
          onClose={close}
          onDone={(message) => {
            close();
            onNotice(message);
          }}
        />
      );
    case 'preview':
      return <PreviewModal patient={dialog.patient} onClose={close} />;
  }
}
