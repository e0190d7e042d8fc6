import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDetail } from '@practicum/contract';
import { scratchDatabase } from '../../../../bench/scratch-database';
import { openDatabase } from '../../src/db/client';
import { seedDemoStudent } from '../../src/bootstrap';
import { decodeOggOpus, loudness } from '../support/recording';
import { openSocket, type TestSocket } from '../support/ws-client';
import { TEST_REDIS_URL, testRedis } from '../support/redis';
import {
  ensureNginx,
  sharedJwtSecret,
  startInstance,
  startNginx,
  stopInstance,
  type Instance,
  type Nginx,
} from './cluster';

/*
 * Three server processes on the machine's PostgreSQL and Redis behind nginx, configured as
 * docs/deployment.md says. Each proof sends its requests to named instances directly, so which
 * instance answers is certain, and then goes through nginx to show the proxy carries the same.
 */

const PG_URL = process.env.TEST_DATABASE_URL;
const PER_MINUTE = 6;

let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let instances: Instance[] = [];
let nginx: Nginx | undefined;
let student = { email: '', password: '' };
let patientId = '';
/** A second patient, for the session that outlives its instance (the first one's may still be open). */
let otherPatientId = '';
/**
 * The client address every request claims (the instances trust X-Forwarded-For, as behind nginx):
 * a fresh one per run, so runs sharing this Redis never count into each other's limits.
 */
const clientIp = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** The fields these proofs read from answers: tokens, a ticket, an error code, a user, patients. */
interface Answer {
  access_token?: string;
  refresh_token?: string;
  ticket?: string;
  code?: string;
  email?: string;
  patients?: { id: string }[];
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      'x-forwarded-for': clientIp,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Answer };
}

const login = (base: string, username: string, password: string) =>
  call(base, 'POST', '/auth/login', { username, password });

const redisUp = await testRedis().then(async (redis) => (redis ? (await redis.quit(), true) : false));

beforeAll(async () => {
  if (!PG_URL || !redisUp) return;
  const nginxBinary = ensureNginx();
  scratch = await scratchDatabase(PG_URL);
  const env = {
    DATABASE_URL: scratch.url,
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: sharedJwtSecret(),
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    // Request lines (path only) tell which instance took a socket through nginx.
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: randomUUID(),
  };
  // Migrations and a student once, before the instances start on the finished schema.
  const database = await openDatabase({ engine: 'postgres', url: scratch.url });
  try {
    await database.migrate();
    student = await seedDemoStudent(database.db);
  } finally {
    await database.close();
  }
  instances = await Promise.all([0, 1, 2].map(() => startInstance(env)));
  nginx = await startNginx(
    nginxBinary,
    instances.map((i) => i.port),
  );
  const signedIn = await login(instances[0]!.url, student.email, student.password);
  const token = signedIn.body.access_token!;
  await call(instances[0]!.url, 'POST', '/voice/patients/initialize', undefined, token);
  const list = await call(instances[0]!.url, 'GET', '/voice/patients/?limit=2', undefined, token);
  patientId = list.body.patients?.[0]?.id ?? '';
  otherPatientId = list.body.patients?.[1]?.id ?? '';
  if (!patientId || !otherPatientId)
    throw new Error(`no patient: ${JSON.stringify(list)} ${JSON.stringify(signedIn)}`);
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map(stopInstance));
  await scratch?.drop();
}, 60_000);

