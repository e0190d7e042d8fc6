import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@practicum/contract';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app';
import { bearer, createUser, login } from '../../test/support/factories';

// Failures Fastify raises while routing, before any handler runs, leave in the same
// `{ detail, code }` shape as every other error (found by the contract fuzz, ADR 020).

let t: TestApp;
let student: string;
beforeAll(async () => {
  t = await buildTestApp();
  const s = await createUser(t.database.db);
  student = (await login(t.app, s.email, s.password)).access_token;
});
afterAll(async () => {
  await t.close();
});

describe('routing errors', () => {
  it.each([
    ['a %u escape', '/api/v1/voice/history/sessions/x%uDFFFy'],
    ['half a UTF-8 sequence', '/api/v1/voice/patients/%E0%A4%A'],
    ['an overlong UTF-8 NUL', '/api/v1/notifications/%C0%80/read'],
  ])('answers a path with %s as 400 bad_url', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(student) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ detail: 'The address is not valid', code: 'bad_url' });
  });

  it('answers a path parameter past the router limit as 414 uri_too_long', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/voice/history/sessions/${'a'.repeat(300)}`,
      headers: bearer(student),
    });
    expect(res.statusCode, res.body).toBe(414);
    expect(ErrorResponseSchema.parse(res.json())).toEqual({
      detail: 'A part of the address is too long',
      code: 'uri_too_long',
    });
  });

  it('answers a socket upgrade with a malformed path in the same shape, and closes its connection', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    // The server, not the client, ends the connection: a refused upgrade left open kept shutdown waiting.
    const closedByServer = new Promise<void>((resolve) => socket.on('end', resolve));
    socket.write(
      [
        'GET /api/v1/voice/realtime/x%uDFFFy HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        '',
        '',
      ].join('\r\n'),
    );
    await closedByServer;
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'The address is not valid',
      code: 'bad_url',
    });
  });
});
