import { useId, useState } from 'react';
import type {
  ChecklistAvoidResult,
  ChecklistItemResult,
  ChecklistResult,
  ChecklistStatus,
} from '@practicum/contract';
import { Badge, type BadgeTone } from './ui/badge';
import {
  CHECKLIST_STATUS_TEXT,
  checklistCounts,
  checklistTitle,
  occurredSentence,
  summariseChecklist,
} from '../lib/checklist';
import { cn } from '../lib/cn';

/**
 * A medical station's marks, as the student and the instructor read them: each checklist item met,
 * partly met or not met with the student's own lines as evidence (linked to the transcript), the
 * Calgary–Cambridge stage ratings and the global rating, and for bad news the SPIKES steps. The
 * history details (student) and the conversation analysis (instructor) both show it; the Session
 * Complete dialog shows its summary (`StationChecklistSummary`).
 */

const STATUS: Record<ChecklistStatus, { text: string; mark: string; tone: BadgeTone; ring: string }> = {
  met: { text: CHECKLIST_STATUS_TEXT.met, mark: '✓', tone: 'green', ring: 'border-emerald-200' },
  partly: { text: CHECKLIST_STATUS_TEXT.partly, mark: '◐', tone: 'amber', ring: 'border-amber-200' },
  not_met: { text: CHECKLIST_STATUS_TEXT.not_met, mark: '✗', tone: 'red', ring: 'border-rose-200' },
};
/** An item to avoid that happened; one that did not is no achievement, so it is not listed. */
const OCCURRED = { text: 'To avoid: occurred', mark: '!', tone: 'red' as BadgeTone, ring: 'border-rose-300' };

const ratingTone = (rating: number | null | undefined): BadgeTone =>
  rating == null ? 'slate' : rating >= 4 ? 'green' : rating === 3 ? 'indigo' : rating === 2 ? 'amber' : 'red';

interface Props {
  checklist: ChecklistResult;
  /** Where a transcript line is on the page, to link each quoted line to it. */
  lineHref?: (seq: number) => string;
  /** Heading level of the section title (the sections around it decide). */
  headingLevel?: 3 | 4;
}

/** Items in their domains, in the order the station lists them. */
function byDomain(items: readonly ChecklistItemResult[]): [string, ChecklistItemResult[]][] {
  const groups = new Map<string, ChecklistItemResult[]>();
  for (const item of items) {
    const key = item.domain_label ?? item.domain;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()];
}

type Row = ChecklistItemResult | (ChecklistAvoidResult & { status?: undefined });