describe.skipIf(!PG_URL || !redisUp)(
  'several instances behind nginx (skipped without PostgreSQL and Redis)',
  () => {
    it('signs in on one, refreshes on another, and a logout on a third ends the access token everywhere', async () => {
      const [a, b, c] = instances.map((i) => i.url) as [string, string, string];
      const signedIn = await login(a, student.email, student.password);
      expect(signedIn.status).toBe(200);
      const refreshed = await call(b, 'POST', '/auth/refresh', {
        refresh_token: signedIn.body.refresh_token,
      });
      expect(refreshed.status).toBe(200);
      const access = refreshed.body.access_token!;
      expect((await call(c, 'GET', '/auth/me', undefined, access)).body.email).toBe(student.email);
      // The rotated-out token is refused on any instance.
      expect(
        (await call(c, 'POST', '/auth/refresh', { refresh_token: signedIn.body.refresh_token })).status,
      ).toBe(401);
    });

    it('revokes an access token on every instance at logout', async () => {
      const [a, b, c] = instances.map((i) => i.url) as [string, string, string];
      const signedIn = await login(a, student.email, student.password);
      const access = signedIn.body.access_token!;
      expect((await call(b, 'GET', '/auth/me', undefined, access)).status).toBe(200);
      await call(c, 'POST', '/auth/logout', { refresh_token: signedIn.body.refresh_token });
      expect((await call(a, 'GET', '/auth/me', undefined, access)).status).toBe(401);
      expect((await call(b, 'GET', '/auth/me', undefined, access)).status).toBe(401);
    });

    it('refuses a token every instance holds in memory from the request after a logout on one', async () => {
      const urls = instances.map((i) => i.url);
      const signedIn = (await login(urls[0]!, student.email, student.password)).body;
      // Twice on each: the second answer comes from the instance's memory (ADR 031).
      for (const url of [...urls, ...urls])
        expect((await call(url, 'GET', '/auth/me', undefined, signedIn.access_token)).status).toBe(200);
      await call(urls[2]!, 'POST', '/auth/logout', { refresh_token: signedIn.refresh_token });
      for (const url of urls)
        expect((await call(url, 'GET', '/auth/me', undefined, signedIn.access_token)).status).toBe(401);
    });

    it('counts failed sign-ins to one account across instances: the fifth waits, wherever it lands', async () => {
      const email = `nobody-${randomUUID()}@example.test`;
      // Three failures are free and the fourth starts a one-second wait; no instance sees more than two.
      for (const i of [0, 1, 2, 0])
        expect((await login(instances[i]!.url, email, 'wrong-password')).status).toBe(401);
      const fifth = await login(instances[1]!.url, email, 'wrong-password');
      expect(fifth.status).toBe(429);
      expect(fifth.body.code).toBe('login_delayed');
    });

    it('holds a per-address rate limit across instances', async () => {
      const ask = (i: number) =>
        call(instances[i % 3]!.url, 'POST', '/users/forgot-password', { email: `x-${i}@example.test` });
      // Each instance sees two of the six allowed requests; the seventh is over the shared limit.
      for (let i = 0; i < PER_MINUTE; i++) expect((await ask(i)).status).toBe(200);
      const over = await ask(PER_MINUTE);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('rate_limited');
    });

    it('accepts a socket ticket issued by one instance on another, once and only once', async () => {
      const [a, b, c] = instances.map((i) => i.url.replace('http', 'ws')) as [string, string, string];
      const access = (await login(instances[0]!.url, student.email, student.password)).body
        .access_token as string;
      const { ticket } = (await call(instances[0]!.url, 'POST', '/voice/realtime/ticket', undefined, access))
        .body;
      const path = `/api/v1/voice/realtime/${patientId}?token=${ticket}`;
      const socket = await openSocket(`${b}${path}`, { 'x-forwarded-for': clientIp });
      try {
        expect((await socket.next('connection_established')).session_id).toBeTruthy();
        await expect(openSocket(`${c}${path}`, { 'x-forwarded-for': clientIp })).rejects.toMatchObject({
          status: 401,
        });
        await expect(openSocket(`${a}${path}`, { 'x-forwarded-for': clientIp })).rejects.toMatchObject({
          status: 401,
        });
      } finally {
        socket.ws.close();
        await socket.closed;
      }
    });

    it('serves sign-in, refresh, a ticket and the socket upgrade through nginx', async () => {
      const proxy = nginx!.url;
      const signedIn = await login(proxy, student.email, student.password);
      expect(signedIn.status).toBe(200);
      // least_conn with no requests open spreads these over the instances in turn.
      let refreshToken = signedIn.body.refresh_token!;
      let access = '';
      for (let i = 0; i < 3; i++) {
        const refreshed = await call(proxy, 'POST', '/auth/refresh', { refresh_token: refreshToken });
        expect(refreshed.status).toBe(200);
        refreshToken = refreshed.body.refresh_token!;
        access = refreshed.body.access_token!;
      }
      const { ticket } = (await call(proxy, 'POST', '/voice/realtime/ticket', undefined, access)).body;
      const ws = proxy.replace('http', 'ws');
      const socket = await openSocket(`${ws}/api/v1/voice/realtime/${patientId}?token=${ticket}`, {
        origin: proxy,
      });
      try {
        expect((await socket.next('connection_established')).session_id).toBeTruthy();
      } finally {
        socket.ws.close();
        await socket.closed;
      }
    });

    it('carries a live session over to another instance when its own is killed, losing nothing acknowledged', async () => {
      const proxy = nginx!.url;
      const ws = proxy.replace('http', 'ws');
      const access = (await login(proxy, student.email, student.password)).body.access_token!;
      const path = `/api/v1/voice/realtime/${otherPatientId}`;
      const connect = async (): Promise<TestSocket> => {
        const { ticket } = (await call(proxy, 'POST', '/voice/realtime/ticket', undefined, access)).body;
        return openSocket(`${ws}${path}?token=${ticket}`, { origin: proxy });
      };
      /** What the client saw acknowledged: its own lines confirmed, and the patient's answers. */
      const acknowledged: string[] = [];
      const exchange = async (socket: TestSocket, line: string) => {
        socket.send({ type: 'text_message', text: line });
        acknowledged.push((await socket.next('text_message_sent')).text);
        acknowledged.push((await socket.next('patient_text_response', 30_000)).text);
        await socket.next('audio_response_complete', 30_000);
      };

      const first = await connect();
      const { session_id } = await first.next('connection_established');
      acknowledged.push((await first.next('patient_text_response', 30_000)).text);
      await first.next('audio_response_complete', 30_000);
      await exchange(first, 'Hello, thank you for coming in today.');
      await exchange(first, 'What has been on your mind lately?');
      // The instance that logged the upgrade runs the session.
      const holder = instances.find((i) => i.output().includes(path));
      expect(holder).toBeDefined();
      await new Promise((r) => setTimeout(r, 1000)); // the last flush of the patient's voice
      const beforeKill = Date.now();
      holder!.process.kill('SIGKILL');
      expect((await first.closed).code).not.toBe(1000);

      // The browser reconnects with a fresh ticket; nginx sends it to an instance still alive.
      const second = await connect();
      const resumed = await second.next('connection_established');
      expect(resumed.session_id).toBe(session_id);
      expect(resumed.transcript.map((m) => m.text)).toEqual(acknowledged);
      const carriedOn = instances.find((i) => i !== holder && i.output().includes(path));
      expect(carriedOn).toBeDefined();
      const resumedAt = resumed.elapsed_seconds;
      await exchange(second, 'That sounds really difficult. Tell me more.');
      // The answer is recorded as it plays (sent faster than that): let it play before ending.
      await new Promise((r) => setTimeout(r, 2000));
      second.send({ type: 'end_session' });
      await second.next('session_ended', 30_000);
      expect(Date.now() - beforeKill).toBeLessThan(60_000); // well within the grace period

      const detail = await call(proxy, 'GET', `/voice/history/sessions/${session_id}`, undefined, access);
      const session = detail.body as unknown as SessionDetail;
      expect(session.status).toBe('completed');
      expect(session.transcript.map((m) => m.text)).toEqual(acknowledged);

      // One recording, read through whichever instance nginx picks: the patient before the kill and after.
      const res = await fetch(`${proxy}/api/v1/voice/history/sessions/${session_id}/recording`, {
        headers: { authorization: `Bearer ${access}` },
      });
      expect(res.status).toBe(200);
      const audio = await decodeOggOpus(Buffer.from(await res.arrayBuffer()));
      const at = (seconds: number) => Math.round(seconds * 48_000);
      expect(audio.seconds).toBeGreaterThan(resumedAt);
      expect(loudness(audio.right, 0, at(resumedAt - 1))).toBeGreaterThan(0.001);
      expect(loudness(audio.right, at(resumedAt), audio.right.length)).toBeGreaterThan(0.001);
    }, 180_000);
  },
);
