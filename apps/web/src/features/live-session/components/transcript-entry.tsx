import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatClock } from '../lib/clock';
import { speakerName, type TranscriptLine } from '../lib/transcript';

/** One utterance: who said it, when (mm:ss into the session), the patient's emotion, and the words. */
export function TranscriptEntry({ line, patientName }: { line: TranscriptLine; patientName: string }) {
  const student = line.speaker === 'student';
  return (
    <li className={cn('flex', student ? 'justify-end' : 'justify-start')} data-speaker={line.speaker}>
      <div className={cn('max-w-[85%] space-y-1', student && 'text-right')}>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600" dir="auto">
          <span className="font-semibold text-slate-800">{speakerName(line.speaker, patientName)}</span>
          <span className="tabular-nums">
            <span className="sr-only">at </span>
            {formatClock(line.offset)}
          </span>
          {!student && line.emotion && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-medium text-slate-700 capitalize">
              <span className="sr-only">feeling </span>
              {line.emotion}
            </span>
          )}
        </p>
        <p
          className={cn(
            'inline-block rounded-2xl px-4 py-2.5 text-left text-[15px] leading-relaxed whitespace-pre-wrap',
            student ? 'rounded-tr-sm bg-teal-700 text-white' : 'rounded-tl-sm bg-slate-100 text-slate-900',
          )}
        >
          {line.text}
        </p>
      </div>
    </li>
  );
}

/** A line still being said: the patient's streamed words, or what the recogniser hears. */
export function DraftEntry({ who, text }: { who: string; text: string }) {
  return (
    <li className="flex justify-start" aria-hidden="true">
      <div className="max-w-[85%] space-y-1">
        <p className="text-xs font-semibold text-slate-600">{who}</p>
        <p className="inline-block rounded-2xl border border-dashed border-slate-300 px-4 py-2.5 text-[15px] text-slate-600 italic">
          {text}
        </p>
      </div>
    </li>
  );
}

/** The student's line while the server transcribes it (between speech stopped and its transcript). */
export function TranscribingEntry() {
  return (
    <li className="flex justify-end" data-testid="transcribing">
      <div className="max-w-[85%] space-y-1 text-right">
        <p className="text-xs font-semibold text-slate-600">You</p>
        <p
          role="status"
          className="inline-flex items-center gap-2 rounded-2xl rounded-tr-sm border border-dashed border-teal-300 px-4 py-2.5 text-[15px] text-slate-600 italic"
        >
          <Spinner className="size-4 text-teal-700" />
          Transcribing…
        </p>
      </div>
    </li>
  );
}
