import { PersonaSchema } from '@practicum/personas';
import type { SpeechScheduler } from '../tts/scheduler';
import { toReply, type PatientProvider, type ProviderFactory } from './provider';

/**
 * The offline provider (default): the patient engine decides what the patient says and eSpeak NG
 * speaks it, sentence by sentence through the shared scheduler, so the first audio leaves before
 * the whole answer is synthesised and no session's answer waits behind another's.
 */
export function localProvider(speech: SpeechScheduler): ProviderFactory {
  return async (input) => {
    const { createPatientSession } = await import('@practicum/patient-engine');
    const engine = createPatientSession(PersonaSchema.parse(input.persona), { seed: input.seed });
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
      async speak(text, onAudio) {
        speaking = true;
        try {
          await voice.speak(text, { voice: input.voice, speed: input.speed }, onAudio);
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
