import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Banner } from '../../../components/ui/banner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { LiveController } from '../hooks/live-controller';
import { useLive, type LiveStore } from '../store/live-store';
import { liveIcons } from './icons';
import { StatusPill } from './status-pill';
import { DraftEntry, TranscribingEntry, TranscriptEntry } from './transcript-entry';

interface TranscriptPanelProps {
  store: LiveStore;
  controller: LiveController;
  patientName: string;
  /** The microphone and typed input, under the transcript. */
  children: ReactNode;
}

const toolButton =
  'focus-ring inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** The live transcript with its status, Export Transcript and Clear (which only empties the screen). */
export function TranscriptPanel({ store, controller, patientName, children }: TranscriptPanelProps) {
  const headingId = useId();
  const lines = useLive(store, (s) => s.lines);
  const clearedKeys = useLive(store, (s) => s.clearedKeys);
  const shown = useMemo(() => {
    const cleared = new Set(clearedKeys);
    return lines.filter((l) => !cleared.has(l.key));
  }, [lines, clearedKeys]);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const focusListAfterClear = useRef(false);
  const draft = useLive(store, (s) => s.patientDraft);
  const interim = useLive(store, (s) => s.interim);
  // Server transcription: the student's words appear once the server has transcribed them.
  const transcribing = useLive(store, (s) => s.serverTranscription && s.pendingTranscripts > 0);
  const notice = useLive(store, (s) => s.notice);
  const listRef = useRef<HTMLOListElement>(null);
  const lastPatient = [...lines].reverse().find((l) => l.speaker === 'patient');

  // Follow the conversation unless the student has scrolled up to read.
  const stick = useRef(true);
  useEffect(() => {
    const list = listRef.current;
    if (list && stick.current) list.scrollTop = list.scrollHeight;
  }, [lines, draft, interim, transcribing]);

  // Clear disables itself, so focus cannot go back to it: it goes to the (now empty) transcript.
  useEffect(() => {
    if (!focusListAfterClear.current) return;
    focusListAfterClear.current = false;
    listRef.current?.focus();
  }, [clearedKeys]);

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-[24rem] flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="flex items-center gap-3">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Live Transcript
          </h2>
          <StatusPill store={store} />
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={`${toolButton} text-teal-800 hover:bg-teal-50`}
            onClick={() => controller.exportTranscript()}
          >
            {liveIcons.download}
            Export Transcript
          </button>
          <button
            type="button"
            className={`${toolButton} text-slate-700 hover:bg-slate-100`}
            onClick={() => setConfirmingClear(true)}
            disabled={shown.length === 0}
          >
            {liveIcons.clear}
            Clear
          </button>
        </div>
      </div>

      {notice && (
        <Banner tone="info" className="mx-4 mt-3 sm:mx-5" onDismiss={() => controller.dismissNotice()}>
          {notice}
        </Banner>
      )}

      <ol
        ref={listRef}
        aria-label="Transcript"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
        className="focus-ring min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 sm:px-5"
      >
        {shown.length === 0 && !draft && !transcribing && (
          <li className="py-10 text-center text-sm text-slate-600">
            {clearedKeys.length > 0
              ? 'Cleared from the screen. The conversation is still saved and scored, and Export Transcript still includes it.'
              : 'The conversation will appear here. Start the microphone or type a message below.'}
          </li>
        )}
        {shown.map((line) => (
          <TranscriptEntry key={line.key} line={line} patientName={patientName} />
        ))}
        {draft && <DraftEntry who={patientName} text={draft} />}
        {interim && <DraftEntry who="You (speaking)" text={interim} />}
        {transcribing && <TranscribingEntry />}
      </ol>

      {/* New patient lines are read out; the list itself stays quiet. */}
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {lastPatient ? `${patientName} says: ${lastPatient.text}` : ''}
      </div>

      <div className="border-t border-slate-200 bg-slate-50/60 px-4 py-3 sm:px-5">{children}</div>

      {confirmingClear && (
        <ConfirmDialog
          title="Clear the transcript from the screen?"
          description="This only tidies the screen. The conversation is still saved, scored and counted in your summary, and Export Transcript still includes it."
          confirmLabel="Clear screen"
          onClose={() => setConfirmingClear(false)}
          onConfirm={() => {
            setConfirmingClear(false);
            focusListAfterClear.current = true;
            controller.clearTranscript();
          }}
        />
      )}
    </section>
  );
}
