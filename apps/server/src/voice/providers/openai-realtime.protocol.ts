import { base64ToPcm16, pcm16ToBase64 } from '../audio/pcm';
import type { UsageDelta } from './provider';

/*
 * The Realtime API's events in our terms, both ways: what we send upstream is built here, and what
 * arrives is read into `RealtimeEvent`s. Nothing here holds state; the provider decides what to do.
 */

/** An event as the Realtime API sends or receives it. */
export type Upstream = Record<string, unknown> & { type: string };

export interface DialogueLine {
  speaker: 'student' | 'patient';
  text: string;
}

/** The session setup: the persona's instructions and voice, server VAD, input transcription. */
export function sessionUpdate(instructions: string, voice: string, transcriptionModel: string): Upstream {
  return {
    type: 'session.update',
    session: {
      type: 'realtime',
      instructions,
      output_modalities: ['audio'],
      audio: {
        input: {
          format: { type: 'audio/pcm', rate: 24_000 },
          transcription: { model: transcriptionModel },
          // Answers are requested once the engine has decided them (after the transcript).
          turn_detection: { type: 'server_vad', create_response: false, interrupt_response: true },
        },
        output: { format: { type: 'audio/pcm', rate: 24_000 }, voice },
      },
    },
  };
}

/** One line of the conversation, as an item of the upstream conversation (replay, typed text). */
export function dialogueItem(line: DialogueLine): Upstream {
  const student = line.speaker === 'student';
  return {
    type: 'conversation.item.create',
    item: {
      type: 'message',
      role: student ? 'user' : 'assistant',
      content: [{ type: student ? 'input_text' : 'output_text', text: line.text }],
    },
  };
}

/** Asks for an answer, worded under `instructions` (the persona's, with the turn's direction). */
export const responseCreate = (instructions: string): Upstream => ({
  type: 'response.create',
  response: { instructions },
});

export const responseCancel = (): Upstream => ({ type: 'response.cancel' });

export const audioAppend = (chunk: Int16Array): Upstream => ({
  type: 'input_audio_buffer.append',
  audio: pcm16ToBase64(chunk),
});

/** An upstream event the provider acts on. */
export type RealtimeEvent =
  | { type: 'speech_started' }
  | { type: 'speech_stopped' }
  /** The student's audio so far became an input item; its transcript follows. */
  | { type: 'input_committed'; itemId: string }
  | { type: 'transcript'; itemId: string; text: string; usage?: UsageDelta }
  | { type: 'transcript_failed'; itemId: string }
  | { type: 'response_started' }
  | { type: 'text_delta'; delta: string }
  | { type: 'audio'; chunk: Int16Array }
  /** `interrupted` when the answer did not complete (cancelled, cut short, failed). */
  | { type: 'response_done'; interrupted: boolean; usage?: UsageDelta }
  | { type: 'error'; message: string };

type Usage = { input_tokens?: number; output_tokens?: number } | undefined;

const tokens = (usage: Usage): UsageDelta | undefined =>
  usage ? { input_tokens: usage.input_tokens, output_tokens: usage.output_tokens } : undefined;

/** Reads one upstream event; null for events we do not act on. */
export function readUpstream(e: Upstream): RealtimeEvent | null {
  switch (e.type) {
    case 'input_audio_buffer.speech_started':
      return { type: 'speech_started' };
    case 'input_audio_buffer.speech_stopped':
      return { type: 'speech_stopped' };
    case 'input_audio_buffer.committed':
      return typeof e.item_id === 'string' ? { type: 'input_committed', itemId: e.item_id } : null;
    case 'conversation.item.input_audio_transcription.completed':
      return {
        type: 'transcript',
        itemId: String(e.item_id),
        text: String(e.transcript ?? '').trim(),
        usage: tokens(e.usage as Usage),
      };
    case 'conversation.item.input_audio_transcription.failed':
      return { type: 'transcript_failed', itemId: String(e.item_id) };
    case 'response.created':
      return { type: 'response_started' };
    case 'response.output_audio_transcript.delta':
    case 'response.audio_transcript.delta':
    case 'response.output_text.delta':
    case 'response.text.delta':
      return { type: 'text_delta', delta: String(e.delta ?? '') };
    case 'response.output_audio.delta':
    case 'response.audio.delta':
      return { type: 'audio', chunk: base64ToPcm16(String(e.delta ?? '')) };
    case 'response.done': {
      const response = (e.response ?? {}) as { status?: string; usage?: Usage };
      return {
        type: 'response_done',
        interrupted: response.status !== undefined && response.status !== 'completed',
        usage: tokens(response.usage),
      };
    }
    case 'error': {
      const err = (e.error ?? {}) as { message?: string; code?: string };
      // Cancelling a response that already ended is harmless.
      if (err.code === 'response_cancel_not_active') return null;
      return { type: 'error', message: `Voice service error: ${err.message ?? 'unknown'}` };
    }
    default:
      return null;
  }
}
