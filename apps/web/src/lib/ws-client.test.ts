import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@practicum/contract';
import {
  createRealtimeClient,
  MAX_RECONNECT_ATTEMPTS,
  reconnectDelayMs,
  type ConnectionInfo,
  type ConnectionStatus,
  type SocketLike,
} from './ws-client';

/** A stand-in for the browser's WebSocket (a platform API): records what is sent, plays server events. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // Server side:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' } as CloseEvent);
  }
}

/** Timers the test advances by hand. */
class ManualTimers {
  now = 0;
  private tasks: { at: number; fn: () => void; id: number }[] = [];
  private nextId = 1;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.nextId++;
    this.tasks.push({ at: this.now + ms, fn, id });
    return id;
  };
  clearTimeout = (id: unknown) => {
    this.tasks = this.tasks.filter((t) => t.id !== id);
  };
  get pending() {
    return this.tasks.map((t) => t.at - this.now);
  }
  advance(ms: number) {
    this.now += ms;
    const due = this.tasks.filter((t) => t.at <= this.now);
    this.tasks = this.tasks.filter((t) => t.at > this.now);
    for (const t of due) t.fn();
  }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const established: ServerMessage = {
  type: 'connection_established',
  patient_name: 'Maria',
  session_id: '6a2b8a0e-8f5e-4c1e-9a55-0f3f4b1f2d11',
  capabilities: { server_transcription: false, provider: 'local', sample_rate: 24000 },
  recorded: true,
  transcript: [],
  elapsed_seconds: 0,
};

function setup(ticketFails = () => false) {
  const sockets: FakeSocket[] = [];
  const timers = new ManualTimers();
  const statuses: [ConnectionStatus, ConnectionInfo][] = [];
  const errors: string[] = [];
  const messages: ServerMessage[] = [];
  let tickets = 0;
  const client = createRealtimeClient({
    getTicket: async () => {
      tickets += 1;
      if (ticketFails()) throw new Error('offline');
      return `ticket-${tickets}`;
    },
    url: (ticket) => `ws://host/api/v1/voice/realtime/p1?token=${ticket}`,
    onMessage: (m) => messages.push(m),
    onStatus: (s, info) => statuses.push([s, info]),
    onError: (e) => errors.push(e),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
  });
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, timers, statuses, errors, messages, last, tickets: () => tickets };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('reconnectDelayMs', () => {
  it('grows by 500 ms per attempt up to 5 s', () => {
    expect([1, 2, 3, 4, 5, 10, 11].map(reconnectDelayMs)).toEqual([500, 1000, 1500, 2000, 2500, 5000, 5000]);
  });
});

