import type { Analytics } from '@practicum/contract';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAnalytics } from '../../../api/analytics';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { formatDate } from '../lib/format';
import { defaultCustomRange, readSelection, toQuery, type AnalyticsSelection } from '../lib/params';
import { saveCsv } from '../lib/save-csv';
import { DEFAULT_SORT, nextSort, sortStudents, studentsCsv, type SortState } from '../lib/students';
import { PeriodControls } from './period-controls';
import { PersonaUsage } from './persona-usage';
import { StudentsProgressTable } from './students-progress-table';
import { SummaryCards } from './summary-cards';

// recharts is the heaviest thing on the page; it loads after the figures, in its own chunk.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-teal-700">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** Advanced Analytics: period and metric (in the address), figures, charts, students, personas. */
export function AnalyticsView() {
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const { query, error: rangeError } = toQuery(selection);
  const analytics = useAnalytics(query);

  const onChange = useCallback(
    (changes: Partial<AnalyticsSelection>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          // A first switch to a custom period starts from the last 30 days rather than empty dates.
          const opening = changes.period === 'custom' && !prev.get('from') && !prev.get('to');
          const all = { ...(opening ? defaultCustomRange() : {}), ...changes };
          for (const [key, value] of Object.entries(all)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Advanced Analytics
        </h1>
        <p className="mt-1 text-slate-600">How students practise and progress, period against period.</p>
      </div>
      <PeriodControls selection={selection} rangeError={rangeError} onChange={onChange} />
      {rangeError ? null : analytics.isError && !analytics.data ? (
        <Banner tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              <strong className="font-semibold">Failed to load analytics.</strong>{' '}
              {errorText(analytics.error, 'Please try again.')}
            </p>
            <Button variant="secondary" onClick={() => void analytics.refetch()}>
              Try again
            </Button>
          </div>
        </Banner>
      ) : !analytics.data ? (
        <Loading label="Loading analytics" />
      ) : (
        <Report data={analytics.data} busy={analytics.isPlaceholderData} />
      )}
    </div>
  );
}

function Report({ data, busy }: { data: Analytics; busy: boolean }) {
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const rows = useMemo(() => sortStudents(data.students, sort), [data.students, sort]);
  const { from, to } = data.period;
  const range = `${formatDate(from)} – ${formatDate(to)}`;

  if (data.summary.sessions === 0) return <EmptyPeriod range={range} />;
  return (
    <div className="space-y-6" aria-busy={busy || undefined}>
      <p className="text-sm text-slate-600" aria-live="polite">
        {range}, compared with {formatDate(data.period.previous_from)} – {formatDate(data.period.previous_to)}
      </p>
      <SummaryCards summary={data.summary} flaggedOpen={data.flagged.open} />
      <Suspense fallback={<Loading label="Loading charts" />}>
        <AnalyticsCharts data={data} />
      </Suspense>
      <section aria-labelledby="student-progress-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="student-progress-heading" className="text-lg font-semibold text-slate-900">
            Student progress
          </h2>
          <Button
            variant="secondary"
            disabled={rows.length === 0}
            onClick={() => saveCsv(studentsCsv(rows), `student-progress-${from}-to-${to}.csv`)}
          >
            Export Data
          </Button>
        </div>
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">No student had a session in this period.</p>
        ) : (
          <StudentsProgressTable rows={rows} sort={sort} onSort={(key) => setSort((s) => nextSort(s, key))} />
        )}
      </section>
      <PersonaUsage personas={data.personas} />
    </div>
  );
}

/** A new installation, or a quiet period: say what fills this page and where to start. */
function EmptyPeriod({ range }: { range: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-base font-semibold text-slate-900">No sessions in this period yet</h2>
      <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600">
        Nothing was practised between {range}. Figures, charts and student progress appear here once students
        complete practice sessions. Try a longer period, make sure students have accounts in{' '}
        <Link to="/admin/users" className="font-medium text-teal-700 underline-offset-4 hover:underline">
          User Management
        </Link>
        , and that personas are ready in the{' '}
        <Link to="/admin/patients" className="font-medium text-teal-700 underline-offset-4 hover:underline">
          Patient Library
        </Link>
        .
      </p>
    </div>
  );
}
