import type { TranscriptEntry } from '@practicum/contract';
import { cn } from '../../../lib/cn';
import { formatTime } from '../lib/format';
import { speakerLabel } from '../lib/report';

/** Anchor of a transcript line, so the evidence quoted in the report can link to it. */
export function analysisLineId(seq: number): string {
  return `analysis-line-${seq}`;
}

/** The conversation, one entry per utterance: speaker, time, text and the patient's emotion. */
export function TranscriptList({ entries }: { entries: TranscriptEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No messages were recorded.</p>;
  return (
    <ol className="space-y-3" aria-label="Transcript">
      {entries.map((entry) => (
        <li
          key={entry.id}
          id={analysisLineId(entry.seq)}
          className={cn(
            'rounded-lg border px-4 py-3',
            entry.speaker === 'student' ? 'border-teal-200 bg-teal-50' : 'border-slate-200 bg-slate-50',
          )}
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <span className="font-semibold text-slate-900">{speakerLabel(entry.speaker)}</span>
            <time dateTime={entry.timestamp} className="text-slate-600">
              {formatTime(entry.timestamp)}
            </time>
            {entry.emotion && (
              <span className="rounded-full bg-white px-2 py-0.5 text-slate-700 ring-1 ring-slate-300">
                Emotion: {entry.emotion}
              </span>
            )}
          </div>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
