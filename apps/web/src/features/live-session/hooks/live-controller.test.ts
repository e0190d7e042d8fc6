import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@practicum/contract';
import { DEFAULT_SETTINGS } from '@practicum/contract/settings';
import { pcm16ToBase64 } from '../../../lib/audio/pcm';
import { FakeContext } from '../../../../test/support/fake-audio-context';
import type { PlaybackContext } from '../../../lib/audio/player';
import type { SocketLike } from '../../../lib/ws-client';
import { statusLabel } from '../store/live-state';
import { createLiveStore } from '../store/live-store';
import { LiveController } from './live-controller';

/**
 * Everything below the controller is real (socket client, player, microphone, API calls); only
 * platform APIs are faked. lib/api reads window.localStorage when it is imported, so the window
 * (which node lacks) is in place before any import: a memory localStorage, the page's location and
 * a fetch that plays the HTTP server, answering the endpoints the controller calls.
 */
const http = vi.hoisted(() => {
  class MemoryStorage implements Storage {
    private map = new Map<string, string>();
    get length() {
      return this.map.size;
    }
    clear() {
      this.map.clear();
    }
    getItem(key: string) {
      return this.map.get(key) ?? null;
    }
    key(index: number) {
      return [...this.map.keys()][index] ?? null;
    }
    removeItem(key: string) {
      this.map.delete(key);
    }
    setItem(key: string, value: string) {
      this.map.set(key, value);
    }
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  /** 'METHOD /path' to the answer's body; anything else is a 404. */
  const routes = new Map<string, () => unknown>();
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = `${init?.method ?? 'GET'} ${String(input)}`;
    requests.push(call);
    const answer = routes.get(call);
    return answer ? json(200, answer()) : json(404, { detail: 'Not Found' });
  };
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    location: { protocol: 'http:', host: 'localhost:5173' },
    fetch,
  });
  return { routes, requests };
});

const SESSION = '6a2b8a0e-8f5e-4c1e-9a55-0f3f4b1f2d11';
let tickets = 0;
http.routes.set('POST /api/v1/voice/realtime/ticket', () => ({
  ticket: `ticket-${++tickets}`,
  expires_in: 30,
}));
http.routes.set('GET /api/v1/voice/settings/', () => DEFAULT_SETTINGS);
/** What the institution allows: the browser vendor's cloud too, so a browser without on-device recognition still listens. */
http.routes.set('GET /api/v1/voice/speech-recognition', () => ({ server: null, browser_cloud: true }));
http.routes.set(`POST /api/v1/voice/insights/generate/${SESSION}`, () => ({ overall_score: 80 }));
http.routes.set(
  'GET /api/v1/voice/history/sessions?patient_id=patient-1&limit=1&sort_by=start_time&sort_order=desc',
  () => ({ sessions: [], total_count: 0 }),
);

/** The browser's WebSocket: records what is sent and plays the server's side. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  // Server side:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

/** The microphone: getUserMedia's stream, and the AudioContext and worklet node capture builds on it. */
class FakeMicContext {
  state: AudioContextState = 'running';
  destination = {};
  readonly sampleRate: number;
  audioWorklet = { addModule: () => Promise.resolve() };
  constructor(options: { sampleRate?: number } = {}) {
    this.sampleRate = options.sampleRate ?? 48000;
  }
  createMediaStreamSource() {
    return { connect() {}, disconnect() {} };
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
}
const worklets: FakeWorkletNode[] = [];
class FakeWorkletNode {
  port = {
    onmessage: null as ((event: { data: Int16Array }) => void) | null,
    postMessage() {},
  };
  constructor() {
    worklets.push(this);
  }
  connect() {}
  disconnect() {}
  /** The worklet hands over capture buffers of 2048 samples. */
  capture(buffers: number) {
    for (let i = 0; i < buffers; i += 1) this.port.onmessage?.({ data: new Int16Array(2048) });
  }
}

/** The browser's speech recognition (Web Speech API). */
const recognitions: FakeRecognition[] = [];
class FakeRecognition {
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  onresult = null;
  onerror = null;
  onend = null;
  starts = 0;
  stops = 0;
  constructor() {
    recognitions.push(this);
  }
  start() {
    this.starts += 1;
  }
  stop() {
    this.stops += 1;
  }
  abort() {}
}

vi.stubGlobal('document', new EventTarget());
vi.stubGlobal('navigator', {
  mediaDevices: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop() {} }] }) },
});
vi.stubGlobal('AudioContext', FakeMicContext);
vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
vi.stubGlobal('SpeechRecognition', FakeRecognition);
afterAll(() => vi.unstubAllGlobals());

const established = (serverTranscription: boolean): ServerMessage => ({
  type: 'connection_established',
  patient_name: 'Maria',
  session_id: SESSION,
  capabilities: {
    server_transcription: serverTranscription,
    provider: serverTranscription ? 'openai-realtime' : 'local',
    sample_rate: 24000,
  },
  recorded: true,
  transcript: [],
  elapsed_seconds: 0,
});
/** 100 ms of patient audio. */
const audio: ServerMessage = {
  type: 'response.audio.delta',
  delta: pcm16ToBase64(new Int16Array(2400).fill(1000)),
};
const responding: ServerMessage = {
  type: 'processing_status',
  status: 'responding',
  message: 'The patient is speaking',
};

const controllers: LiveController[] = [];

