import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/support/build-test-app';
import { fuzzSeed } from '../test/support/fuzz/arbitraries';
import {
  fuzzHttp,
  formatSummary,
  fuzzRoutes,
  missingSchemas,
  RAW_BODY_ROUTES,
} from '../test/support/fuzz/http';
import { buildWorld, type FuzzWorld } from '../test/support/fuzz/world';

/**
 * Requests generated from the contract's zod schemas for every API route, valid and broken, as
 * every kind of caller (ADR 020). No answer may be a 5xx or an error outside `{ detail, code }`.
 * CI runs a small seeded share; `npm run fuzz` runs 10,000+ (FUZZ_REQUESTS) with a fresh seed.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 900);
const SEED = fuzzSeed();
const ONLY_ROUTE = process.env.FUZZ_ROUTE;

let t: TestApp;
let world: FuzzWorld;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  t = await buildTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: 1_000_000 } });
  world = await buildWorld(t.app, t.database);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await t?.close();
});

describe('contract fuzz over HTTP', () => {
  it('finds a schema to fuzz from on every API route', () => {
    expect(missingSchemas(t.app)).toEqual([]);
    const routes = fuzzRoutes(t.app);
    expect(routes.length).toBeGreaterThan(80);
    const bodyless = routes.filter((r) => RAW_BODY_ROUTES.has(r.key));
    expect(bodyless.every((r) => !r.body)).toBe(true);
  });

  it(
    'answers every generated request without a 5xx, in the {detail, code} shape when it refuses',
    async () => {
      const routes = fuzzRoutes(t.app).filter((r) => !ONLY_ROUTE || r.key === ONLY_ROUTE);
      const http = routes.filter((r) => !r.websocket);
      const summary = await fuzzHttp({
        app: t.app,
        routes,
        pool: world.pool,
        tokens: world.tokens,
        runsPerRoute: Math.max(1, Math.ceil(REQUESTS / http.length)),
        seed: SEED,
        ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
      });
      process.stdout.write(`${formatSummary(summary)}\n`);
      expect(summary.failures, formatSummary(summary)).toEqual([]);
      const errorLogs = t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
      expect(errorLogs.slice(0, 5)).toEqual([]);
      expect(unhandled).toEqual([]);
    },
    Math.max(120_000, REQUESTS * 200),
  );
});
