import { PersonaSchema } from '@practicum/personas';
import type { SpeechScheduler } from '../tts/scheduler';
import { patientSpeechVoice } from '../tts/voices';
import { toReply, type PatientProvider, type ProviderFactory } from './provider';

/**
 * The offline provider (default): the patient engine decides what the patient says and eSpeak NG
 * speaks it, sentence by sentence through the shared scheduler, so the first audio leaves before
 * the whole answer is synthesised and no session's answer waits behind another's.
 */
export function localProvider(speech: SpeechScheduler): ProviderFactory {
  return async (input) => {
    const { createPatientSession } = await import('@practicum/patient-engine');
    const persona = PersonaSchema.parse(input.persona);
    const engine = createPatientSession(persona, { seed: input.seed });
    const opening = engine.opening();
    // Replaying the student's lines restores the engine's state exactly (it is deterministic).
    for (const line of input.history) engine.respond(line);
    const voice = speech.session(input.audioBacklog);
    let speaking = false;
    const provider: PatientProvider = {
      name: 'local',
      serverTranscription: false,
      opening: async () => toReply(opening),
      reply: async (text) => toReply(engine.respond(text)),
      async speak(text, onAudio, emotion) {
        speaking = true;
        try {
          const spoken = { voice: patientSpeechVoice(persona, emotion), speed: input.speed };
          await voice.speak(text, spoken, onAudio);
        } finally {
          speaking = false;
        }
      },
      // Barge-in: the sentences not yet synthesised are dropped, and the answer ends where it is.
      cancelResponse() {
        if (!speaking) return false;
        voice.cancel();
        return true;
      },
      async close() {
        voice.close();
      },
    };
    return provider;
  };
}
