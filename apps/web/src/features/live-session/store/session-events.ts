import type { ServerMessage } from '@practicum/contract';
import { freezeClock } from '../lib/clock';
import { mergeServerTranscript } from '../lib/transcript';
import type { LiveState } from './live-state';

export const SESSION_REPLACED_NOTICE =
  'The connection was lost for too long: your previous session was saved as interrupted, and a new session has started.';

/**
 * Messages about the session itself: (re)connected, paused, restarted, ending, ended, cancelled, and
 * errors. `next` is `s` with its turn fields already moved on; null for any other message.
 */
export function onSessionMessage(
  s: LiveState,
  next: LiveState,
  message: ServerMessage,
  now: number,
): LiveState | null {
  switch (message.type) {
    case 'connection_established': {
      // After a long outage the server finalised the old session (interrupted) and started another.
      const replaced = s.sessionId !== null && s.sessionId !== message.session_id && s.end === 'live';
      return {
        ...next,
        notice: replaced ? SESSION_REPLACED_NOTICE : s.notice,
        connection: 'open',
        connected: true,
        reconnectAttempt: 0,
        sessionId: message.session_id,
        patientName: message.patient_name,
        serverTranscription: message.capabilities.server_transcription,
        recorded: message.recorded,
        clock: { seconds: message.elapsed_seconds, at: now, frozen: false },
        lines: mergeServerTranscript(s.lines, message.transcript, now, message.elapsed_seconds),
        phase: 'idle',
        patientDraft: '',
        error: null,
        studentSpeaking: false,
        pendingTranscripts: 0,
      };
    }
    case 'session_paused':
      return { ...next, paused: true };
    case 'session_resumed':
      return { ...next, paused: false };
    case 'session_restarted':
      return {
        ...next,
        sessionId: message.session_id,
        lines: [],
        clearedKeys: [],
        patientDraft: '',
        paused: false,
        studentSpeaking: false,
        pendingTranscripts: 0,
        clock: { seconds: 0, at: now, frozen: false },
      };
    case 'session_ending':
      return { ...next, end: s.end === 'live' ? 'ending' : s.end, clock: freezeClock(s.clock, now) };
    case 'session_ended':
      return {
        ...next,
        end: s.end === 'live' ? 'ending' : s.end,
        endedSessionId: message.session_id,
        clock: { seconds: message.duration, at: now, frozen: true },
      };
    case 'session_cancelled':
      return { ...next, end: 'cancelled' };
    case 'error':
      return { ...next, error: message.error.message || 'Voice service error' };

    default:
      return null;
  }
}
