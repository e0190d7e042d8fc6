import type { PatientPreviewResponse } from '@practicum/contract';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { humanize } from './persona-options';

export type PreviewTurnData = PatientPreviewResponse['turns'][number];

function formatValue(value: unknown): string | null {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  return null;
}

/** Trust and rapport first, then whatever else the engine reports, kept quiet for the instructor. */
function EngineState({ state }: { state: Record<string, unknown> }) {
  const entries = Object.entries(state)
    .map(([key, value]) => [key, formatValue(value)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null);
  const headline = entries.filter(([key]) => key === 'trust' || key === 'rapport');
  const rest = entries.filter(([key]) => key !== 'trust' && key !== 'rapport');
  if (entries.length === 0) return null;
  return (
    <div className="mt-1 text-xs text-slate-600">
      {headline.length > 0 && (
        <p>{headline.map(([key, value]) => `${humanize(key)} ${value}`).join(' · ')}</p>
      )}
      {rest.length > 0 && (
        <details>
          <summary className="focus-ring w-fit cursor-pointer rounded">Engine state</summary>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
            {rest.map(([key, value]) => (
              <div key={key} className="contents">
                <dt>{humanize(key)}</dt>
                <dd className="font-mono">{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}

/** One line of the preview conversation: who said it, what, and (for the patient) the emotion shown. */
export function PreviewTurn({ turn, patientName }: { turn: PreviewTurnData; patientName: string }) {
  const isStudent = turn.speaker === 'student';
  return (
    <li className={cn('flex', isStudent ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[85%]', isStudent && 'text-right')}>
        <p className="mb-1 flex items-center gap-2 text-xs font-semibold text-slate-700">
          <span className={cn(isStudent && 'ml-auto')}>{isStudent ? 'You' : patientName}</span>
          {turn.emotion && (
            <Badge tone="indigo">
              <span className="sr-only">Emotion: </span>
              {humanize(turn.emotion)}
            </Badge>
          )}
        </p>
        <p
          className={cn(
            'rounded-2xl px-4 py-2.5 text-left text-sm',
            isStudent ? 'rounded-tr-sm bg-teal-700 text-white' : 'rounded-tl-sm bg-slate-100 text-slate-900',
          )}
        >
          {turn.text}
        </p>
        {!isStudent && turn.state && <EngineState state={turn.state} />}
      </div>
    </li>
  );
}
