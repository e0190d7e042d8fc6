import type { TranscriptEntry } from '@practicum/contract';
import { cn } from '../../../lib/cn';
import { formatTime } from '../lib/format';
import { speakerLabel } from '../lib/report';

/** Anchor of a transcript line, so the evidence quoted in the report can link to it. */
export function analysisLineId(seq: number): string {
  return `analysis-line-${seq}`;
}

interface TranscriptListProps {
  entries: TranscriptEntry[];
  /** Lines the risk flags point to, by seq, with the flag sentences naming each. */
  flagged?: ReadonlyMap<number, string[]>;
}

/**
 * The conversation, one entry per utterance: speaker, time, text and the patient's emotion. A line
 * a risk flag names is marked in words as well as colour, with the flag's sentence beneath it.
 */
export function TranscriptList({ entries, flagged }: TranscriptListProps) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No messages were recorded.</p>;
  return (
    <ol className="space-y-3" aria-label="Transcript">
      {entries.map((entry) => {
        const flags = flagged?.get(entry.seq);
        return (
          <li
            key={entry.id}
            id={analysisLineId(entry.seq)}
            data-flagged={flags ? 'true' : undefined}
            className={cn(
              'scroll-mt-4 rounded-lg border px-4 py-3',
              flags
                ? 'border-l-4 border-rose-400 bg-rose-50'
                : entry.speaker === 'student'
                  ? 'border-teal-200 bg-teal-50'
                  : 'border-slate-200 bg-slate-50',
            )}
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
              <span className="font-semibold text-slate-900">{speakerLabel(entry.speaker)}</span>
              <span className="text-slate-600">#{entry.seq}</span>
              <time dateTime={entry.timestamp} className="text-slate-600">
                {formatTime(entry.timestamp)}
              </time>
              {entry.emotion && (
                <span className="rounded-full bg-white px-2 py-0.5 text-slate-700 ring-1 ring-slate-300">
                  Emotion: {entry.emotion}
                </span>
              )}
              {flags && (
                <span className="rounded-full bg-rose-700 px-2 py-0.5 font-semibold text-white">Flagged</span>
              )}
            </div>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{entry.text}</p>
            {flags && (
              <ul
                className="mt-2 space-y-1 text-xs text-rose-900"
                aria-label={`Why line ${entry.seq} is flagged`}
              >
                {flags.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
