import type { Patient } from '@practicum/contract';
import { Badge } from '../../../components/ui/badge';
import { DIFFICULTY_TONE, humanize } from './persona-options';

export function DifficultyBadge({ difficulty }: { difficulty: Patient['difficulty'] }) {
  return <Badge tone={DIFFICULTY_TONE[difficulty]}>{humanize(difficulty)}</Badge>;
}
