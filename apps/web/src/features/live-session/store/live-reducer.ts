import type { ServerMessage } from '@practicum/contract';
import type { ConnectionStatus } from '../../../lib/ws-client';
import { clockSeconds, freezeClock } from '../lib/clock';
import type { SessionSummary } from '../lib/summary';
import { addLine, mergeServerTranscript } from '../lib/transcript';
import type { LiveState, Phase } from './live-state';

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
    | 'interim'
    | 'error'
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

export const SESSION_REPLACED_NOTICE =
  'The connection was lost for too long: your previous session was saved as interrupted, and a new session has started.';

const STARTS_TURN = new Set<ServerMessage['type']>([
  'text_message_sent',
  'transcription_complete',
  'processing_status',
  'session_ending',
]);

const offsetOf = (s: LiveState, now: number) => clockSeconds(s.clock, now);

/** The phase after a message, per SPEC section 4 (Processing state). */
function phaseAfter(s: LiveState, message: ServerMessage): Phase {
  switch (message.type) {
    case 'input_audio_buffer.speech_started':
      // The student speaking over a reply does not hide that the patient is answering.
      return s.phase === 'idle' || s.phase === 'listening' || s.awaitingTranscript ? 'listening' : s.phase;
    case 'input_audio_buffer.speech_stopped':
      return s.phase === 'listening' ? 'processing' : s.phase;
    case 'text_message_sent':
    case 'session_ending':
      return 'processing';
    case 'transcription_complete':
      return message.speaker === 'student' ? 'processing' : s.phase;
    case 'processing_status':
      if (message.status === 'idle') return s.phase === 'listening' ? 'listening' : 'idle';
      return message.status === 'responding' ? 'responding' : 'processing';
    case 'response.text.delta':
    case 'response.audio.delta':
    case 'patient_text_response':
      return 'responding';
    case 'audio_response_complete':
    case 'transcription_failed':
    case 'session_restarted':
      return 'idle';
    case 'error':
      return s.phase === 'processing' ? 'idle' : s.phase;
    default:
      return s.phase;
  }
}

function onServer(s: LiveState, message: ServerMessage, now: number): LiveState {
  const next: LiveState = { ...s, phase: s.end === 'live' ? phaseAfter(s, message) : s.phase };
  // Still waiting on a transcript only while nothing that starts a real turn has arrived.
  next.awaitingTranscript =
    next.phase === 'processing' &&
    (message.type === 'input_audio_buffer.speech_stopped'
      ? s.phase === 'listening'
      : s.awaitingTranscript && !STARTS_TURN.has(message.type));
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
        clock: { seconds: message.elapsed_seconds, at: now, frozen: false },
        lines: mergeServerTranscript(s.lines, message.transcript, now, message.elapsed_seconds),
        phase: 'idle',
        patientDraft: '',
        error: null,
      };
    }
    case 'text_message_sent':
    case 'transcription_complete': {
      const speaker = message.type === 'text_message_sent' ? 'student' : message.speaker;
      const line = {
        speaker,
        text: message.text,
        at: now,
        offset: offsetOf(s, now),
        emotion: null,
        seq: message.seq,
      };
      return { ...next, lines: addLine(s.lines, line) };
    }
    case 'transcription_failed':
      return { ...next, error: 'Transcription failed' };
    case 'response.text.delta':
      return { ...next, patientDraft: s.patientDraft + message.delta };
    case 'patient_text_response': {
      const line = {
        speaker: 'patient' as const,
        text: message.text,
        at: now,
        offset: offsetOf(s, now),
        emotion: message.emotion,
        seq: message.seq,
      };
      return { ...next, lines: addLine(s.lines, line), patientDraft: '' };
    }
    case 'response.content.done':
      return { ...next, patientDraft: '' };
    case 'response.audio.delta':
      return { ...next, audioChunks: s.audioChunks + 1 };
    case 'audio_response_complete':
      return { ...next, turns: s.turns + 1, patientDraft: '' };
    case 'session_paused':
      return { ...next, paused: true };
    case 'session_resumed':
      return { ...next, paused: false };
    case 'session_restarted':
      return {
        ...next,
        sessionId: message.session_id,
        lines: [],
        patientDraft: '',
        paused: false,
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
      return next;
  }
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
    case 'transcript-timeout':
      return s.awaitingTranscript && s.phase === 'processing'
        ? { ...s, phase: 'idle', awaitingTranscript: false }
        : s;
    case 'clear-transcript':
      return { ...s, lines: [], patientDraft: '', notice: null };
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
        patientDraft: '',
        phase: 'idle',
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
