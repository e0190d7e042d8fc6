import { z } from 'zod';

/**
 * Where a student's voice is turned into text. The server reports what it does (`server`) and what
 * the institution allows browsers (`browser_cloud`); the session screen picks the path the browser
 * can take and says where the voice goes before the microphone starts.
 */

/** The server transcribes: on the institution's own speech service (`STT_*`), or at OpenAI. */
export const ServerSpeechServiceSchema = z.enum(['institution', 'openai']);
export type ServerSpeechService = z.infer<typeof ServerSpeechServiceSchema>;

export const SpeechRecognitionPolicySchema = z.object({
  /** null: the server does not transcribe, so the browser does (on the device, or its vendor's cloud). */
  server: ServerSpeechServiceSchema.nullable(),
  /**
   * An admin allows browsers to send students' voices to their vendor's cloud (Chrome's default Web
   * Speech recognition goes to Google). Off unless an admin turns it on.
   */
  browser_cloud: z.boolean(),
});
export type SpeechRecognitionPolicy = z.infer<typeof SpeechRecognitionPolicySchema>;

/** `PUT /voice/speech-recognition` (admins): the institution's choice. */
export const UpdateSpeechRecognitionBodySchema = z.strictObject({ browser_cloud: z.boolean() });
export type UpdateSpeechRecognitionBody = z.infer<typeof UpdateSpeechRecognitionBodySchema>;

/** The stored institution setting (`institution_settings` row `speech_recognition`). */
export const SpeechRecognitionSettingSchema = UpdateSpeechRecognitionBodySchema;
export const DEFAULT_SPEECH_RECOGNITION_SETTING = { browser_cloud: false } as const;
