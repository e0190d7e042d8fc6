import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@practicum/contract';
import { pcm16ToBase64 } from '../../../lib/audio/pcm';
import { FakeContext } from '../../../lib/audio/fake-audio-context';
import { createPlayer, type PlaybackContext } from '../../../lib/audio/player';
import type { RealtimeClient, RealtimeClientOptions } from '../../../lib/ws-client';
import { statusLabel } from '../store/live-state';
import { createLiveStore } from '../store/live-store';
import { LiveController } from './live-controller';

// The controller's HTTP calls and the browser's microphone are not part of these stories.
vi.mock('../api/get-voice-settings', () => ({ getVoicePreferences: vi.fn() }));
vi.mock('../api/realtime-ticket', () => ({ getRealtimeTicket: vi.fn(), realtimeUrl: vi.fn() }));
vi.mock('./session-end', () => ({ completeWithInsights: vi.fn(), completeAfterLostConnection: vi.fn() }));
const capture = vi.hoisted(() => ({ startCapture: vi.fn(), createRecognizer: vi.fn() }));
vi.mock('../../../lib/audio/capture', () => ({ startCapture: capture.startCapture }));
vi.mock('../../../lib/audio/speech-recognition', () => ({ createRecognizer: capture.createRecognizer }));

const SESSION = '6a2b8a0e-8f5e-4c1e-9a55-0f3f4b1f2d11';
const established = (serverTranscription: boolean): ServerMessage => ({
  type: 'connection_established',
  patient_name: 'Maria',
  session_id: SESSION,
  capabilities: {
    server_transcription: serverTranscription,
    provider: serverTranscription ? 'openai-realtime' : 'local',
    sample_rate: 24000,
  },
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

function setup(serverTranscription = true) {
  const ctx = new FakeContext();
  let receive!: (message: ServerMessage) => void;
  const sent: unknown[] = [];
  const client: RealtimeClient = {
    connect: () => undefined,
    send: (m) => (sent.push(m), true),
    trySend: (m) => (sent.push(m), true),
    expectClose: () => undefined,
    close: () => undefined,
    isOpen: true,
  };
  const store = createLiveStore();
  const controller = new LiveController('patient-1', store, {
    createClient: (options: RealtimeClientOptions) => {
      receive = options.onMessage;
      return client;
    },
    createPlayer: (options) =>
      createPlayer({ ...options, createContext: () => ctx as unknown as PlaybackContext }),
  });
  store.dispatch({ type: 'connection', status: 'open' });
  const server = (...messages: ServerMessage[]) => messages.forEach((m) => receive(m));
  server(established(serverTranscription));
  return { ctx, store, controller, server, sent };
}

beforeEach(() => {
  capture.startCapture.mockReset();
  capture.createRecognizer.mockReset();
});

describe('barge-in', () => {
  it('stops the patient at once on response.cancelled and drops the rest of that answer', () => {
    const { ctx, store, server } = setup();
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

  it('with server transcription, speech over audio still playing stops it, as the server cancels', () => {
    const { ctx, store, server } = setup(true);
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

  it('without server transcription (local), speech alone does not cut the patient off', () => {
    const { ctx, server } = setup(false);
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
  const fakeCapture = () =>
    capture.startCapture.mockImplementation(async (o: { onChunk: (s: Int16Array) => void }) => {
      o.onChunk(new Int16Array(2400));
      return { contextRate: 24000, stop: async () => undefined };
    });

  it('streams the microphone only, and shows the server’s transcript of the student', async () => {
    fakeCapture();
    const { store, controller, server, sent } = setup(true);
    await controller.toggleMicrophone();
    expect(store.getState().recording).toBe(true);
    expect(capture.createRecognizer).not.toHaveBeenCalled();
    expect(store.getState().recognition).toBe('off');
    expect(sent).toEqual([{ type: 'audio_data', audio: expect.any(String) }]);

    server({ type: 'input_audio_buffer.speech_started' }, { type: 'input_audio_buffer.speech_stopped' });
    expect(store.getState().pendingTranscripts).toBe(1);
    server({ type: 'transcription_complete', text: 'I feel stuck.', speaker: 'student', seq: 2 });
    expect(store.getState().pendingTranscripts).toBe(0);
    expect(store.getState().lines.map((l) => [l.seq, l.speaker, l.text])).toEqual([
      [2, 'student', 'I feel stuck.'],
    ]);
  });

  it('uses the browser’s recognition when the server does not transcribe', async () => {
    fakeCapture();
    const recognizer = { start: vi.fn(), stop: vi.fn() };
    capture.createRecognizer.mockReturnValue(recognizer);
    const { store, controller, server } = setup(false);
    await controller.toggleMicrophone();
    expect(recognizer.start).toHaveBeenCalledTimes(1);
    expect(store.getState().recognition).toBe('on');
    // A reconnect to a server that transcribes stops it.
    server(established(true));
    expect(recognizer.stop).toHaveBeenCalledTimes(1);
    expect(store.getState().recognition).toBe('off');
  });
});
