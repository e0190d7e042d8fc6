import type { Insights } from '@practicum/contract';
import { cn } from '../../../lib/cn';
import { DetailSection, TextList } from './detail-section';
import { historyIcons } from './icons';

const COMPLIANCE = [
  { key: 'hipaa_compliance', label: 'HIPAA compliance' },
  { key: 'ethical_boundaries', label: 'Ethical boundaries' },
  { key: 'professional_language', label: 'Professional language' },
] as const;

/** HIPAA, ethical boundaries and professional language: met, not met, or not assessed, and why. */
export function ComplianceSection({ insights }: { insights: Insights }) {
  return (
    <DetailSection title="Compliance">
      <ul className="grid gap-2 sm:grid-cols-3">
        {COMPLIANCE.map(({ key, label }) => {
          const value = insights[key];
          const state = value === true ? 'Met' : value === false ? 'Not met' : 'Not assessed';
          const reason = insights.compliance_reasons?.[key];
          return (
            <li
              key={key}
              className={cn(
                'rounded-lg border px-3 py-2 text-sm',
                value === true && 'border-emerald-200 bg-emerald-50 text-emerald-900',
                value === false && 'border-rose-200 bg-rose-50 text-rose-900',
                value !== true && value !== false && 'border-slate-200 bg-slate-50 text-slate-700',
              )}
            >
              <p className="flex items-center gap-2">
                {value === true ? historyIcons.check : value === false ? historyIcons.cross : null}
                <span className="font-medium">{label}</span>
                <span className="ml-auto text-xs font-semibold">{state}</span>
              </p>
              {reason && <p className="mt-1 text-xs opacity-90">{reason}</p>}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}

/** What to do next: immediate feedback, long-term development and resources. */
export function RecommendationsSection({ insights }: { insights: Insights }) {
  const box = 'rounded-xl border border-slate-200 bg-white p-4';
  const title = 'mb-2 text-sm font-semibold text-slate-900';
  return (
    <DetailSection title="Recommendations">
      <div className="grid gap-4 md:grid-cols-3">
        <div className={box}>
          <h4 className={title}>Immediate feedback</h4>
          <TextList items={insights.immediate_feedback} empty="None for this session." />
        </div>
        <div className={box}>
          <h4 className={title}>Long-term development</h4>
          <TextList items={insights.long_term_development} empty="None for this session." />
        </div>
        <div className={box}>
          <h4 className={title}>Recommended resources</h4>
          <TextList items={insights.recommended_resources} empty="None for this session." />
        </div>
      </div>
    </DetailSection>
  );
}

/** Risk flags raised in the conversation and whether (and why) a supervisor should review the session. */
export function RiskSection({ insights }: { insights: Insights }) {
  const flags = insights.risk_flags ?? [];
  const reasons = insights.supervisor_review_reasons ?? [];
  return (
    <DetailSection title="Risk Assessment">
      <div className="space-y-3">
        {insights.supervisor_review_required === true && (
          <div
            role="note"
            className="flex items-start gap-3 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900"
          >
            {historyIcons.alert}
            <div>
              <p>
                <strong className="font-semibold">Supervisor review required.</strong> Discuss this session
                with your supervisor before your next practice.
              </p>
              {reasons.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {reasons.map((reason, i) => (
                    <li key={`${i}-${reason}`}>{reason}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
        {flags.length > 0 ? (
          <ul className="space-y-2" aria-label="Risk flags">
            {flags.map((flag, i) => (
              <li
                key={`${i}-${flag}`}
                className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
              >
                {historyIcons.flag}
                {flag}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 italic">No risk flags were raised.</p>
        )}
      </div>
    </DetailSection>
  );
}
