import type { TrainingModule } from '@practicum/contract';

/** "4 sessions · about 2 hours": a module's size as the landing page and the Modules page say it. */
export function moduleDurationLabel(
  module: Pick<TrainingModule, 'persona_ids' | 'estimated_minutes'>,
): string {
  const n = module.persona_ids.length;
  const minutes = module.estimated_minutes;
  const time =
    minutes % 60 === 0
      ? `about ${minutes / 60} hour${minutes === 60 ? '' : 's'}`
      : `about ${minutes} minutes`;
  return `${n} session${n === 1 ? '' : 's'} · ${time}`;
}
