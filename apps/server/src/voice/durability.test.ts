import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionDetail, SessionListResponse } from '@practicum/contract';
import { testEngine } from '../../test/support/build-test-app';
import { rememberSecret } from '../../test/support/secrets';
import { decodeOggOpus, loudness } from '../../test/support/recording';
import { openSocket } from '../../test/support/ws-client';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'practicum-durability-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real server (`main.ts start`) on the shared data directory; resolves with its URL and output. */
function startServer(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, 'start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO: 'true',
      ADMIN_PASSWORD: 'durability-admin-pw',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const check = setInterval(() => {
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearInterval(check);
        clearTimeout(timer);
        resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1'), output: () => out });
      }
    }, 50);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

async function api<T>(base: string, path: string, token?: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

// The real server runs on its embedded database here; the PostgreSQL project runs the same suites in-process.
describe.skipIf(testEngine === 'postgres')('a server killed in the middle of a conversation', () => {
  it('keeps every utterance the client received, marks the session interrupted and keeps the recording', async () => {
    const first = await startServer();
    // DEMO=true prints the demo student's credentials at every start (with a fresh password).
    const login = async (server: { url: string; output: () => string }) => {
      const email = /demo student[\s\S]*?email:\s+(\S+)/.exec(server.output())![1]!;
      const password = /demo student[\s\S]*?password:\s+(\S+)/.exec(server.output())![1]!;
      rememberSecret(password);
      const body = JSON.stringify({ username: email, password });
      return (
        await api<{ access_token: string }>(server.url, '/auth/login', undefined, { method: 'POST', body })
      ).access_token;
    };

    const token = await login(first);
    await api(first.url, '/voice/patients/initialize', token, { method: 'POST', body: '{}' });
    const { patients } = await api<{ patients: { id: string }[] }>(
      first.url,
      '/voice/patients/?limit=1',
      token,
    );
    const { ticket } = await api<{ ticket: string }>(first.url, '/voice/realtime/ticket', token, {
      method: 'POST',
      body: '{}',
    });
    rememberSecret(ticket);
    const socket = await openSocket(
      `${first.url.replace('http', 'ws')}/api/v1/voice/realtime/${patients[0]!.id}?token=${ticket}`,
    );
    const { session_id } = await socket.next('connection_established');
    const startedAt = Date.now();
    const received: string[] = [(await socket.next('patient_text_response', 20_000)).text];
    await socket.next('audio_response_complete', 20_000);
    for (const line of [
      'Hello, thank you for coming in.',
      'What has been on your mind lately?',
      'That sounds really difficult.',
    ]) {
      socket.send({ type: 'text_message', text: line });
      received.push((await socket.next('text_message_sent')).text);
      received.push((await socket.next('patient_text_response', 20_000)).text);
      await socket.next('audio_response_complete', 20_000);
    }
    await new Promise((r) => setTimeout(r, 1200)); // the patient has finished; the recorder goes on

    const recordedFor = (Date.now() - startedAt) / 1000;
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await startServer();
    const token2 = await login(second);
    const list = await api<SessionListResponse>(
      second.url,
      '/voice/history/sessions?status_filter=interrupted',
      token2,
    );
    expect(list.sessions.map((s) => s.id)).toContain(session_id);
    const detail = await api<SessionDetail>(second.url, `/voice/history/sessions/${session_id}`, token2);
    expect(detail.status).toBe('interrupted');
    expect(detail.transcript.map((m) => m.text)).toEqual(received);

    const res = await fetch(`${second.url}/api/v1/voice/history/sessions/${session_id}/recording`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/ogg');
    const recording = await decodeOggOpus(Buffer.from(await res.arrayBuffer()));
    // The compressed recording decodes, and the kill cost at most the last second of it.
    expect(recording.seconds).toBeGreaterThan(recordedFor - 1);
    expect(recording.seconds).toBeLessThanOrEqual(recordedFor + 0.5);
    expect(loudness(recording.right)).toBeGreaterThan(0.001); // the patient's voice
    second.child.kill('SIGTERM');
  }, 180_000);
});
