import type { Patient } from '@practicum/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { usePatients } from '../../../api/patients';
import { EmptyState } from './empty-state';
import { LibraryCard, type LibraryAction } from './library-card';
import { LoadError } from './load-error';
import { ResultsFooter } from './results-footer';

interface LibraryListProps {
  list: ReturnType<typeof usePatients>;
  filtered: boolean;
  onAction: (action: LibraryAction, patient: Patient) => void;
  /** The patient whose archive or restore request is in flight. */
  archivingId: string | null;
  onAdd: () => void;
  onInitialize: () => void;
  initializing: boolean;
  onClearFilters: () => void;
}

/** The library's cards, or its loading, error and empty states. */
export function LibraryList(props: LibraryListProps) {
  const { list, filtered, onAction, archivingId } = props;
  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.isPending) {
    return (
      <div className="flex justify-center py-16 text-teal-700">
        <Spinner className="size-8" label="Loading patients" />
      </div>
    );
  }
  const patients = list.data.pages.flatMap((page) => page.patients);
  const total = list.data.pages[0]?.total_count ?? 0;
  if (patients.length === 0) {
    return (
      <EmptyState
        title="No patients found"
        actions={
          filtered ? (
            <Button variant="secondary" onClick={props.onClearFilters}>
              Clear filters
            </Button>
          ) : (
            <>
              <Button variant="secondary" loading={props.initializing} onClick={props.onInitialize}>
                Initialize Patients
              </Button>
              <Button onClick={props.onAdd}>Add Patient</Button>
            </>
          )
        }
      >
        {filtered
          ? 'No patient matches your search, level or archive setting.'
          : 'Load the built-in catalogue of personas, or write your own.'}
      </EmptyState>
    );
  }
  return (
    <>
      <ul
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-label="Patients"
        aria-busy={list.isPlaceholderData || undefined}
      >
        {patients.map((patient) => (
          <li key={patient.id}>
            <LibraryCard patient={patient} onAction={onAction} archiving={archivingId === patient.id} />
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
  );
}
