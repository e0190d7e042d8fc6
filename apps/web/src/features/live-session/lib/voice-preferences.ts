import { getSettings } from '../../../api/settings';

export interface VoicePreferences {
  /** Play the patient's voice (audio enabled and auto-play on). */
  playAudio: boolean;
  /** 0-100. */
  volume: number;
  language: string;
}

export const DEFAULT_VOICE_PREFERENCES: VoicePreferences = { playAudio: true, volume: 75, language: 'en-US' };

/** The student's audio settings, or the defaults when they cannot be read. */
export async function getVoicePreferences(): Promise<VoicePreferences> {
  try {
    const { audio } = await getSettings();
    return {
      playAudio: audio.enabled && audio.auto_play_responses,
      volume: audio.volume,
      language: audio.speech_recognition_language,
    };
  } catch {
    return DEFAULT_VOICE_PREFERENCES;
  }
}
