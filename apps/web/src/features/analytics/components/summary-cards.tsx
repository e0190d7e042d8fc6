import type { Analytics } from '@practicum/contract';
import { percent } from '../../../lib/score';
import { cn } from '../../../lib/cn';
import { formatDuration } from '../lib/format';

type Summary = Analytics['summary'];
type ChangeKey = keyof Summary['change'];

interface Card {
  key: ChangeKey;
  label: string;
  value: (summary: Summary) => string;
  /** Flagged sessions rising is bad news, so their colours are the other way round. */
  upIsGood: boolean;
}

const CARDS: Card[] = [
  { key: 'sessions', label: 'Sessions', value: (s) => String(s.sessions), upIsGood: true },
  {
    key: 'active_students',
    label: 'Active students',
    value: (s) => String(s.active_students),
    upIsGood: true,
  },
  { key: 'average_score', label: 'Average score', value: (s) => percent(s.average_score), upIsGood: true },
  {
    key: 'average_duration_seconds',
    label: 'Average duration',
    value: (s) => formatDuration(s.average_duration_seconds),
    upIsGood: true,
  },
  {
    key: 'flagged_sessions',
    label: 'Flagged for review',
    value: (s) => String(s.flagged_sessions),
    upIsGood: false,
  },
];

/** "25%" of a fraction of change, to a whole percent (one decimal under 10 %, so small moves show). */
function changeText(change: number): string {
  const pct = Math.abs(change * 100);
  return `${pct < 10 ? Math.round(pct * 10) / 10 : Math.round(pct)}%`;
}

/** ▲ or ▼ with the percentage; the arrow is hidden from screen readers, which hear words instead. */
export function ChangeIndicator({ change, upIsGood }: { change: number | null; upIsGood: boolean }) {
  if (change === null) return <p className="mt-1 text-xs text-slate-600">No earlier data to compare</p>;
  if (change === 0) return <p className="mt-1 text-xs text-slate-600">No change on the previous period</p>;
  const up = change > 0;
  const good = up === upIsGood;
  const text = changeText(change);
  return (
    <p className={cn('mt-1 text-xs font-semibold', good ? 'text-emerald-700' : 'text-red-700')}>
      <span aria-hidden="true">
        {up ? '▲' : '▼'} {text}
      </span>
      <span className="sr-only">
        {up ? 'Up' : 'Down'} {text} on the previous period
      </span>
      <span className="font-normal text-slate-600" aria-hidden="true">
        {' '}
        vs previous period
      </span>
    </p>
  );
}

/** The period's headline figures, each with its change against the previous period. */
export function SummaryCards({ summary, flaggedOpen }: { summary: Summary; flaggedOpen: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-label="Summary">
      {CARDS.map((card) => (
        <li key={card.key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dl>
            <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
            <dd className="mt-0.5 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
              {card.value(summary)}
            </dd>
          </dl>
          <ChangeIndicator change={summary.change[card.key]} upIsGood={card.upIsGood} />
          {card.key === 'flagged_sessions' && summary.flagged_sessions > 0 && (
            <p className="mt-1 text-xs text-slate-600">{flaggedOpen} still open</p>
          )}
        </li>
      ))}
    </ul>
  );
}
