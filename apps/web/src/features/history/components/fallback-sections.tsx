import { describeEntries, valueText } from '../lib/value-text';
import { DetailSection } from './detail-section';

interface FallbackSectionsProps {
  feedback: string | null;
  analysis: Record<string, unknown> | null;
  performanceMetrics: Record<string, unknown> | null;
}

function Entries({ value, empty }: { value: Record<string, unknown> | null; empty: string }) {
  const entries = describeEntries(value);
  if (entries.length === 0) return <p className="text-sm text-slate-600 italic">{empty}</p>;
  return (
    <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
      {entries.map((e) => (
        <div key={e.key} className="flex min-w-0 gap-1.5">
          <dt className="shrink-0 text-slate-600">{e.label}:</dt>
          <dd className="min-w-0 break-words text-slate-900">{e.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Without AI insights: the session's own feedback, analysis and performance metrics, whatever exists. */
export function FallbackSections({ feedback, analysis, performanceMetrics }: FallbackSectionsProps) {
  return (
    <>
      <p
        className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
        role="note"
      >
        AI insights have not been generated for this session yet. What was recorded is shown below.
      </p>
      <DetailSection title="Feedback">
        <p className={feedback?.trim() ? 'text-sm text-slate-800' : 'text-sm text-slate-600 italic'}>
          {feedback?.trim() ? valueText(feedback) : 'No feedback was recorded for this session.'}
        </p>
      </DetailSection>
      <DetailSection title="Analysis">
        <Entries value={analysis} empty="No analysis is available for this session." />
      </DetailSection>
      <DetailSection title="Performance Metrics">
        <Entries value={performanceMetrics} empty="No performance metrics were recorded for this session." />
      </DetailSection>
    </>
  );
}
