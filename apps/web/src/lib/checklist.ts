import type {
  ChecklistAvoidResult,
  ChecklistItemResult,
  ChecklistResult,
  ChecklistStatus,
} from '@practicum/contract';

/**
 * A medical station's checklist read once for every place that shows it: the history details and
 * the conversation analysis (in full), the Session Complete dialog and the PDF report (in summary).
 * Counts the scorer stored are used as they are; older insights without them are counted here.
 */
export interface ChecklistSummary {
  /** "Breaking bad news"; null when the insights do not name the station. */
  stationLabel: string | null;
  /**
   * The checklist's own score, 0-100 (items met, less any item to avoid that happened); null when the
   * insights hold none. Not the station mark: that also weighs the global rating, and is the
   * session's overall score.
   */
  mark: number | null;
  total: number;
  met: number;
  partly: number;
  notMet: number;
  /** The items not met or partly met, in the order the station lists them. */
  toWorkOn: ChecklistItemResult[];
  /** Items to avoid that happened (each costs marks); one that did not is no achievement. */
  occurred: ChecklistAvoidResult[];
}

export const CHECKLIST_STATUS_TEXT: Record<ChecklistStatus, string> = {
  met: 'Met',
  partly: 'Partly met',
  not_met: 'Not met',
};

const count = (items: readonly ChecklistItemResult[], status: ChecklistStatus) =>
  items.filter((i) => i.status === status).length;

const finite = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

export function summariseChecklist(checklist: ChecklistResult): ChecklistSummary {
  const { items } = checklist;
  return {
    stationLabel: checklist.station_label?.trim() || null,
    mark: finite(checklist.score),
    total: checklist.total ?? items.length,
    met: checklist.met ?? count(items, 'met'),
    partly: checklist.partly ?? count(items, 'partly'),
    notMet: checklist.not_met ?? count(items, 'not_met'),
    toWorkOn: items.filter((i) => i.status !== 'met'),
    occurred: (checklist.avoid ?? []).filter((i) => i.occurred),
  };
}

/** "Station checklist: Breaking bad news", or just "Station checklist". */
export const checklistTitle = (summary: Pick<ChecklistSummary, 'stationLabel'>): string =>
  `Station checklist${summary.stationLabel ? `: ${summary.stationLabel}` : ''}`;

/** "2 of 4 items met, 1 partly met, 1 not met." */
export function checklistCounts(summary: ChecklistSummary): string {
  const parts = [`${summary.met} of ${summary.total} items met`];
  if (summary.partly > 0) parts.push(`${summary.partly} partly met`);
  if (summary.notMet > 0) parts.push(`${summary.notMet} not met`);
  return `${parts.join(', ')}.`;
}

/** "1 thing to avoid happened, which costs marks."; empty when none did. */
export function occurredSentence(summary: ChecklistSummary): string {
  const n = summary.occurred.length;
  return n === 0 ? '' : `${n} thing${n === 1 ? '' : 's'} to avoid happened, which costs marks.`;
}
