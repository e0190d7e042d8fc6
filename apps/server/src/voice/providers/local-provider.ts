import { PersonaSchema } from '@practicum/personas';
import { sentences, type SpeechSynthesizer } from '../tts/synthesizer';
import { toReply, type PatientProvider, type ProviderFactory } from './provider';

/**
 * The offline provider (default): the patient engine decides what the patient says and eSpeak NG
 * speaks it, sentence by sentence, so the first audio leaves before the whole answer is synthesised.
 */
export function localProvider(synth: SpeechSynthesizer): ProviderFactory {
  return async (input) => {
    const { createPatientSession } = await import('@practicum/patient-engine');
    const engine = createPatientSession(PersonaSchema.parse(input.persona), { seed: input.seed });
    const opening = engine.opening();
    // Replaying the student's lines restores the engine's state exactly (it is deterministic).
    for (const line of input.history) engine.respond(line);
    const provider: PatientProvider = {
      name: 'local',
      serverTranscription: false,
      opening: async () => toReply(opening),
      reply: async (text) => toReply(engine.respond(text)),
      async speak(text, onAudio) {
        for (const sentence of sentences(text)) {
          await synth.speak(sentence, { voice: input.voice, speed: input.speed }, onAudio);
        }
      },
    };
    return provider;
  };
}
