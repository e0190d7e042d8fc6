import type { Session } from '@practicum/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorText } from '../../lib/api-error';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useLogout } from '../../api/auth';
import { useDownloadRecording } from '../../features/history/hooks/use-download-recording';
import { useSessions } from '../../api/sessions';
import { EmptySessions } from '../../features/history/components/empty-sessions';
import { HistoryFilters } from '../../features/history/components/history-filters';
import { HistoryHeader } from '../../features/history/components/history-header';
import { HistoryPagination } from '../../features/history/components/history-pagination';
import { SessionDetailsModal } from '../../features/history/components/session-details-modal';
import { SessionList } from '../../features/history/components/session-list';
import { useHistoryFilters } from '../../features/history/hooks/use-history-filters';
import { useRecordingPlayer } from '../../features/history/hooks/use-recording-player';
import { listQueryFor } from '../../features/history/lib/history-query';
import { clampPage } from '../../features/history/lib/pagination';

/** Session History (/student/history): past sessions with scores, recordings, transcripts and feedback. */
export default function HistoryPage() {
  usePageTitle('Session History');
  const navigate = useNavigate();
  const logout = useLogout();
  const { filters, setFilters } = useHistoryFilters();
  // The server searches every session; the request waits until typing pauses.
  const search = useDebouncedValue(filters.search);
  const list = useSessions(listQueryFor({ ...filters, search }));
  const download = useDownloadRecording();
  const { player, play, stop } = useRecordingPlayer();
  const [selected, setSelected] = useState<Session | null>(null);
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);
  // Read from the URL once; afterwards the box leads and the URL follows (see HistoryFilters).
  const [searchText, setSearchText] = useState(filters.search);

  const total = list.data?.total_count ?? 0;
  // A page past the end (an old link, or rows deleted meanwhile) moves to the last page.
  useEffect(() => {
    if (!list.data || list.isPlaceholderData) return;
    const page = clampPage(filters.page, list.data.total_count);
    if (page !== filters.page) setFilters({ page }, { replace: true });
  }, [list.data, list.isPlaceholderData, filters.page, setFilters]);

  const sessions = list.data?.sessions ?? [];
  const filtered = filters.search.trim() !== '' || filters.score !== 'all';
  const loading = list.isPending || (list.isFetching && list.isPlaceholderData);
  const showError = list.isError && list.errorUpdatedAt !== dismissedErrorAt;

  const retry = () => {
    setDismissedErrorAt(list.errorUpdatedAt);
    void list.refetch();
  };
  const searchFor = (text: string) => {
    setSearchText(text);
    setFilters({ search: text });
  };
  const clearFilters = () => {
    setSearchText('');
    setFilters({ search: '', score: 'all' });
  };

  return (
    <div className="space-y-6">
      <HistoryHeader
        onBack={() => navigate('/dashboard')}
        loggingOut={logout.isPending}
        onLogout={() => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}
      />

      <HistoryFilters search={searchText} onSearch={searchFor} filters={filters} onChange={setFilters} />

      {loading && (
        <Banner tone="info">
          <span className="flex items-center gap-2">
            <Spinner className="size-4" />
            Loading sessions...
          </span>
        </Banner>
      )}
      {showError && (
        <Banner tone="error" onDismiss={() => setDismissedErrorAt(list.errorUpdatedAt)}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              <strong className="font-semibold">Error loading sessions:</strong>{' '}
              {errorText(list.error, 'Failed to load sessions')}
            </p>
            <Button variant="secondary" onClick={retry} loading={list.isFetching}>
              Dismiss and retry
            </Button>
          </div>
        </Banner>
      )}

      {list.isError && !list.data ? (
        !showError && (
          <div className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
            <p className="text-sm text-slate-700">Your sessions could not be loaded.</p>
            <Button variant="secondary" className="mt-4" onClick={retry} loading={list.isFetching}>
              Retry
            </Button>
          </div>
        )
      ) : list.data && sessions.length === 0 ? (
        <EmptySessions
          filtered={filtered}
          cancelledHidden={!filters.showCancelled}
          actions={
            <>
              {!filters.showCancelled && (
                <Button variant="secondary" onClick={() => setFilters({ showCancelled: true })}>
                  Show cancelled
                </Button>
              )}
              {filtered && (
                <Button variant="secondary" onClick={clearFilters}>
                  Clear filters
                </Button>
              )}
              <Button onClick={() => navigate('/student/dashboard')}>
                {filtered ? 'Start a Session' : 'Start First Session'}
              </Button>
            </>
          }
        />
      ) : (
        <>
          <h2 className="sr-only">Sessions</h2>
          <SessionList
            sessions={sessions}
            player={player}
            downloadingId={download.isPending ? (download.variables ?? null) : null}
            downloadError={download.isError ? { id: download.variables, error: download.error } : null}
            onDismissDownloadError={() => download.reset()}
            onReplay={(s) => void play(s.id)}
            onStopReplay={stop}
            onDownload={(s) => download.mutate(s.id)}
            onDetails={setSelected}
          />
        </>
      )}

      <HistoryPagination
        page={clampPage(filters.page, total)}
        total={total}
        onPage={(page) => {
          setFilters({ page });
          window.scrollTo({ top: 0 });
        }}
      />

      {selected && <SessionDetailsModal session={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
