import type { Patient } from '@practicum/contract';
import { useEffect, useId, useState } from 'react';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { errorText } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useArchivePatient } from '../../api/patients';
import { usePatients } from '../../api/patients';
import { useInitializePatients } from '../../api/patients';
import { patientIcons } from '../../features/patients/components/icons';
import type { LibraryAction } from '../../features/patients/components/library-card';
import { LibraryDialogs, type LibraryDialog } from '../../features/patients/components/library-dialogs';
import { LibraryList } from '../../features/patients/components/library-list';
import { LibraryStats } from '../../features/patients/components/library-stats';
import { PatientFilters } from '../../features/patients/components/patient-filters';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  activeChoices,
  NO_FILTERS,
  usePatientFilters,
} from '../../features/patients/hooks/use-patient-filters';

/** Success banners clear after 3 seconds, as everywhere else in the app. */
const NOTICE_MS = 3000;

/** Patient Library (/admin/patients): the personas students practise with, and the instructor's tools. */
export default function PatientsPage() {
  usePageTitle('Patient Library');
  const archivedId = useId();
  const { filters, setFilters } = usePatientFilters();
  const search = useDebouncedValue(filters.search.trim());
  const list = usePatients({
    search: search || undefined,
    difficulty: filters.difficulty,
    category: filters.category,
    style: filters.style,
    risk: filters.risk,
    age_group: filters.ageGroup,
    discipline: filters.discipline,
    include_archived: filters.showArchived ? 'true' : undefined,
  });
  const archive = useArchivePatient();
  const initialize = useInitializePatients();
  const [dialog, setDialog] = useState<LibraryDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [clearCount, setClearCount] = useState(0);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  function act(action: LibraryAction, patient: Patient) {
    if (action !== 'archive') return setDialog({ kind: action, patient });
    const archived = !patient.archived;
    archive.mutate(
      { id: patient.id, archived },
      {
        onSuccess: () =>
          setNotice(
            archived
              ? `${patient.name} was archived. Students no longer see this patient.`
              : `${patient.name} was restored. Students can practise with this patient again.`,
          ),
      },
    );
  }

  const filtered = !!search || activeChoices(filters) > 0 || filters.showArchived;
  const clearFilters = () => {
    setFilters({ ...NO_FILTERS, showArchived: false });
    setClearCount((n) => n + 1);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            Patient Library
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            The simulated patients students practise with: review, edit, preview and retire them.
          </p>
        </div>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          {patientIcons.plus}
          Add Patient
        </Button>
      </div>

      {notice && (
        <Banner tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Banner>
      )}
      {archive.isError && (
        <Banner tone="error" onDismiss={() => archive.reset()}>
          {errorText(archive.error, 'Failed to update the patient')}
        </Banner>
      )}
      {initialize.isError && (
        <Banner tone="error" onDismiss={() => initialize.reset()}>
          {errorText(initialize.error, 'Failed to initialize patients')}
        </Banner>
      )}

      <LibraryStats />

      <PatientFilters clearCount={clearCount} filters={filters} onChange={setFilters}>
        <div className="flex items-center gap-2">
          <input
            id={archivedId}
            type="checkbox"
            checked={filters.showArchived}
            onChange={(event) => setFilters({ showArchived: event.target.checked })}
            className="focus-ring size-4 rounded border-slate-400 accent-teal-700"
          />
          <label htmlFor={archivedId} className="text-sm font-medium whitespace-nowrap text-slate-800">
            Show archived
          </label>
        </div>
      </PatientFilters>

      <LibraryList
        list={list}
        filtered={filtered}
        onAction={act}
        archivingId={archive.isPending ? (archive.variables?.id ?? null) : null}
        onAdd={() => setDialog({ kind: 'add' })}
        onInitialize={() =>
          initialize.mutate(undefined, {
            onSuccess: (data) => setNotice(data.added > 0 ? `${data.message}.` : data.message),
          })
        }
        initializing={initialize.isPending}
        onClearFilters={clearFilters}
      />

      <LibraryDialogs dialog={dialog} onChange={setDialog} onNotice={setNotice} />
    </div>
  );
}
