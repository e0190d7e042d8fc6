import type { Patient } from '@practicum/contract';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-error';
import { usePreviewPatient } from '../../../api/patients';
import { PreviewTurn, type PreviewTurnData } from './preview-turn';

/** The contract accepts at most 40 student lines per preview. */
const MAX_LINES = 40;

interface PreviewModalProps {
  patient: Patient;
  onClose: () => void;
}

/**
 * Preview Patient: a short typed conversation with the engine. The server replays every line from the
 * opening statement on each call, so the whole conversation is recomputed and nothing is stored.
 */
export function PreviewModal({ patient, onClose }: PreviewModalProps) {
  const preview = usePreviewPatient();
  const [lines, setLines] = useState<string[]>([]);
  const [turns, setTurns] = useState<PreviewTurnData[]>([]);
  const [seed, setSeed] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  function run(next: string[], keepSeed: string | undefined) {
    preview.mutate(
      { id: patient.id, student_messages: next, seed: keepSeed },
      {
        onSuccess: (data) => {
          setTurns(data.turns);
          setSeed(data.seed);
          setLines(next);
          setDraft('');
          inputRef.current?.focus();
        },
      },
    );
  }

  const start = useEffectEvent(() => run([], undefined));
  useEffect(() => {
    start();
    // After the dialog has opened (the parent's effect), put the caret in the message box.
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [turns, preview.isPending]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || preview.isPending || lines.length >= MAX_LINES) return;
    run([...lines, text], seed);
  }

  const pendingLine = preview.isPending ? preview.variables?.student_messages.at(lines.length) : undefined;
  const full = lines.length >= MAX_LINES;

  return (
    <Modal
      title={`Preview: ${patient.name}`}
      description="Type what you would say as the student. Nothing is stored; trust and rapport are shown for you only."
      onClose={onClose}
      className="max-w-2xl!"
    >
      <div className="space-y-4">
        <div
          ref={logRef}
          role="log"
          aria-label="Preview conversation"
          className="h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white p-4"
        >
          <ol className="space-y-4">
            {turns.length === 0 && !preview.isPending && (
              <li className="py-10 text-center text-sm text-slate-600">The conversation will appear here.</li>
            )}
            {turns.map((turn, i) => (
              <PreviewTurn key={i} turn={turn} patientName={patient.name} />
            ))}
            {pendingLine && (
              <PreviewTurn
                turn={{ speaker: 'student', text: pendingLine, emotion: null, state: null }}
                patientName=""
              />
            )}
            {preview.isPending && (
              <li className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner className="size-4 text-teal-700" />
                {turns.length === 0 ? 'Starting the conversation…' : `${patient.name} is answering…`}
              </li>
            )}
          </ol>
        </div>
        {preview.isError && (
          <Banner tone="error">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p>
                The patient could not answer.{' '}
                {errorText(preview.error, 'The preview is not available right now.')}
              </p>
              <Button
                variant="secondary"
                onClick={() => run(preview.variables?.student_messages ?? lines, seed)}
              >
                Try again
              </Button>
            </div>
          </Banner>
        )}
        <form onSubmit={send} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            Your message
          </label>
          <input
            id={inputId}
            ref={inputRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={2000}
            disabled={full}
            autoComplete="off"
            placeholder={
              full ? 'Preview limit reached: reset to start again' : 'e.g. What brings you here today?'
            }
            className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none disabled:bg-slate-100"
          />
          <Button
            type="submit"
            loading={preview.isPending && turns.length > 0}
            disabled={!draft.trim() || full}
          >
            Send
          </Button>
        </form>
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-slate-600">
            {lines.length} of {MAX_LINES} lines
          </p>
          <div className="flex gap-3">
            <Button
              variant="secondary"
              disabled={preview.isPending}
              onClick={() => {
                setTurns([]);
                setLines([]);
                run([], seed);
              }}
            >
              Reset
            </Button>
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      </div>
    </Modal>
  );
}
