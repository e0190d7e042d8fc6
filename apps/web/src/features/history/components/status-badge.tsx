import type { SessionStatus } from '@practicum/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<SessionStatus, BadgeTone> = {
  completed: 'green',
  active: 'indigo',
  interrupted: 'amber',
  cancelled: 'slate',
};

const labels: Record<SessionStatus, string> = {
  completed: 'Completed',
  active: 'Active',
  interrupted: 'Interrupted',
  cancelled: 'Cancelled',
};

export function StatusBadge({ status }: { status: SessionStatus }) {
  return <Badge tone={tones[status] ?? 'slate'}>{labels[status] ?? status}</Badge>;
}

export const statusLabel = (status: SessionStatus): string => labels[status] ?? status;
