import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import type { ServerMessage } from '@practicum/contract';
import type { PatientRow, SessionRow } from '../db/schema';
import type { PatientProvider } from './providers/provider';
import type { SessionRecording } from './runner-recording';
import type { RunnerStore } from './runner-store';
import { MAX_WAITING_LINES, TurnLoop, type TurnHost } from './runner-turns';

/** A host that keeps what is sent and the queued work for the test to run, over the test's store. */
function hostWith(store: Partial<Record<keyof RunnerStore, unknown>>) {
  const sent: ServerMessage[] = [];
  const queue: (() => Promise<void>)[] = [];
  const host: TurnHost = {
    send: (m) => sent.push(m),
    backlog: () => 0,
    sendError: (message, code) => sent.push({ type: 'error', error: { message, code } }),
    enqueue: (work) => queue.push(work),
    store: store as unknown as RunnerStore,
    recording: { patient: () => undefined } as unknown as SessionRecording,
    log: { error: () => undefined } as unknown as FastifyBaseLogger,
  };
  return { host, sent, queue };
}

/** A turn loop whose host keeps its queued work for the test to run, and a patient who answers at once. */
async function loop() {
  const saved: string[] = [];
  const { host, sent, queue } = hostWith({
    student: async (text: string) => {
      saved.push(text);
      return { text, seq: saved.length, speaker: 'student' };
    },
    patient: async (text: string) => ({ text, seq: 0, speaker: 'patient' }),
  });
  const provider: PatientProvider = {
    name: 'local',
    serverTranscription: false,
    opening: async () => ({ text: 'Hello.', emotion: 'neutral', state: {}, riskDisclosed: false }),
    reply: async () => ({ text: 'I see.', emotion: 'neutral', state: {}, riskDisclosed: false }),
    speak: async () => undefined,
  };
  const persona = PersonaSchema.parse(CATALOGUE[0]);
  const turns = new TurnLoop(host, async () => provider, { persona } as unknown as PatientRow);
  await turns.start({ engineSeed: 'seed', voiceSpeed: 1 } as unknown as SessionRow, []);
  return { turns, sent, queue, saved };
}

describe('TurnLoop typed lines', () => {
  it('refuses, unsaved, the lines past those already waiting, and takes lines again once they are answered', async () => {
    const { turns, sent, queue, saved } = await loop();
    const total = MAX_WAITING_LINES + 4;
    for (let i = 0; i < total; i++) turns.say(`line ${i}`);
    // The one being answered and MAX_WAITING_LINES behind it are queued; the rest are refused.
    expect(queue).toHaveLength(MAX_WAITING_LINES + 1);
    const refused = sent.filter((m) => m.type === 'error');
    expect(refused).toHaveLength(total - MAX_WAITING_LINES - 1);
    expect(refused[0]).toMatchObject({ error: { code: 'too_many_messages' } });

    for (const work of queue.splice(0)) await work();
    expect(saved).toEqual(Array.from({ length: MAX_WAITING_LINES + 1 }, (_, i) => `line ${i}`));
    expect(sent.filter((m) => m.type === 'text_message_sent')).toHaveLength(MAX_WAITING_LINES + 1);

    turns.say('after');
    expect(queue).toHaveLength(1);
  });
});

describe('TurnLoop answers while the line is saved', () => {
  /** A turn loop whose student saves wait for the test, with a provider that notes what it hears. */
  async function slowSave() {
    const saved: string[] = [];
    const heard: string[] = [];
    const factoryHistories: string[][] = [];
    const saves: { resolve: () => void; reject: (e: Error) => void }[] = [];
    const { host, sent, queue } = hostWith({
      student: (text: string) =>
        new Promise((resolve, reject) =>
          saves.push({
            resolve: () => {
              saved.push(`student: ${text}`);
              resolve({ text, seq: saved.length, speaker: 'student' });
            },
            reject,
          }),
        ),
      patient: async (text: string) => {
        saved.push(`patient: ${text}`);
        return { text, seq: saved.length, speaker: 'patient' };
      },
      transcript: async () =>
        saved.map((line) => {
          const [speaker, text] = line.split(': ');
          return { speaker, text };
        }),
    });
    const persona = PersonaSchema.parse(CATALOGUE[0]);
    const turns = new TurnLoop(
      host,
      async (input) => {
        factoryHistories.push(input.history);
        const provider: PatientProvider = {
          name: 'local',
          serverTranscription: false,
          opening: async () => ({ text: 'Hello.', emotion: 'neutral', state: {}, riskDisclosed: false }),
          reply: async (text) => {
            heard.push(text);
            return { text: `You said ${text}`, emotion: 'neutral', state: {}, riskDisclosed: false };
          },
          speak: async () => undefined,
        };
        return provider;
      },
      { persona } as unknown as PatientRow,
    );
    await turns.start({ engineSeed: 'seed', voiceSpeed: 1 } as unknown as SessionRow, []);
    return { turns, sent, queue, saved, heard, saves, factoryHistories };
  }
  const settle = () => new Promise((r) => setImmediate(r));

  it('works out the answer while the line is saved, and writes and shows it only once the line is saved', async () => {
    const { turns, sent, queue, saved, heard, saves } = await slowSave();
    turns.say('How are you?');
    const work = queue.shift()!();
    await settle();
    // The save has not landed, yet the patient has already heard the line.
    expect(heard).toEqual(['How are you?']);
    expect(saved).toEqual([]);
    expect(sent.map((m) => m.type)).not.toContain('patient_text_response');
    saves[0]!.resolve();
    await work;
    expect(saved).toEqual(['student: How are you?', 'patient: You said How are you?']);
    const types = sent.map((m) => m.type);
    expect(types.indexOf('text_message_sent')).toBeLessThan(types.indexOf('patient_text_response'));
  });

  it('gives a line that fails to save no answer, and starts the patient again from what was saved', async () => {
    const { turns, sent, queue, saved, heard, saves, factoryHistories } = await slowSave();
    turns.say('First line.');
    let work = queue.shift()!();
    await settle();
    saves[0]!.resolve();
    await work;

    turns.say('Second line.');
    work = queue.shift()!();
    await settle();
    expect(heard).toEqual(['First line.', 'Second line.']);
    saves[1]!.reject(new Error('the database went away'));
    await expect(work).rejects.toThrow('the database went away');
    expect(saved).toEqual(['student: First line.', 'patient: You said First line.']);
    expect(sent.filter((m) => m.type === 'patient_text_response')).toHaveLength(1);
    // The patient was started again with only the saved student lines behind it.
    expect(factoryHistories).toEqual([[], ['First line.']]);
  });
});
