import type { ServerMessage } from '@practicum/contract';
import { clockSeconds } from '../lib/clock';
import { addLine } from '../lib/transcript';
import type { LiveState } from './live-state';

const offsetOf = (s: LiveState, now: number) => clockSeconds(s.clock, now);

/**
 * Messages of the conversation: the student's speech and transcripts, and the patient's answer as it
 * streams. `next` is `s` with its turn fields already moved on, and `dropped` says the message is
 * the rest of a cancelled answer; null for any other message.
 */
export function onConversationMessage(
  s: LiveState,
  next: LiveState,
  message: ServerMessage,
  now: number,
  dropped: boolean,
): LiveState | null {
  switch (message.type) {
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
    default:
      return null;
  }
}