describe('createRealtimeClient', () => {
  it('connects with a fresh ticket and delivers parsed server messages', async () => {
    const t = setup();
    t.client.connect();
    await flush();
    expect(t.last().url).toBe('ws://host/api/v1/voice/realtime/p1?token=ticket-1');
    t.last().open();
    t.last().receive(established);
    t.last().receive({ type: 'response.audio.delta', delta: 'AAA=' });
    expect(t.messages.map((m) => m.type)).toEqual(['connection_established', 'response.audio.delta']);
    expect(t.statuses.map(([s]) => s)).toEqual(['connecting', 'open']);
    expect(t.client.isOpen).toBe(true);
  });

  it('delivers a barge-in cancel and the server’s transcript of the student as the contract has them', async () => {
    const t = setup();
    t.client.connect();
    await flush();
    t.last().open();
    t.last().receive({
      ...established,
      capabilities: { ...established.capabilities, server_transcription: true },
    });
    t.last().receive({ type: 'input_audio_buffer.speech_started' });
    t.last().receive({ type: 'response.cancelled' });
    t.last().receive({ type: 'input_audio_buffer.speech_stopped' });
    t.last().receive({ type: 'transcription_complete', text: 'Sorry, go on.', speaker: 'student', seq: 3 });
    expect(t.messages.slice(1)).toEqual([
      { type: 'input_audio_buffer.speech_started' },
      { type: 'response.cancelled' },
      { type: 'input_audio_buffer.speech_stopped' },
      { type: 'transcription_complete', text: 'Sorry, go on.', speaker: 'student', seq: 3 },
    ]);
    expect(t.messages[0]).toMatchObject({ capabilities: { server_transcription: true } });
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores frames that are not JSON or not in the contract, and keeps going', async () => {
    const t = setup();
    t.client.connect();
    await flush();
    t.last().open();
    t.last().receive('{oops');
    t.last().receive({ type: 'no_such_message' });
    t.last().receive({ type: 'patient_text_response', text: 'Hi' }); // seq and emotion missing
    t.last().receive({ type: 'session_paused' });
    expect(t.messages).toEqual([{ type: 'session_paused' }]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(t.errors).toEqual([]);
  });

  it('sends JSON when open, and says the connection is not ready otherwise', async () => {
    const t = setup();
    expect(t.client.send({ type: 'text_message', text: 'Hello' })).toBe(false);
    expect(t.errors).toEqual(['Voice connection not ready']);
    expect(t.client.trySend({ type: 'audio_data', audio: 'AAA=' })).toBe(false);
    expect(t.errors).toHaveLength(1);
    t.client.connect();
    await flush();
    t.last().open();
    expect(t.client.send({ type: 'text_message', text: 'Hello' })).toBe(true);
    expect(t.last().sent).toEqual(['{"type":"text_message","text":"Hello"}']);
  });

  it('reconnects after an abnormal close with growing delays and a new ticket each time, then gives up', async () => {
    const t = setup();
    t.client.connect();
    await flush();
    t.last().open();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_RECONNECT_ATTEMPTS; attempt += 1) {
      t.last().drop(1006);
      delays.push(t.timers.pending[0]!);
      expect(t.statuses.at(-1)).toEqual(['reconnecting', { attempt, delayMs: delays.at(-1), code: 1006 }]);
      t.timers.advance(delays.at(-1)! - 1);
      expect(t.sockets).toHaveLength(attempt); // not before the delay
      t.timers.advance(1);
      await flush();
      expect(t.sockets).toHaveLength(attempt + 1);
      expect(t.last().url).toContain(`token=ticket-${attempt + 1}`);
    }
    expect(delays).toEqual([500, 1000, 1500, 2000, 2500]);
    t.last().drop(1006);
    expect(t.statuses.at(-1)?.[0]).toBe('failed');
    expect(t.errors).toEqual(['Failed to reconnect to voice service']);
    expect(t.timers.pending).toEqual([]);
  });

  it('starts counting again once a reconnect is established', async () => {
    const t = setup();
    t.client.connect();
    await flush();
    for (let i = 0; i < 3; i += 1) {
      t.last().drop(1006);
      t.timers.advance(t.timers.pending[0]!);
      await flush();
    }
    expect(t.statuses.at(-1)?.[1].attempt).toBe(3);
    t.last().open();
    t.last().receive(established);
    t.last().drop(1011);
    expect(t.statuses.at(-1)).toEqual(['reconnecting', { attempt: 1, delayMs: 500, code: 1011 }]);
  });

  it.each([
    ['a normal close (1000)', 1000],
    ['a takeover by another connection (4000)', 4000],
  ])('does not reconnect after %s', async (_name, code) => {
    const t = setup();
    t.client.connect();
    await flush();
    t.last().open();
    t.last().drop(code);
    expect(t.statuses.at(-1)).toEqual(['closed', { code }]);
    expect(t.timers.pending).toEqual([]);
    expect(t.sockets).toHaveLength(1);
  });

  it('does not reconnect when the session was being ended, even on an abnormal close', async () => {
    const t = setup();
    t.client.connect();
    await flush();
    t.last().open();
    t.client.send({ type: 'end_session' });
    t.client.expectClose();
    t.last().drop(1006);
    expect(t.statuses.at(-1)).toEqual(['closed', { code: 1006 }]);
    expect(t.timers.pending).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it('closes with 1000 on close() and cancels a pending reconnect', async () => {
    const t = setup();
    t.client.connect();
    await flush();
    t.last().open();
    t.last().drop(1006);
    expect(t.timers.pending).toEqual([500]);
    t.client.close();
    expect(t.timers.pending).toEqual([]);
    t.timers.advance(10_000);
    await flush();
    expect(t.sockets).toHaveLength(1);

    const u = setup();
    u.client.connect();
    await flush();
    u.last().open();
    u.client.close();
    expect(u.last().closedWith).toBe(1000);
    expect(u.client.isOpen).toBe(false);
  });

  it('can close with another code (leaving the screen keeps the session resumable)', async () => {
    const t = setup();
    t.client.connect();
    await flush();
    t.last().open();
    t.client.close(4001, 'Left the session screen');
    expect(t.last().closedWith).toBe(4001);
    expect(t.timers.pending).toEqual([]);
  });

  it('counts a failed ticket request as a failed attempt', async () => {
    let failing = true;
    const t = setup(() => failing);
    t.client.connect();
    await flush();
    expect(t.sockets).toHaveLength(0);
    expect(t.statuses.at(-1)).toEqual(['reconnecting', { attempt: 1, delayMs: 500, code: undefined }]);
    failing = false;
    t.timers.advance(500);
    await flush();
    expect(t.sockets).toHaveLength(1);
    expect(t.tickets()).toBe(2);
  });

  it('reports a socket that cannot be created, then retries', async () => {
    const timers = new ManualTimers();
    const errors: string[] = [];
    let calls = 0;
    const client = createRealtimeClient({
      getTicket: async () => 't',
      url: () => 'ws://host/x',
      onMessage: () => undefined,
      onStatus: () => undefined,
      onError: (e) => errors.push(e),
      createSocket: () => {
        calls += 1;
        throw new SyntaxError('bad url');
      },
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
    });
    client.connect();
    await flush();
    expect(errors).toEqual(['Failed to create WebSocket']);
    timers.advance(500);
    await flush();
    expect(calls).toBe(2);
  });
});
