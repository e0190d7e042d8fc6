import { useEffect, useRef, useState } from 'react';
import { getVoicePreview } from '../../../api/patients';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-error';
import { patientIcons } from './icons';

type State =
  { status: 'idle' } | { status: 'loading' } | { status: 'playing' } | { status: 'error'; error: unknown };

interface VoicePreviewButtonProps {
  patientId: string;
  patientName: string;
}

/**
 * Plays a short line in the patient's own voice (accent, age, manner), fetched when asked for: each
 * preview is synthesised on the server. Pressing it again while it plays stops it; leaving stops it too.
 */
export function VoicePreviewButton({ patientId, patientName }: VoicePreviewButtonProps) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const audio = useRef<HTMLAudioElement | null>(null);
  const controller = useRef<AbortController | null>(null);

  const stop = () => {
    controller.current?.abort();
    controller.current = null;
    const playing = audio.current;
    audio.current = null;
    if (playing) {
      playing.pause();
      URL.revokeObjectURL(playing.src);
    }
  };
  useEffect(() => stop, []);

  async function play() {
    stop();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    try {
      const blob = await getVoicePreview(patientId, current.signal);
      if (current.signal.aborted) return;
      const element = new Audio(URL.createObjectURL(blob));
      audio.current = element;
      element.addEventListener('ended', () => {
        if (audio.current !== element) return;
        stop();
        setState({ status: 'idle' });
      });
      setState({ status: 'playing' });
      await element.play();
    } catch (error) {
      if (current.signal.aborted) return;
      stop();
      setState({ status: 'error', error });
    }
  }

  const playing = state.status === 'playing';
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        loading={state.status === 'loading'}
        aria-label={
          playing ? `Stop the voice preview of ${patientName}` : `Preview the voice of ${patientName}`
        }
        onClick={() => {
          if (!playing) return void play();
          stop();
          setState({ status: 'idle' });
        }}
      >
        {playing ? patientIcons.stop : patientIcons.speaker}
        {playing ? 'Stop preview' : 'Preview voice'}
      </Button>
      {state.status === 'error' && (
        <span role="alert" className="text-sm text-red-700">
          {errorText(state.error, 'Audio playback failed')}
        </span>
      )}
    </span>
  );
}
