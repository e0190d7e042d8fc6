import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import type { ServerMessage } from '@practicum/contract';
import type { PatientRow, SessionRow } from '../db/schema';
import type { PatientProvider } from './providers/provider';
import type { SessionRecording } from './runner-recording';
import type { RunnerStore } from './runner-store';
import { MAX_WAITING_LINES, TurnLoop, type TurnHost } from './runner-turns';

/** A turn loop whose host keeps its queued work for the test to run, and a patient who answers at once. */
async function loop() {
  const sent: ServerMessage[] = [];
  const queue: (() => Promise<void>)[] = [];
  const saved: string[] = [];
  const host: TurnHost = {
    send: (m) => sent.push(m),
    backlog: () => 0,
    sendError: (message, code) => sent.push({ type: 'error', error: { message, code } }),
    enqueue: (work) => queue.push(work),
    store: {
      student: async (text: string) => {
        saved.push(text);
        return { text, seq: saved.length, speaker: 'student' };
      },
      patient: async (text: string) => ({ text, seq: 0, speaker: 'patient' }),
    } as unknown as RunnerStore,
    recording: { patient: () => undefined } as unknown as SessionRecording,
    log: { error: () => undefined } as unknown as FastifyBaseLogger,
  };
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
