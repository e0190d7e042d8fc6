import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatClock } from '../lib/clock';
import { liveScoreBand, type ScoreBand, type SessionSummary } from '../lib/summary';

const bandTones: Record<ScoreBand, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  yellow: 'bg-yellow-50 text-yellow-900 ring-yellow-600/30',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
};
const barTones: Record<ScoreBand, string> = {
  green: 'bg-emerald-600',
  blue: 'bg-blue-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
};

function Tile({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-xl px-4 py-3 ring-1 ring-inset', className ?? 'bg-slate-50 ring-slate-200')}>
      <dt className="text-xs font-medium tracking-wide uppercase opacity-80">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** Duration, messages, and the overall score with its grade in the live-session colours. */
export function SummaryTiles({ summary }: { summary: SessionSummary }) {
  const band = liveScoreBand(summary.score);
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Tile label="Duration">{formatClock(summary.durationSeconds)}</Tile>
      <Tile label="Messages">{summary.messageCount}</Tile>
      <Tile label="Overall Score" className={bandTones[band]}>
        <span data-testid="overall-score">{summary.score}%</span>
        <span className="ml-2 text-base font-semibold">
          <span className="sr-only">grade </span>
          {summary.grade}
        </span>
      </Tile>
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

function Bar({ label, value, tone }: { label: string; value: number; tone: string }) {
  const pct = Math.max(0, Math.min(100, value));
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="font-semibold text-slate-900 tabular-nums">{percent.format(pct)}%</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className={cn('h-full rounded-full', tone)} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

export function TalkTime({ summary }: { summary: SessionSummary }) {
  if (summary.studentTalk === null && summary.patientTalk === null) return null;
  return (
    <Section title="Talk Time">
      <div className="grid gap-3 sm:grid-cols-2">
        {summary.studentTalk !== null && <Bar label="You" value={summary.studentTalk} tone="bg-teal-600" />}
        {summary.patientTalk !== null && (
          <Bar label="Patient" value={summary.patientTalk} tone="bg-indigo-600" />
        )}
      </div>
    </Section>
  );
}

export function Skills({ summary }: { summary: SessionSummary }) {
  if (summary.skills.length === 0) return null;
  return (
    <Section title="Skills">
      <ul className="grid gap-3 sm:grid-cols-2">
        {summary.skills.map((skill) => (
          <li key={skill.key} className="space-y-1 rounded-xl border border-slate-200 p-3">
            {skill.score === null ? (
              <p className="flex justify-between text-sm">
                <span className="text-slate-700">{skill.label}</span>
                <span className="text-slate-600">Not assessed</span>
              </p>
            ) : (
              <Bar label={skill.label} value={skill.score} tone={barTones[liveScoreBand(skill.score)]} />
            )}
            {skill.feedback && <p className="text-xs text-slate-600">{skill.feedback}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

interface TextListProps {
  title: string;
  items: string[];
  tone: 'good' | 'attention';
  /** Shown when there are no items; without it an empty list is left out. */
  empty?: string;
}

export function TextList({ title, items, tone, empty }: TextListProps) {
  if (items.length === 0 && !empty) return null;
  return (
    <Section title={title}>
      {items.length === 0 && <p className="text-sm text-slate-600">{empty}</p>}
      <ul className="space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-slate-800">
            <span
              aria-hidden="true"
              className={cn(
                'mt-1.5 size-2 shrink-0 rounded-full',
                tone === 'good' ? 'bg-teal-600' : 'bg-amber-500',
              )}
            />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}
