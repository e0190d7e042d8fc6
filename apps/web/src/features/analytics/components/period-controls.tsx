import { ANALYTICS_METRICS, ANALYTICS_PERIODS } from '@practicum/contract';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { DISCIPLINE_FILTER_OPTIONS } from '../../../lib/discipline';
import { METRIC_LABELS, PERIOD_LABELS } from '../lib/format';
import type { AnalyticsSelection } from '../lib/params';

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));
const METRIC_OPTIONS = ANALYTICS_METRICS.map((value) => ({ value, label: METRIC_LABELS[value] }));

interface PeriodControlsProps {
  selection: AnalyticsSelection;
  /** Why the custom range cannot be asked for, shown under the dates. */
  rangeError: string | null;
  onChange: (changes: Partial<AnalyticsSelection>) => void;
}

/** Period, custom from–to, discipline and the charted metric. */
export function PeriodControls({ selection, rangeError, onChange }: PeriodControlsProps) {
  const custom = selection.period === 'custom';
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-start">
      <SelectField
        label="Period"
        options={PERIOD_OPTIONS}
        value={selection.period}
        onChange={(e) => onChange({ period: e.target.value as AnalyticsSelection['period'] })}
        className="sm:w-48"
      />
      {custom && (
        <>
          <TextField
            label="From"
            type="date"
            value={selection.from}
            max={selection.to || undefined}
            onChange={(e) => onChange({ from: e.target.value })}
            error={rangeError && !selection.from ? rangeError : undefined}
            className="sm:w-44"
          />
          <TextField
            label="To"
            type="date"
            value={selection.to}
            min={selection.from || undefined}
            onChange={(e) => onChange({ to: e.target.value })}
            error={rangeError && selection.from ? rangeError : undefined}
            className="sm:w-44"
          />
        </>
      )}
      <SelectField
        label="Discipline"
        options={DISCIPLINE_FILTER_OPTIONS}
        value={selection.discipline}
        onChange={(e) => onChange({ discipline: e.target.value as AnalyticsSelection['discipline'] })}
        className="sm:w-48"
      />
      <SelectField
        label="Chart metric"
        options={METRIC_OPTIONS}
        value={selection.metric}
        onChange={(e) => onChange({ metric: e.target.value as AnalyticsSelection['metric'] })}
        className="sm:ml-auto sm:w-48"
      />
    </div>
  );
}
