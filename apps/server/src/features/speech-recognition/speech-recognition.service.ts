import {
  DEFAULT_SPEECH_RECOGNITION_SETTING,
  SpeechRecognitionSettingSchema,
  type ServerSpeechService,
  type SpeechRecognitionPolicy,
  type UpdateSpeechRecognitionBody,
} from '@practicum/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { readInstitutionSetting, saveInstitutionSetting } from '../../lib/institution-settings';

const NAME = 'speech_recognition';

/**
 * Who transcribes on the server, from configuration: the realtime relay sends the voice to OpenAI;
 * `STT_*` sends it to that speech service, OpenAI's own or (any other address) the institution's.
 */
export function serverSpeechService(c: Config): ServerSpeechService | null {
  if (c.AI_PROVIDER === 'openai-realtime') return 'openai';
  if (!c.STT_BASE_URL) return null;
  return /(^|\.)openai\.com$/i.test(new URL(c.STT_BASE_URL).hostname) ? 'openai' : 'institution';
}

/** The admin's choice, or the private default (no cloud) when never saved or no longer valid. */
export function speechRecognitionSetting(db: Db): Promise<UpdateSpeechRecognitionBody> {
  return readInstitutionSetting(db, NAME, SpeechRecognitionSettingSchema, {
    ...DEFAULT_SPEECH_RECOGNITION_SETTING,
  });
}

export function saveSpeechRecognitionSetting(
  db: Db,
  value: UpdateSpeechRecognitionBody,
  actorId: string,
): Promise<void> {
  return saveInstitutionSetting(db, NAME, value, actorId);
}

export async function speechRecognitionPolicy(db: Db, c: Config): Promise<SpeechRecognitionPolicy> {
  const { browser_cloud } = await speechRecognitionSetting(db);
  return { server: serverSpeechService(c), browser_cloud };
}
