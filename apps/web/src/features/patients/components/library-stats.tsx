import { StatTile } from '../../../components/ui/stat-tile';
import { usePatientSummary } from '../../../api/patients';
import { patientIcons } from './icons';

/** Real library figures from the server: nothing here is a sample number. */
export function LibraryStats() {
  const summary = usePatientSummary();
  const value = (n: number | undefined) => (summary.isPending ? '…' : (n ?? null));
  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-3" aria-busy={summary.isPending || undefined}>
        <StatTile
          label="Total Patients"
          value={value(summary.data?.total_patients)}
          icon={patientIcons.people}
        />
        <StatTile label="Conditions" value={value(summary.data?.conditions)} icon={patientIcons.clipboard} />
        <StatTile
          label="Active Sessions"
          value={value(summary.data?.active_sessions)}
          icon={patientIcons.pulse}
        />
      </div>
      {summary.isError && (
        <p className="text-sm text-red-700">
          The library figures could not be loaded; the list below is unaffected.
        </p>
      )}
    </div>
  );
}
