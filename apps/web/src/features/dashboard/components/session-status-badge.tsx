import type { SessionStatus } from '@practicum/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<SessionStatus, BadgeTone> = {
  completed: 'green',
  active: 'indigo',
  interrupted: 'amber',
  cancelled: 'slate',
};

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return <Badge tone={tones[status] ?? 'slate'}>{label}</Badge>;
}
