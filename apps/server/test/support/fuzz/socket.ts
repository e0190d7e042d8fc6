import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { z } from 'zod';
import { ClientMessageSchema, REALTIME_MAX_PAYLOAD, ServerMessageSchema } from '@practicum/contract';
import { BAD_IDS, hostileString, mutantFor, valueFor, type IdPool, type JsonSchema } from './arbitraries';
import { describe as abbreviate, IDENTITIES, judge, type Identity } from './http';

/**
 * The realtime socket fuzzed from the contract: client messages generated from
 * `ClientMessageSchema` (valid, broken, and frames that are not messages at all) sent over a real
 * socket, and the upgrade itself tried with generated patient ids and tokens as every caller.
 */

export type Frame = { kind: 'text'; data: string } | { kind: 'binary'; data: Uint8Array };

/** Messages that end or restart the session; drawn rarely, so most frames reach a live session. */
const ENDING = new Set(['end_session', 'cancel_session', 'restart_session']);

const clientSchema = z.toJSONSchema(ClientMessageSchema, { io: 'input' }) as JsonSchema;

export function frameArb(pool: IdPool): fc.Arbitrary<Frame> {
  const valid = valueFor(clientSchema, pool) as fc.Arbitrary<{ type: string }>;
  const text = (arb: fc.Arbitrary<unknown>): fc.Arbitrary<Frame> =>
    arb.map((value) => ({ kind: 'text' as const, data: JSON.stringify(value) ?? 'undefined' }));
  return fc.oneof(
    { weight: 20, arbitrary: text(valid.filter((m) => !ENDING.has(m.type))) },
    { weight: 1, arbitrary: text(valid.filter((m) => ENDING.has(m.type))) },
    { weight: 20, arbitrary: text(mutantFor(clientSchema, pool)) },
    {
      weight: 6,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            '',
            '{',
            'null',
            '[]',
            '"text_message"',
            '{"type":null}',
            '{"type":{"x":1}}',
            '\u0000',
          ),
          hostileString.filter((s) => s.length < REALTIME_MAX_PAYLOAD * 2),
          // Past the largest frame the server reads, under the socket's own limit.
          fc.constant(JSON.stringify({ type: 'audio_data', audio: 'A'.repeat(REALTIME_MAX_PAYLOAD + 8) })),
        )
        .map((data) => ({ kind: 'text' as const, data })),
    },
    {
      weight: 3,
      arbitrary: fc.uint8Array({ maxLength: 512 }).map((data) => ({ kind: 'binary' as const, data })),
    },
  );
}

export interface SocketFuzzSummary {
  frames: number;
  connections: number;
  serverMessages: Record<string, number>;
  errorCodes: Record<string, number>;
  closeCodes: Record<string, number>;
  upgrades: Record<string, number>;
  failures: { reason: string; frame?: string; sent?: string[] }[];
}

interface Conn {
  ws: WebSocket;
  messages: unknown[];
  closed: Promise<number>;
}

function open(url: string): Promise<Conn | { status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const messages: unknown[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(data.toString()) as unknown));
    const closed = new Promise<number>((res) => ws.on('close', (code) => res(code)));
    ws.on('unexpected-response', (req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => {
        // Handling the refusal ourselves means closing its connection ourselves too.
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    ws.on('error', reject);
    ws.on('open', () => resolve({ ws, messages, closed }));
  });
}

/** What a frame asks for, when it is a valid message: the fuzz waits for its effect before the next one. */
function validType(frame: Frame): string | null {
  if (frame.kind !== 'text') return null;
  try {
    const parsed = ClientMessageSchema.safeParse(JSON.parse(frame.data));
    return parsed.success ? parsed.data.type : null;
  } catch {
    return null;
  }
}

/** Waits until a message not yet checked satisfies `done`, or the socket closes. */
async function waitFor(
  conn: Conn,
  done: (m: { type?: string }) => boolean,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((conn.messages as { type?: string }[]).some(done)) return true;
    if (conn.ws.readyState === WebSocket.CLOSED) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return false;
}

