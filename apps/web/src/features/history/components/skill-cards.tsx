import { SKILL_KEYS, type Insights, type SkillAssessment } from '@practicum/contract';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { evidenceLabel } from '../../../lib/evidence-label';
import { formatScore, scoreTone } from '../../../lib/score';
import { SKILL_NAMES } from '../../../lib/skills';
import { DetailSection, TextList } from './detail-section';
import { scoreToneClasses } from './score-badge';
import { transcriptLineId } from './transcript-preview';

function SkillCard({ label, skill }: { label: string; skill: SkillAssessment | null | undefined }) {
  const headingId = useId();
  const score = typeof skill?.score === 'number' ? skill.score : null;
  const applicable = skill?.applicable !== false;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          {label}
        </h4>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset tabular-nums',
            scoreToneClasses[scoreTone(score)],
          )}
        >
          {formatScore(score) ?? (applicable ? 'Not scored' : 'Not applicable')}
        </span>
      </div>
      {skill ? (
        <>
          <p className="text-sm text-slate-800">
            {skill.feedback?.trim() ||
              (applicable ? 'No feedback for this skill.' : 'Nothing in this session called for this skill.')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <p className="mb-1 text-xs font-semibold tracking-wide text-emerald-800 uppercase">Strengths</p>
              <TextList items={skill.strengths} empty="None noted." label="Strengths" />
            </div>
            <div>
              <p className="mb-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
                Areas for improvement
              </p>
              <TextList
                items={skill.areas_for_improvement}
                empty="None noted."
                label="Areas for improvement"
              />
            </div>
          </div>
          <Evidence items={skill.evidence ?? []} />
        </>
      ) : (
        <p className="text-sm text-slate-600 italic">Not assessed in this session.</p>
      )}
    </article>
  );
}

/** The six counselling skills, each with score, feedback, strengths and areas for improvement. */
/** Where the score came from: the student's own lines, each linked to its place in the transcript. */
function Evidence({ items }: { items: NonNullable<SkillAssessment['evidence']> }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">Evidence</p>
      <ul className="space-y-1 text-sm text-slate-800">
        {items.map((e) => (
          <li key={`${e.seq}-${e.code ?? ''}`}>
            <a className="font-semibold text-teal-800 underline" href={`#${transcriptLineId(e.seq)}`}>
              #{e.seq}
            </a>{' '}
            “{e.quote}”{e.code ? <span className="text-slate-600"> · {evidenceLabel(e.code)}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SkillCards({ insights }: { insights: Insights }) {
  return (
    <DetailSection title="Skills">
      <div className="grid gap-3 lg:grid-cols-2">
        {SKILL_KEYS.map((key) => (
          <SkillCard key={key} label={SKILL_NAMES[key]} skill={insights[key]} />
        ))}
      </div>
    </DetailSection>
  );
}