/** A started controller whose socket is open and has received connection_established. */
async function setup(serverTranscription = true) {
  const ctx = new FakeContext();
  const sockets: FakeSocket[] = [];
  const store = createLiveStore();
  const controller = new LiveController('patient-1', store, {
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    createContext: () => ctx as unknown as PlaybackContext,
  });
  controllers.push(controller);
  controller.start();
  // The ticket comes over HTTP before the socket opens.
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[0]!;
  socket.open();
  const server = (...messages: ServerMessage[]) => messages.forEach((m) => socket.receive(m));
  server(established(serverTranscription));
  const sent = () => socket.sent.map((data) => JSON.parse(data) as unknown);
  return { ctx, store, controller, server, sent };
}

beforeEach(() => {
  worklets.length = 0;
  recognitions.length = 0;
});

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
});

describe('barge-in', () => {
  it('stops the patient at once on response.cancelled and drops the rest of that answer', async () => {
    const { ctx, store, server } = await setup();
    server(responding, { type: 'response.text.delta', delta: 'I was saying' }, audio, audio, audio);
    expect(ctx.playing).toHaveLength(3);
    expect([store.getState().aiSpeaking, statusLabel(store.getState())]).toEqual([true, 'AI Responding']);

    server({ type: 'input_audio_buffer.speech_started' }, { type: 'response.cancelled' });
    // Every scheduled source is stopped: nothing of the answer is heard any more.
    expect(ctx.playing).toHaveLength(0);
    const s = store.getState();
    expect([s.aiSpeaking, s.patientDraft, statusLabel(s)]).toEqual([false, '', 'Listening']);

    // Chunks of the cancelled answer still in flight are not played, nor its streamed words shown.
    server(audio, audio, { type: 'response.text.delta', delta: ' more' });
    expect(ctx.sources).toHaveLength(3);
    expect([store.getState().patientDraft, statusLabel(store.getState())]).toEqual(['', 'Listening']);
    // The server closes the cancelled answer (its partial text is kept) while the student speaks.
    server(
      { type: 'patient_text_response', text: 'I was saying', seq: 2, emotion: null },
      { type: 'response.content.done', text: 'I was saying' },
      { type: 'audio_response_complete' },
      { type: 'processing_status', status: 'idle', message: 'Ready' },
    );
    expect(statusLabel(store.getState())).toBe('Listening');
    expect(ctx.sources).toHaveLength(3);

    // The next answer plays again.
    server({ type: 'input_audio_buffer.speech_stopped' }, responding, audio);
    expect(ctx.sources).toHaveLength(4);
    expect(ctx.playing).toHaveLength(1);
    expect(store.getState().aiSpeaking).toBe(true);
  });

  it('with server transcription, speech over audio still playing stops it, as the server cancels', async () => {
    const { ctx, store, server } = await setup(true);
    // The answer was fully sent; its audio is still playing out of the queue.
    server(
      responding,
      audio,
      audio,
      { type: 'audio_response_complete' },
      { type: 'processing_status', status: 'idle', message: 'Ready' },
    );
    expect([ctx.playing.length, statusLabel(store.getState())]).toEqual([2, 'AI Responding']);
    server({ type: 'input_audio_buffer.speech_started' });
    expect(ctx.playing).toHaveLength(0);
    expect(statusLabel(store.getState())).toBe('Listening');
  });

  it('without server transcription (local), speech alone does not cut the patient off', async () => {
    const { ctx, server } = await setup(false);
    server(responding, audio, audio);
    server({ type: 'input_audio_buffer.speech_started' });
    expect(ctx.playing).toHaveLength(2);
    server(audio);
    expect(ctx.sources).toHaveLength(3);
    // ...but a cancel from the server still does.
    server({ type: 'response.cancelled' }, audio);
    expect([ctx.playing.length, ctx.sources.length]).toEqual([0, 3]);
  });
});

describe('server transcription', () => {
  it('streams the microphone only, and shows the server’s transcript of the student', async () => {
    const { store, controller, server, sent } = await setup(true);
    await controller.toggleMicrophone();
    // One chunk's worth of microphone audio (4 buffers) reaches the capture worklet.
    worklets[0]!.capture(4);
    expect(store.getState().recording).toBe(true);
    expect(recognitions).toHaveLength(0);
    expect(store.getState().recognition).toBe('off');
    expect(sent()).toEqual([{ type: 'audio_data', audio: expect.any(String) }]);

    server({ type: 'input_audio_buffer.speech_started' }, { type: 'input_audio_buffer.speech_stopped' });
    expect(store.getState().pendingTranscripts).toBe(1);
    server({ type: 'transcription_complete', text: 'I feel stuck.', speaker: 'student', seq: 2 });
    expect(store.getState().pendingTranscripts).toBe(0);
    expect(store.getState().lines.map((l) => [l.seq, l.speaker, l.text])).toEqual([
      [2, 'student', 'I feel stuck.'],
    ]);
  });

  it('uses the browser’s recognition when the server does not transcribe', async () => {
    const { store, controller, server } = await setup(false);
    await controller.toggleMicrophone();
    // No on-device recognition here; the institution allows the cloud.
    expect(store.getState().voicePath).toEqual({ via: 'cloud', vendor: null });
    expect(recognitions.map((r) => r.starts)).toEqual([1]);
    expect(store.getState().recognition).toBe('on');
    // A reconnect to a server that transcribes stops it.
    server(established(true));
    expect(store.getState().voicePath).toEqual({ via: 'server', service: null });
    expect(recognitions.map((r) => r.stops)).toEqual([1]);
    expect(store.getState().recognition).toBe('off');
  });
});
