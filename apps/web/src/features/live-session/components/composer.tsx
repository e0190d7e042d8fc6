import { useEffect, useId, useRef, useState } from 'react';
import { REALTIME_MAX_TEXT } from '@practicum/contract/realtime';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { LiveController } from '../hooks/live-controller';
import { detectInputMode, type InputMode } from '../lib/input-mode';
import { useLive, type LiveStore } from '../store/live-store';
import { liveIcons } from './icons';
import { LevelMeter } from './level-meter';
import { VoicePathNotice } from './voice-path-notice';

/** Microphone (disabled until connected), its level, and the typed input that is always there. */
export function Composer({ store, controller }: { store: LiveStore; controller: LiveController }) {
  const inputId = useId();
  const hintId = useId();
  const pathId = useId();
  const [text, setText] = useState('');
  const connected = useLive(store, (s) => s.connected);
  const live = useLive(store, (s) => s.end === 'live');
  const recording = useLive(store, (s) => s.recording);
  const starting = useLive(store, (s) => s.micStarting);
  const recognition = useLive(store, (s) => s.recognition);
  const voicePath = useLive(store, (s) => s.voicePath);
  const usable = connected && live;
  const micRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<InputMode | null>(null);
  const openingFocusDone = useRef(false);

  useEffect(() => {
    let current = true;
    void detectInputMode().then((found) => current && setMode(found));
    return () => {
      current = false;
    };
  }, []);

  // Opening a session puts the focus on its main control: the microphone (once connected, as it is
  // disabled until then) or, without one, the message box. Only once, and never taken from where
  // the student has already put it.
  useEffect(() => {
    if (openingFocusDone.current || !mode) return;
    const target = mode === 'voice' ? (usable ? micRef.current : null) : live ? inputRef.current : null;
    if (!target) return;
    openingFocusDone.current = true;
    const active = document.activeElement;
    if (!active || active === document.body) target.focus();
  }, [mode, usable, live]);

  // A line the server refused unsaved comes back to the box, unless the student has typed anew.
  useEffect(
    () =>
      store.subscribe(() => {
        const refused = store.getState().refusedText;
        if (refused === null) return;
        store.dispatch({ type: 'set', patch: { refusedText: null } });
        setText((current) => (current.trim() ? current : refused));
      }),
    [store],
  );

  const hint = !connected
    ? 'The microphone becomes available once the session is connected.'
    : recording && (voicePath?.via === 'server' || recognition === 'on')
      ? 'Listening: speak naturally, or type below.'
      : recording
        ? 'Nothing here turns your speech into text: type what you say below.'
        : 'Start the microphone to speak, or type a message and press Enter.';

  return (
    <div className="space-y-2">
      <VoicePathNotice store={store} id={pathId} />
      <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap">
        <button
          ref={micRef}
          type="button"
          aria-pressed={recording}
          aria-describedby={`${pathId} ${hintId}`}
          disabled={!usable || starting}
          onClick={() => void controller.toggleMicrophone()}
          className={cn(
            'focus-ring inline-flex size-14 shrink-0 items-center justify-center rounded-full text-white shadow-md transition-colors disabled:cursor-not-allowed disabled:bg-slate-400 disabled:shadow-none',
            recording ? 'bg-red-600 hover:bg-red-700' : 'bg-teal-700 hover:bg-teal-800',
          )}
        >
          {starting ? <Spinner className="size-6" /> : recording ? liveIcons.mic : liveIcons.micOff}
          <span className="sr-only">{recording ? 'Stop microphone' : 'Start microphone'}</span>
        </button>
        <LevelMeter store={store} />
        <form
          className="flex min-w-0 flex-1 basis-64 items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (controller.sendText(text)) setText('');
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Type a message to the patient
          </label>
          <input
            ref={inputRef}
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={REALTIME_MAX_TEXT}
            disabled={!live}
            autoComplete="off"
            placeholder="Type a message and press Enter"
            className="focus-ring min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100"
          />
          <button
            type="submit"
            disabled={!usable || !text.trim()}
            className="focus-ring inline-flex items-center gap-1.5 rounded-lg bg-teal-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-teal-700/50"
          >
            {liveIcons.send}
            Send
          </button>
        </form>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
