import { z } from 'zod';
import { text } from './text';
import { SpeakerSchema } from './sessions';

/** Audio on the socket: 24 kHz mono PCM16, little-endian, base64, in both directions. */
export const REALTIME_SAMPLE_RATE = 24_000;
/** Largest frame the server accepts (bytes); a 100 ms audio chunk is about 6.4 KB of base64. */
export const REALTIME_MAX_PAYLOAD = 256 * 1024;
/** Longest typed or transcribed student message (characters). */
export const REALTIME_MAX_TEXT = 2000;

// ---- client -> server -------------------------------------------------------------------------

export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('audio_data'), audio: z.base64().max(REALTIME_MAX_PAYLOAD) }),
  z.object({ type: z.literal('audio_commit') }),
  z.object({ type: z.literal('text_message'), text: text().trim().min(1).max(REALTIME_MAX_TEXT) }),
  z.object({ type: z.literal('end_session') }),
  z.object({ type: z.literal('cancel_session') }),
  z.object({ type: z.literal('restart_session') }),
  z.object({ type: z.literal('pause_session') }),
  z.object({ type: z.literal('resume_session') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

// ---- server -> client -------------------------------------------------------------------------

export const RealtimeCapabilitiesSchema = z.object({
  /** False for the local provider: the browser transcribes (Web Speech API) and sends text_message. */
  server_transcription: z.boolean(),
  provider: z.string(),
  sample_rate: z.literal(REALTIME_SAMPLE_RATE),
});

export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connection_established'),
    patient_name: z.string(),
    session_id: z.uuid(),
    capabilities: RealtimeCapabilitiesSchema,
    /**
     * Whether the server is recording this session's audio: false when the student's recordings fill
     * the storage quota, their privacy settings refuse recording, or the session's audio is off. A
     * server that does not say is not taken to record.
     */
    recorded: z.boolean().default(false),
    /** The transcript so far, when reconnecting to a session in progress. */
    transcript: z
      .array(
        z.object({
          seq: z.number().int(),
          speaker: SpeakerSchema,
          text: z.string(),
          emotion: z.string().nullable(),
        }),
      )
      .default([]),
    /** Seconds since the session started (for the timer after a reconnect). */
    elapsed_seconds: z.number().int().default(0),
  }),
  z.object({ type: z.literal('text_message_sent'), text: z.string(), seq: z.number().int() }),
  z.object({
    type: z.literal('transcription_complete'),
    text: z.string(),
    speaker: SpeakerSchema,
    seq: z.number().int(),
  }),
  z.object({ type: z.literal('transcription_failed'), message: z.string() }),
  z.object({ type: z.literal('input_audio_buffer.speech_started') }),
  z.object({ type: z.literal('input_audio_buffer.speech_stopped') }),
  z.object({ type: z.literal('processing_status'), status: z.string(), message: z.string() }),
  z.object({ type: z.literal('response.text.delta'), delta: z.string() }),
  z.object({ type: z.literal('response.content.done'), text: z.string() }),
  z.object({ type: z.literal('response.audio.delta'), delta: z.string() }),
  z.object({ type: z.literal('audio_response_complete') }),
  /** Barge-in: the student spoke over the patient; the answer was cancelled, stop playing queued audio. */
  z.object({ type: z.literal('response.cancelled') }),
  z.object({
    type: z.literal('patient_text_response'),
    text: z.string(),
    seq: z.number().int(),
    emotion: z.string().nullable(),
  }),
  z.object({ type: z.literal('session_paused') }),
  z.object({ type: z.literal('session_resumed') }),
  z.object({ type: z.literal('session_restarted'), session_id: z.uuid() }),
  z.object({ type: z.literal('session_ending') }),
  z.object({
    type: z.literal('session_ended'),
    session_id: z.uuid(),
    duration: z.number().int(),
    message: z.string(),
  }),
  z.object({ type: z.literal('session_cancelled'), session_id: z.uuid() }),
  z.object({ type: z.literal('error'), error: z.object({ message: z.string(), code: z.string() }) }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type ServerMessageType = ServerMessage['type'];

export const RealtimeTicketResponseSchema = z.object({
  /** Single use; connect with ?token=<ticket> within `expires_in` seconds. */
  ticket: z.string(),
  expires_in: z.number().int(),
});
export type RealtimeTicketResponse = z.infer<typeof RealtimeTicketResponseSchema>;
