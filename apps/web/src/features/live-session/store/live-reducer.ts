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

/** Parts of the patient's answer: once it is cancelled, what still arrives of it changes nothing shown. */
const OF_ANSWER = new Set<ServerMessage['type']>([
  'response.text.delta',
  'response.audio.delta',
  'patient_text_response',
  'response.content.done',
  'audio_response_complete',
]);

const offsetOf = (s: LiveState, now: number) => clockSeconds(s.clock, now);

/**
 * The student started speaking over the patient's voice. With server transcription the server
 * cancels the answer upstream (and says response.cancelled while it is still streaming); the client
 * stops at once, also when the answer was fully sent and only its queued audio is still playing.
 * Without it (local provider) the answer is never cancelled, so speech alone stops nothing.
 */
const bargesIn = (s: LiveState, message: ServerMessage) =>
  message.type === 'input_audio_buffer.speech_started' &&
  s.serverTranscription &&
  !s.responseCancelled &&
  (s.aiSpeaking || s.phase === 'responding');

/** The phase after a message, per SPEC section 4 (Processing state). */
function phaseAfter(s: LiveState, message: ServerMessage): Phase {
  // Late parts of a cancelled answer: the student is talking (or the next answer is coming).
  if (s.responseCancelled && OF_ANSWER.has(message.type)) return s.phase;
  switch (message.type) {
    case 'input_audio_buffer.speech_started':
      if (bargesIn(s, message)) return 'listening';
      // The student speaking over a reply does not hide that the patient is answering.
      return s.phase === 'idle' || s.phase === 'listening' || s.awaitingTranscript ? 'listening' : s.phase;
    case 'input_audio_buffer.speech_stopped':
      return s.phase === 'listening' ? 'processing' : s.phase;
    case 'response.cancelled':
      // Barge-in: the student is speaking; otherwise the server withdrew the answer and another follows.
      return s.studentSpeaking || s.phase === 'listening' ? 'listening' : 'processing';
    case 'text_message_sent':
    case 'session_ending':
      return 'processing';
    case 'transcription_complete':
      // A server transcript may land while the patient already answers (a speech-to-speech model).
      return message.speaker === 'student' && s.phase !== 'responding' ? 'processing' : s.phase;
    case 'processing_status':
      if (message.status === 'idle') {
        // The end of a cancelled answer does not end what the student is saying meanwhile.
        if (s.responseCancelled && s.phase !== 'responding') return s.phase;
        return s.phase === 'listening' ? 'listening' : 'idle';
      }
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

/** Whether the answer under way is cancelled after `message` (see LiveState.responseCancelled). */
function cancelledAfter(s: LiveState, message: ServerMessage): boolean {
  if (message.type === 'response.cancelled' || bargesIn(s, message)) return true;
  if (message.type === 'processing_status' && message.status === 'responding') return false;
  if (message.type === 'connection_established' || message.type === 'session_restarted') return false;
  return s.responseCancelled;
}

function onServer(s: LiveState, message: ServerMessage, now: number): LiveState {
  const next: LiveState = { ...s, phase: s.end === 'live' ? phaseAfter(s, message) : s.phase };
  // The idle that ends a cancelled answer starts nothing: a wait for the student's transcript goes on.
  const startsTurn =
    STARTS_TURN.has(message.type) &&
    !(s.responseCancelled && message.type === 'processing_status' && message.status === 'idle');
  // Still waiting on a transcript only while nothing that starts a real turn has arrived.
  next.awaitingTranscript =
    next.phase === 'processing' &&
    (message.type === 'input_audio_buffer.speech_stopped'
      ? s.phase === 'listening'
      : s.awaitingTranscript && !startsTurn);
  next.responseCancelled = cancelledAfter(s, message);
  if (next.responseCancelled && !s.responseCancelled) {
    next.patientDraft = '';
    next.aiSpeaking = false;
  }
  // Dropped: the rest of a cancelled answer.
  const dropped = s.responseCancelled && next.responseCancelled;
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
        studentSpeaking: false,
        pendingTranscripts: 0,
      };
    }
    case 'input_audio_buffer.speech_started':
      return { ...next, studentSpeaking: true };
    case 'input_audio_buffer.speech_stopped':
      return {
        ...next,
        studentSpeaking: false,
        // The server transcribes what was just said: Transcribing… until its transcript comes.
        pendingTranscripts: s.serverTranscription ? s.pendingTranscripts + 1 : s.pendingTranscripts,
      };
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
      // A typed line is acknowledged twice (text_message_sent, then transcription_complete).
      const transcribed =
        message.type === 'transcription_complete' &&
        speaker === 'student' &&
        !s.lines.some((l) => l.seq === message.seq);
      return {
        ...next,
        lines: addLine(s.lines, line),
        pendingTranscripts: transcribed ? Math.max(0, s.pendingTranscripts - 1) : s.pendingTranscripts,
      };
    }
    case 'transcription_failed':
      return {
        ...next,
        error: 'Transcription failed',
        pendingTranscripts: Math.max(0, s.pendingTranscripts - 1),
      };
    case 'response.text.delta':
      return dropped ? next : { ...next, patientDraft: s.patientDraft + message.delta };
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
      return dropped ? next : { ...next, audioChunks: s.audioChunks + 1 };
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
    case 'transcript-timeout': {
      // Nothing came for what was said: back to Ready, and no Transcribing… left behind.
      const waiting = s.awaitingTranscript && s.phase === 'processing';
      if (!waiting && s.pendingTranscripts === 0) return s;
      return waiting
        ? { ...s, phase: 'idle', awaitingTranscript: false, pendingTranscripts: 0 }
        : { ...s, pendingTranscripts: 0 };
    }
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
