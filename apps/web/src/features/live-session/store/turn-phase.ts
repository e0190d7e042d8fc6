import type { ServerMessage } from '@practicum/contract';
import type { LiveState, Phase } from './live-state';

/**
 * The turn state machine: which phase a server message leads to, whether the patient's answer under
 * way is cancelled, and whether a transcript is still awaited.
 */

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

/** The phase after a message (see the Processing state of a live session). */
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

/**
 * The state's turn fields after `message`: phase (while the session is live), the transcript wait and
 * the cancelled answer, whose draft and voice stop at once. `dropped` is true for the rest of an
 * answer that was already cancelled.
 */
export function turnAfter(s: LiveState, message: ServerMessage): { next: LiveState; dropped: boolean } {
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
  return { next, dropped: s.responseCancelled && next.responseCancelled };
}