function ItemRow({ item, lineHref }: { item: Row; lineHref?: (seq: number) => string }) {
  const s = item.status ? STATUS[item.status] : OCCURRED;
  const evidence = item.evidence ?? [];
  return (
    <li className={cn('rounded-lg border bg-white px-3 py-2', s.ring)}>
      <div className="flex items-start gap-2">
        <Badge tone={s.tone} className="mt-0.5 min-w-[5.5rem] justify-center">
          <span aria-hidden="true" className="mr-1">
            {s.mark}
          </span>
          {s.text}
        </Badge>
        <p className="text-sm text-slate-900">{item.label}</p>
      </div>
      {evidence.length > 0 && (
        <ul
          className="mt-1 ml-[6.25rem] space-y-0.5 text-xs text-slate-700"
          aria-label={`Your words for: ${item.label}`}
        >
          {evidence.map((e) => (
            <li key={e.seq}>
              {lineHref ? (
                <a className="font-semibold text-teal-800 underline" href={lineHref(e.seq)}>
                  #{e.seq}
                </a>
              ) : (
                <span className="font-semibold">#{e.seq}</span>
              )}{' '}
              “{e.quote}”
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function StationChecklist({ checklist, lineHref, headingLevel = 3 }: Props) {
  const id = useId();
  const [toWorkOn, setToWorkOn] = useState(false);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const Sub = headingLevel === 3 ? 'h4' : 'h5';
  const summary = summariseChecklist(checklist);
  const items = toWorkOn ? summary.toWorkOn : checklist.items;
  const stages = (checklist.stages ?? []).filter((s) => s.rating != null);
  const { occurred } = summary;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={id} className="text-base font-semibold text-slate-900">
          {checklistTitle(summary)}
        </Heading>
        {checklist.global_rating && (
          <Badge tone={ratingTone(checklist.global_rating.rating)}>
            Global rating: {checklist.global_rating.label} ({checklist.global_rating.rating} of 5)
          </Badge>
        )}
      </div>
      <p className="text-sm text-slate-800">
        {checklistCounts(summary)}
        {occurred.length > 0 && ` ${occurredSentence(summary)}`} Each item quotes the lines that met it; an
        item not met has none.
      </p>

      {checklist.spikes && checklist.spikes.length > 0 && (
        <div>
          <Sub className="text-sm font-semibold text-slate-900">SPIKES steps</Sub>
          <ol className="mt-2 flex flex-wrap gap-2" aria-label="SPIKES steps">
            {checklist.spikes.map((step) => (
              <li key={step.step}>
                <Badge tone={STATUS[step.status].tone}>
                  <span aria-hidden="true" className="mr-1">
                    {STATUS[step.status].mark}
                  </span>
                  {step.label.replace(/^SPIKES: /, '')}: {STATUS[step.status].text.toLowerCase()}
                </Badge>
              </li>
            ))}
          </ol>
        </div>
      )}

      {stages.length > 0 && (
        <div>
          <Sub className="text-sm font-semibold text-slate-900">Communication (Calgary–Cambridge)</Sub>
          <dl className="mt-2 grid gap-2 sm:grid-cols-2">
            {stages.map((stage) => (
              <div
                key={stage.stage}
                className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
              >
                <dt className="text-sm text-slate-700">{stage.label}</dt>
                <dd>
                  <Badge tone={ratingTone(stage.rating)}>
                    {stage.rating_label} ({stage.rating} of 5)
                  </Badge>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Sub className="text-sm font-semibold text-slate-900">Checklist items</Sub>
          <button
            type="button"
            aria-pressed={toWorkOn}
            onClick={() => setToWorkOn((v) => !v)}
            className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
          >
            {toWorkOn ? 'Show all items' : 'Show only items to work on'}
          </button>
        </div>
        {occurred.length > 0 && (
          <div>
            <p className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">To avoid</p>
            <ul className="space-y-1.5" aria-label="To avoid">
              {occurred.map((item) => (
                <ItemRow key={item.id} item={item} lineHref={lineHref} />
              ))}
            </ul>
          </div>
        )}
        {items.length === 0 ? (
          <p className="text-sm text-slate-600 italic">Every item was met.</p>
        ) : (
          byDomain(items).map(([domain, group]) => (
            <div key={domain}>
              <p className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">{domain}</p>
              <ul className="space-y-1.5" aria-label={domain}>
                {group.map((item) => (
                  <ItemRow key={item.id} item={item} lineHref={lineHref} />
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </section>
  );
}

/** Items to work on the summary lists; a station has up to three dozen, too many to take in at once. */
export const SUMMARY_ITEMS = 6;

/**
 * The station's result at a glance, for the end of a live session: the checklist score, how many items
 * were met, partly met and not met, the first items to work on and anything to avoid that happened.
 * The full checklist with its evidence waits in the session's history.
 */
export function StationChecklistSummary({
  checklist,
  headingLevel = 3,
}: Pick<Props, 'checklist' | 'headingLevel'>) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const summary = summariseChecklist(checklist);
  const counts: [ChecklistStatus, number][] = [
    ['met', summary.met],
    ['partly', summary.partly],
    ['not_met', summary.notMet],
  ];
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={id} className="text-sm font-semibold text-slate-900">
          {checklistTitle(summary)}
        </Heading>
        {summary.mark !== null && <Badge tone="indigo">Checklist score: {Math.round(summary.mark)}%</Badge>}
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {counts.map(([status, n]) => (
          <div key={status} className={cn('rounded-lg border px-3 py-2', STATUS[status].ring)}>
            <dt className="text-xs font-medium text-slate-700">
              <span aria-hidden="true" className="mr-1">
                {STATUS[status].mark}
              </span>
              {STATUS[status].text}
            </dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
      {summary.occurred.length > 0 && (
        <ul className="space-y-1.5" aria-label="To avoid">
          {summary.occurred.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {summary.toWorkOn.length === 0 ? (
        <p className="text-sm text-slate-600 italic">Every item was met.</p>
      ) : (
        <div>
          <p className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            Items to work on
          </p>
          <ul className="space-y-1.5" aria-label="Items to work on">
            {summary.toWorkOn.slice(0, SUMMARY_ITEMS).map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </ul>
          {summary.toWorkOn.length > SUMMARY_ITEMS && (
            <p className="mt-2 text-sm text-slate-700">
              And {summary.toWorkOn.length - SUMMARY_ITEMS} more: the whole checklist is in your Session
              History.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
