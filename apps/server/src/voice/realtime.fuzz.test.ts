import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app';
import { fuzzSeed } from '../../test/support/fuzz/arbitraries';
import { buildWorld, type FuzzWorld } from '../../test/support/fuzz/world';
import {
  formatSocketSummary,
  fuzzSocket,
  fuzzUpgrade,
  type SocketFuzzSummary,
} from '../../test/support/fuzz/socket';

/**
 * The realtime socket fuzzed from the contract (ADR 020): generated client messages, valid and
 * broken, over a real socket, and the upgrade tried as every kind of caller. Every server message
 * must match `ServerMessageSchema`; nothing may fail inside the server. CI sends a seeded handful;
 * `npm run fuzz` sends FUZZ_FRAMES.
 */
const FRAMES = Number(process.env.FUZZ_FRAMES ?? 60);
const UPGRADES = Number(process.env.FUZZ_UPGRADES ?? 30);
const SEED = fuzzSeed();

let t: TestApp;
let world: FuzzWorld;
let baseUrl: string;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  t = await buildTestApp({
    config: { AUTH_RATE_LIMIT_PER_MINUTE: 1_000_000, REALTIME_RESUME_GRACE_SECONDS: 1 },
  });
  world = await buildWorld(t.app, t.database);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/voice/realtime`;
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await t?.close();
});

describe('contract fuzz over the realtime socket', () => {
  it(
    'answers every generated frame and upgrade within the contract, without failing inside',
    async () => {
      const summary: SocketFuzzSummary = await fuzzSocket({
        app: t.app,
        baseUrl,
        patientId: world.patientId,
        pool: world.pool,
        tokens: world.tokens,
        frames: FRAMES,
        seed: SEED,
      });
      await fuzzUpgrade({
        baseUrl,
        pool: world.pool,
        tokens: world.tokens,
        attempts: UPGRADES,
        seed: SEED,
        summary,
      });
      process.stdout.write(`${formatSocketSummary(summary, SEED)}\n`);
      expect(summary.failures, formatSocketSummary(summary, SEED)).toEqual([]);
      expect(summary.frames).toBe(FRAMES);
      const errorLogs = t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
      expect(errorLogs.slice(0, 5)).toEqual([]);
      expect(unhandled).toEqual([]);
    },
    Math.max(120_000, FRAMES * 500 + UPGRADES * 1000),
  );
});