/** Resolves once the server has answered `probe` (an unknown type it must refuse), or the socket closed. */
async function barrier(conn: Conn, n: number, timeoutMs = 30_000): Promise<void> {
  const probe = `fuzz_barrier_${n}`;
  if (conn.ws.readyState !== WebSocket.OPEN) return;
  conn.ws.send(JSON.stringify({ type: probe }));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((conn.ws.readyState as number) === WebSocket.CLOSED) return;
    if (conn.messages.some((m) => JSON.stringify(m).includes(probe))) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no answer to ${probe} within ${timeoutMs} ms`);
}

/**
 * Sends `frames` generated frames over live sessions as the student, reconnecting whenever the
 * server ends a session, and checks every server message against the contract.
 */
export async function fuzzSocket(opts: {
  app: FastifyInstance;
  baseUrl: string;
  patientId: string;
  pool: IdPool;
  tokens: Record<Identity, string | null>;
  frames: number;
  seed: number;
}): Promise<SocketFuzzSummary> {
  const summary: SocketFuzzSummary = {
    frames: 0,
    connections: 0,
    serverMessages: {},
    errorCodes: {},
    closeCodes: {},
    upgrades: {},
    failures: [],
  };
  const frames = fc.sample(frameArb(opts.pool), { seed: opts.seed, numRuns: opts.frames });
  const sent: string[] = [];
  let conn: Conn | null = null;
  let barriers = 0;

  const ticket = async () => {
    const res = await opts.app.inject({
      method: 'POST',
      url: '/api/v1/voice/realtime/ticket',
      headers: { authorization: `Bearer ${opts.tokens.student}` },
    });
    return res.json<{ ticket: string }>().ticket;
  };
  const check = (c: Conn) => {
    for (const m of c.messages.splice(0)) {
      const parsed = ServerMessageSchema.safeParse(m);
      if (!parsed.success) {
        summary.failures.push({
          reason: `server message outside the contract: ${abbreviate(m)}`,
          sent: sent.slice(-5),
        });
        continue;
      }
      const type = parsed.data.type;
      summary.serverMessages[type] = (summary.serverMessages[type] ?? 0) + 1;
      if (parsed.data.type === 'error') {
        const code = parsed.data.error.code;
        summary.errorCodes[code] = (summary.errorCodes[code] ?? 0) + 1;
        if (code === 'internal_error' || code === 'start_failed')
          summary.failures.push({
            reason: `server failed: ${abbreviate(parsed.data)}`,
            sent: sent.slice(-5),
          });
      }
    }
  };
  const finish = async (c: Conn, how: 'end' | 'drop') => {
    if (c.ws.readyState === WebSocket.OPEN) {
      if (how === 'end') c.ws.send(JSON.stringify({ type: 'end_session' }));
      else c.ws.close(1000);
    }
    const code = await Promise.race([c.closed, new Promise<number>((r) => setTimeout(() => r(-1), 60_000))]);
    summary.closeCodes[code] = (summary.closeCodes[code] ?? 0) + 1;
    // 1009: a frame past the socket's own limit; 1000 and 4000 are ordinary ends.
    if (code === 1011 || code === -1)
      summary.failures.push({
        reason: `socket closed with ${code === -1 ? 'no close in 60 s' : code}`,
        sent: sent.slice(-5),
      });
    check(c);
  };

  for (const frame of frames) {
    if (!conn || conn.ws.readyState !== WebSocket.OPEN) {
      if (conn) await finish(conn, 'drop');
      const opened = await open(
        `${opts.baseUrl}/${opts.patientId}?token=${encodeURIComponent(await ticket())}`,
      );
      if (!('ws' in opened)) {
        summary.failures.push({ reason: `student could not connect: ${opened.status} ${opened.body}` });
        break;
      }
      conn = opened;
      summary.connections++;
    }
    const shown = frame.kind === 'text' ? abbreviate(frame.data) : `<binary ${frame.data.length} bytes>`;
    sent.push(shown);
    conn.ws.send(frame.kind === 'text' ? frame.data : Buffer.from(frame.data), {
      binary: frame.kind === 'binary',
    });
    summary.frames++;
    // A typed line is saved before it is acknowledged; wait for that (the next frame may interrupt
    // the answer, as a student typing over the patient does). An end or cancel closes the socket.
    const type = validType(frame);
    const settled =
      type === 'text_message'
        ? await waitFor(conn, (m) => m.type === 'text_message_sent' || m.type === 'error', 30_000)
        : type === 'end_session' || type === 'cancel_session'
          ? await waitFor(conn, () => false, 60_000).then(() => conn!.ws.readyState === WebSocket.CLOSED)
          : true;
    if (!settled)
      summary.failures.push({ reason: `no answer to ${type} in time`, frame: shown, sent: sent.slice(-5) });
    if (summary.frames % 10 === 0) {
      try {
        await barrier(conn, barriers++);
      } catch (err) {
        summary.failures.push({ reason: (err as Error).message, frame: shown, sent: sent.slice(-5) });
      }
    }
    check(conn);
  }
  if (conn) await finish(conn, 'end');
  return summary;
}

/** The upgrade request tried with generated patient ids and credentials as every kind of caller. */
export async function fuzzUpgrade(opts: {
  baseUrl: string;
  pool: IdPool;
  tokens: Record<Identity, string | null>;
  attempts: number;
  seed: number;
  summary: SocketFuzzSummary;
}): Promise<void> {
  const arb = fc.record({
    identity: fc.constantFrom(...IDENTITIES),
    patient: fc.oneof(
      fc.constantFrom(...opts.pool.ids),
      fc.uuid({ version: 4 }),
      fc.constantFrom(...BAD_IDS),
    ),
    token: fc.oneof(
      { weight: 4, arbitrary: fc.constant('own' as const) },
      { weight: 1, arbitrary: hostileString.filter((s) => s.length < 3000) },
    ),
  });
  for (const attempt of fc.sample(arb, { seed: opts.seed, numRuns: opts.attempts })) {
    const token = attempt.token === 'own' ? opts.tokens[attempt.identity] : attempt.token;
    let url: string;
    try {
      url = `${opts.baseUrl}/${encodeURIComponent(attempt.patient)}${token !== null ? `?token=${encodeURIComponent(token)}` : ''}`;
    } catch {
      url = `${opts.baseUrl}/${escape(attempt.patient)}`;
    }
    const result = await open(url);
    const status = 'ws' in result ? 101 : result.status;
    opts.summary.upgrades[status] = (opts.summary.upgrades[status] ?? 0) + 1;
    if ('ws' in result) {
      result.ws.close(1000);
      await result.closed;
      continue;
    }
    const problem = judge(result.status, result.body);
    if (problem)
      opts.summary.failures.push({ reason: `upgrade: ${problem}`, frame: abbreviate({ ...attempt, url }) });
  }
}

export function formatSocketSummary(s: SocketFuzzSummary, seed: number): string {
  const list = (r: Record<string, number>) =>
    Object.entries(r)
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ') || 'none';
  return [
    `socket fuzz (seed ${seed}): ${s.frames} frames over ${s.connections} connections`,
    `server messages: ${list(s.serverMessages)}`,
    `error codes: ${list(s.errorCodes)}`,
    `close codes: ${list(s.closeCodes)}`,
    `upgrade answers: ${list(s.upgrades)}`,
    `failures: ${s.failures.length}`,
    ...s.failures.map(
      (f) =>
        `- ${f.reason}${f.frame ? `\n  frame: ${f.frame}` : ''}${f.sent ? `\n  last frames sent: ${f.sent.join(' | ')}` : ''}`,
    ),
  ].join('\n');
}
