import type { AssignmentStatus } from '@practicum/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

export const STATUS_LABEL: Record<AssignmentStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  done: 'Done',
  overdue: 'Overdue',
};

const TONE: Record<AssignmentStatus, BadgeTone> = {
  not_started: 'slate',
  in_progress: 'indigo',
  done: 'green',
  overdue: 'red',
};

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return <Badge tone={TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}

export const dueDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
