import { useCallback, useEffect, useRef, useState } from 'react';
import { getRecording } from '../../../api/sessions';

export type PlayerState =
  | { sessionId: string; status: 'loading' }
  | { sessionId: string; status: 'ready'; url: string }
  | { sessionId: string; status: 'error'; error: unknown };

/**
 * Replay: fetches one recording with the student's token and hands an object URL to an <audio>
 * element. One recording at a time; the URL is released when it is replaced, closed or the page goes.
 */
export function useRecordingPlayer() {
  const [player, setPlayer] = useState<PlayerState | null>(null);
  const controller = useRef<AbortController | null>(null);
  const url = player?.status === 'ready' ? player.url : null;

  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);

  useEffect(() => () => controller.current?.abort(), []);

  const play = useCallback(async (sessionId: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPlayer({ sessionId, status: 'loading' });
    try {
      const blob = await getRecording(sessionId, current.signal);
      if (!current.signal.aborted) setPlayer({ sessionId, status: 'ready', url: URL.createObjectURL(blob) });
    } catch (error) {
      if (!current.signal.aborted) setPlayer({ sessionId, status: 'error', error });
    }
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    setPlayer(null);
  }, []);

  return { player, play, stop };
}
