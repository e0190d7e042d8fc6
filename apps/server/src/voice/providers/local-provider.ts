import { prepareReadings } from '@practicum/coder';
import { PersonaSchema } from '@practicum/personas';
import { ServerRecognition, type SpeechToTextSettings } from '../stt/server-recognition';
import type { SpeechScheduler } from '../tts/scheduler';
import { patientSpeechVoice } from '../tts/voices';
import { toReply, type PatientProvider, type ProviderEvents, type ProviderFactory } from './provider';
import { readingsAhead } from './readings-ahead';

/**
 * The offline provider (default): the patient engine decides what the patient says and eSpeak NG
 * speaks it, sentence by sentence through the shared scheduler, so the first audio leaves before
 * the whole answer is synthesised and no session's answer waits behind another's. With `stt` (a
 * speech-to-text service such as a self-hosted Whisper server) the server also hears the student,
 * so no chat model is needed for voice input in any browser; without it the browser transcribes.
 */
export function localProvider(speech: SpeechScheduler, stt?: SpeechToTextSettings): ProviderFactory {
  return async (input) => {
    const { createPatientSession } = await import('@practicum/patient-engine');
    const persona = PersonaSchema.parse(input.persona);
    const engine = createPatientSession(persona, { seed: input.seed });
    const opening = engine.opening();
    // Replaying the student's lines restores the engine's state exactly (it is deterministic).
    // The coder's learned reading of each line is computed off this thread first (see prepareReadings).
    await prepareReadings(input.history);
    for (const line of input.history) engine.respond(line);
    const voice = speech.session(input.audioBacklog);
    const readings = readingsAhead();
    let speaking = false;
    let events: ProviderEvents | null = null;
    const recognition = stt ? new ServerRecognition(stt, () => events) : null;
    const provider: PatientProvider = {
      name: 'local',
      serverTranscription: recognition !== null,
      async connect(sink) {
        events = sink;
      },
      ...(recognition ? { pushAudio: (chunk: Int16Array) => recognition.push(chunk) } : {}),
      opening: async () => toReply(opening),
      prepare: (text) => readings.prepare(text),
      reply: async (text) => {
        await readings.ready(text);
        return toReply(engine.respond(text));
      },
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
        recognition?.close();
      },
    };
    return provider;
  };
}
