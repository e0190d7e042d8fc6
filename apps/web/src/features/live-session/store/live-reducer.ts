import type { ServerMessage } from '@practicum/contract';
import type { ConnectionStatus } from '../../../lib/ws-client';
import { freezeClock } from '../lib/clock';
import type { SessionSummary } from '../lib/summary';
import { onConversationMessage } from './conversation-events';
import type { LiveState } from './live-state';
import { onSessionMessage } from './session-events';
import { turnAfter } from './turn-phase';

/** Fields the controller sets directly. */
export type LivePatch = Partial<
  Pick<
    LiveState,
    | 'recording'
    | 'micStarting'
    | 'level'
    | 'aiSpeaking'
    | 'audioEnabled'
    | 'recognition'
    | 'voicePath'
    | 'interim'
    | 'error'
    | 'refusedText'
    | 'notice'
  >
>;

export type LiveAction =
  | { type: 'server'; message: ServerMessage; now: number }
  | { type: 'connection'; status: ConnectionStatus; attempt?: number; now?: number }
  | { type: 'set'; patch: LivePatch }
  | { type: 'transcript-timeout' }
  | { type: 'clear-transcript' }
  | { type: 'text-sent'; at: number }
  | { type: 'audio-received'; at: number }
  | { type: 'audio-started'; at: number }
  | { type: 'restart'; now: number }
  | { type: 'ending'; now: number }
  | { type: 'complete'; summary: SessionSummary };

/** A server message: the turn moves on, then the message's own family (session or conversation) applies. */
function onServer(s: LiveState, message: ServerMessage, now: number): LiveState {
  const { next, dropped } = turnAfter(s, message);
  return (
    onSessionMessage(s, next, message, now) ?? onConversationMessage(s, next, message, now, dropped) ?? next
  );
}

export function liveReducer(s: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'server':
      return onServer(s, action.message, action.now);
    case 'connection': {
      const connected = action.status === 'open' ? s.connected : false;
      // Given up on: the timer stops (a later connect takes the server's elapsed time again).
      const lost = action.status === 'failed' || action.status === 'closed';
      return {
        ...s,
        connection: action.status,
        connected,
        reconnectAttempt: action.attempt ?? s.reconnectAttempt,
        clock: lost ? freezeClock(s.clock, action.now ?? Date.now()) : s.clock,
      };
    }
    case 'set':
      return { ...s, ...action.patch };
    case 'transcript-timeout': {
      // Nothing came for what was said: back to Ready, and no Transcribing… left behind.
      const waiting = s.awaitingTranscript && s.phase === 'processing';
      if (!waiting && s.pendingTranscripts === 0) return s;
      return waiting
        ? { ...s, phase: 'idle', awaitingTranscript: false, pendingTranscripts: 0 }
        : { ...s, pendingTranscripts: 0 };
    }
    case 'clear-transcript':
      return { ...s, clearedKeys: s.lines.map((l) => l.key), patientDraft: '', notice: null };
    case 'text-sent':
      return { ...s, textSentAt: action.at, awaitingAudio: true };
    case 'audio-received':
      return s.textSentAt === null || !s.awaitingAudio
        ? s
        : {
            ...s,
            awaitingAudio: false,
            lastDeltaLatencyMs: Math.max(0, Math.round(action.at - s.textSentAt)),
          };
    case 'audio-started':
      return s.textSentAt === null
        ? s
        : { ...s, textSentAt: null, lastLatencyMs: Math.max(0, Math.round(action.at - s.textSentAt)) };
    case 'restart':
      return {
        ...s,
        lines: [],
        clearedKeys: [],
        patientDraft: '',
        phase: 'idle',
        responseCancelled: false,
        studentSpeaking: false,
        pendingTranscripts: 0,
        clock: { seconds: 0, at: action.now, frozen: false },
      };
    case 'ending':
      return s.end === 'live'
        ? { ...s, end: 'ending', phase: 'processing', clock: freezeClock(s.clock, action.now) }
        : s;
    case 'complete':
      return { ...s, end: 'complete', summary: action.summary, phase: 'idle' };
  }
}
