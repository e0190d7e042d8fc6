import { useEffect, useRef, useState } from 'react';
import { getRecording } from '../api/sessions';
import { errorText } from '../lib/api-error';
import { Banner } from './ui/banner';
import { Button } from './ui/button';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error'; error: unknown };

interface SessionRecordingProps {
  sessionId: string;
  /** Names the recording for screen readers: "Recording of Ada Lovelace's session with Maria Santos". */
  label: string;
}

/**
 * Plays a session's recording in the page with the browser's own accessible controls. The audio is
 * fetched only when asked for: every download is audited, and a recording can run to many megabytes.
 * The object URL is released when the player goes.
 */
export function SessionRecording({ sessionId, label }: SessionRecordingProps) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const url = state.status === 'ready' ? state.url : null;

  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  useEffect(() => () => controller.current?.abort(), []);

  async function load() {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    try {
      const blob = await getRecording(sessionId, current.signal);
      if (!current.signal.aborted) setState({ status: 'ready', url: URL.createObjectURL(blob) });
    } catch (error) {
      if (!current.signal.aborted) setState({ status: 'error', error });
    }
  }

  if (state.status === 'ready')
    return <audio controls autoPlay src={state.url} className="h-10 w-full" aria-label={label} />;
  if (state.status === 'error')
    return (
      <Banner tone="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>Failed to play the recording: {errorText(state.error, 'Failed to download recording')}</p>
          <Button variant="secondary" className="py-1.5" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      </Banner>
    );
  return (
    <Button variant="secondary" loading={state.status === 'loading'} onClick={() => void load()}>
      Play recording
    </Button>
  );
}
