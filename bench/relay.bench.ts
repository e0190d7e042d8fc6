/**
 * The openai-realtime relay's added latency. A zero-latency fake of the Realtime API streams
 * audio deltas; we time each one from the moment the fake sends it to the moment a client receives
 * it, once through our server (fake -> relay -> client socket: two hops plus our decode, recording
 * and re-encode) and once straight from the fake (one hop). Added latency = relay - direct.
 * Prints one JSON line; target: added p95 < 10 ms.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import WebSocket from 'ws';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { patients, users } from '../apps/server/src/db/schema';
import { fakeRealtime } from '../apps/server/test/support/fake-realtime';
import { issueTokens } from '../apps/server/src/lib/accounts/refresh-tokens';

const TURNS = Number(process.env.BENCH_RELAY_TURNS ?? 50);
const CHUNKS = 20;

const percentile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(2));
};

/** Opens a socket that timestamps every message of `type`, and resolves `done` after `end`. */
function client(url: string, type: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const received: number[] = [];
  let waiter: { type: string; resolve: () => void } | null = null;
  ws.on('message', (raw) => {
    const at = performance.now();
    const t = (JSON.parse(raw.toString()) as { type: string }).type;
    if (t === type) received.push(at);
    if (waiter?.type === t) {
      const w = waiter;
      waiter = null;
      w.resolve();
    }
  });
  return {
    ws,
    received,
    open: new Promise<void>((r, j) => {
      ws.once('open', () => r());
      ws.once('error', j);
    }),
    until: (t: string) => new Promise<void>((resolve) => (waiter = { type: t, resolve })),
  };
}

async function main() {
  const fake = await fakeRealtime();
  fake.chunks = CHUNKS;
  const database = await openDatabase({ engine: 'pglite', instance: await PGlite.create() });
  await database.migrate();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'practicum-bench-relay-')),
    JWT_SECRET: 'r'.repeat(40),
    AI_PROVIDER: 'openai-realtime',
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: fake.baseURL,
  });
  const app = await buildApp(config, { database });
  const [user] = await database.db
    .insert(users)
    .values({ email: 'relay@bench.test', passwordHash: 'x', accountStatus: 'activated', isActive: true })
    .returning();
  // A fixed counselling persona (BENCH_PERSONA to choose another): the catalogue's first entry
  // changes as cases are added, and a consultation's short answers would change the load measured.
  const persona = PersonaSchema.parse(benchPersona());
  const [patient] = await database.db
    .insert(patients)
    .values({
      name: persona.name,
      condition: persona.condition,
      conditionCategory: persona.condition_category,
      difficulty: persona.difficulty,
      persona,
    })
    .returning();
  const token = (await issueTokens(app, user!)).pair.access_token;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // Through the relay.
  const relay = client(
    `ws://127.0.0.1:${port}/api/v1/voice/realtime/${patient!.id}?token=${token}`,
    'response.audio.delta',
  );
  await relay.open;
  await relay.until('audio_response_complete'); // the opening
  const relayed: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    fake.audioSentAt.length = 0;
    relay.received.length = 0;
    relay.ws.send(JSON.stringify({ type: 'text_message', text: `Tell me more about that (${i}).` }));
    await relay.until('audio_response_complete');
    fake.audioSentAt.forEach((sent, k) => relayed.push(relay.received[k]! - sent));
  }
  relay.ws.send(JSON.stringify({ type: 'end_session' }));
  await relay.until('session_ended');

  // Straight from the fake.
  const direct = client(
    `${fake.baseURL.replace('http', 'ws')}/realtime?model=x`,
    'response.output_audio.delta',
  );
  await direct.open;
  const straight: number[] = [];
  for (let i = 0; i < TURNS; i++) {
    fake.audioSentAt.length = 0;
    direct.received.length = 0;
    direct.ws.send(JSON.stringify({ type: 'response.create' }));
    await direct.until('response.done');
    fake.audioSentAt.forEach((sent, k) => straight.push(direct.received[k]! - sent));
  }
  direct.ws.close();

  const base = percentile(straight, 0.5);
  console.log(
    JSON.stringify({
      bench: 'relay-overhead',
      provider: 'openai-realtime (zero-latency fake)',
      audio_deltas: relayed.length,
      relay_p50_ms: percentile(relayed, 0.5),
      relay_p95_ms: percentile(relayed, 0.95),
      direct_p50_ms: base,
      direct_p95_ms: percentile(straight, 0.95),
      added_p50_ms: Number((percentile(relayed, 0.5) - base).toFixed(2)),
      added_p95_ms: Number((percentile(relayed, 0.95) - base).toFixed(2)),
      target_added_p95_ms: 10,
    }),
  );
  await app.close();
  await database.close?.();
  await fake.close();
  process.exit(0);
}

void main();

function benchPersona() {
  const id = process.env.BENCH_PERSONA ?? 'aisha-rahman';
  const found = CATALOGUE.find((p) => p.id === id);
  if (!found) throw new Error(`BENCH_PERSONA: no catalogue persona ${id}`);
  return found;
}
