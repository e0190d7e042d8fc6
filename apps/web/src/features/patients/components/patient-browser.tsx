import type { Patient } from '@practicum/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { usePatients } from '../../../api/patients';
import { useInitializePatients } from '../../../api/patients';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { activeChoices, NO_FILTERS, usePatientFilters } from '../hooks/use-patient-filters';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { PatientCard } from './patient-card';
import { PatientDetailsModal } from './patient-details-modal';
import { PatientFilters } from './patient-filters';
import { ResultsFooter } from './results-footer';

export interface PatientBrowserProps {
  onStartSession: (patient: Patient) => void;
  /** The patient whose session is being created, to show progress on its button. */
  startingPatientId?: string | null;
}

/**
 * The student dashboard's patient section: search, filters, cards and each patient's details. When
 * the library is empty (total_count 0 without filters) it initializes the catalogue once and
 * reloads on its own.
 */
export function PatientBrowser({ onStartSession, startingPatientId = null }: PatientBrowserProps) {
  const headingId = useId();
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
  });
  const { mutate: initialize, ...init } = useInitializePatients();
  const unfiltered = !search && activeChoices(filters) === 0;
  const [details, setDetails] = useState<Patient | null>(null);
  const emptyLibrary = unfiltered && !list.isPlaceholderData && list.data?.pages[0]?.total_count === 0;
  const autoInitialized = useRef(false);
  // Tells the filter bar to empty its search box when Clear filters is used.
  const [clearCount, setClearCount] = useState(0);

  useEffect(() => {
    if (!emptyLibrary || autoInitialized.current) return;
    autoInitialized.current = true;
    initialize();
  }, [emptyLibrary, initialize]);

  const patients = list.data?.pages.flatMap((page) => page.patients) ?? [];
  const total = list.data?.pages[0]?.total_count ?? 0;
  const clear = () => {
    setFilters(NO_FILTERS);
    setClearCount((n) => n + 1);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
          Patients
        </h2>
        <p className="text-sm text-slate-600">Choose a simulated patient to practise with.</p>
      </div>
      <PatientFilters clearCount={clearCount} filters={filters} onChange={setFilters} />
      {init.isError && <Banner tone="error">{errorText(init.error, 'Failed to initialize patients')}</Banner>}
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending || init.isPending ? (
        <div className="flex justify-center py-12 text-teal-700">
          <Spinner className="size-8" label={init.isPending ? 'Setting up patients' : 'Loading patients'} />
        </div>
      ) : patients.length === 0 ? (
        <EmptyState
          title="No patients found"
          level={3}
          actions={
            unfiltered ? (
              <Button onClick={() => initialize()}>Initialize Patients</Button>
            ) : (
              <Button variant="secondary" onClick={clear}>
                Clear filters
              </Button>
            )
          }
        >
          {unfiltered
            ? init.isSuccess && init.data.added === 0
              ? 'No patients are available yet. Ask your instructor to add some.'
              : 'Load the practice patients to get started.'
            : 'No patient matches your search and filters. Try other words or clear the filters.'}
        </EmptyState>
      ) : (
        <>
          <ul
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-busy={list.isPlaceholderData || undefined}
          >
            {patients.map((patient) => (
              <li key={patient.id}>
                <PatientCard
                  patient={patient}
                  onStartSession={onStartSession}
                  onDetails={setDetails}
                  starting={startingPatientId === patient.id}
                />
              </li>
            ))}
          </ul>
          <ResultsFooter
            shown={patients.length}
            total={total}
            hasMore={list.hasNextPage}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
      {details && (
        <PatientDetailsModal
          patient={details}
          onClose={() => setDetails(null)}
          // Closes first, so the card's progress and any error (such as no sessions left) show.
          onStartSession={(patient) => {
            setDetails(null);
            onStartSession(patient);
          }}
        />
      )}
    </section>
  );
}
