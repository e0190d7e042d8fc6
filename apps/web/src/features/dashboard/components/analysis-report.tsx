import { Badge } from '../../../components/ui/badge';
import type { AnalysisReport as Report } from '../lib/report';
import { ScoreText } from '../../../components/score-text';
import { analysisLineId } from './transcript-list';
import { StationChecklist } from '../../../components/station-checklist';

/** Overall score and grade, summary, the six skills with feedback, risk flags and supervisor review. */
export function AnalysisReport({ report }: { report: Report }) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-4 rounded-lg bg-slate-50 px-4 py-3">
        <p className="text-sm text-slate-700">
          Overall score: <ScoreText score={report.overallScore} className="text-xl" />
        </p>
        {report.grade && (
          <p className="text-sm text-slate-700">
            Grade: <span className="font-semibold text-slate-900">{report.grade}</span>
          </p>
        )}
        {report.supervisorReview ? (
          <Badge tone="red">Supervisor review required</Badge>
        ) : (
          <Badge tone="green">No supervisor review needed</Badge>
        )}
      </div>
      {report.summary && <p className="text-sm text-slate-800">{report.summary}</p>}
      {report.checklist && (
        <StationChecklist
          checklist={report.checklist}
          headingLevel={4}
          lineHref={(seq) => `#${analysisLineId(seq)}`}
        />
      )}
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Skills</h4>
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {report.skills.map((skill) => (
            <li key={skill.key} className="rounded-lg border border-slate-200 px-4 py-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-slate-900">{skill.label}</span>
                <ScoreText score={skill.score} className="text-sm" />
              </div>
              {skill.feedback && <p className="mt-1 text-sm text-slate-700">{skill.feedback}</p>}
              {skill.evidence.length > 0 && (
                <ul
                  className="mt-2 space-y-1 text-xs text-slate-700"
                  aria-label={`Evidence for ${skill.label}`}
                >
                  {skill.evidence.map((e) => (
                    <li key={e.seq}>
                      <a className="font-semibold text-teal-800 underline" href={`#${analysisLineId(e.seq)}`}>
                        #{e.seq}
                      </a>{' '}
                      “{e.quote}”
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Risk flags</h4>
        {report.riskFlags.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">None</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-rose-800">
            {report.riskFlags.map((flag, i) => (
              <li key={i}>{flag}</li>
            ))}
          </ul>
        )}
        {report.supervisorReasons.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {report.supervisorReasons.map((reason, i) => (
              <li key={i}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
