import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@practicum/contract';
import { failedSummary } from '../lib/summary';
import { liveReducer, type LiveAction } from './live-reducer';
import { SESSION_REPLACED_NOTICE } from './session-events';
import { initialLiveState, statusLabel, type LiveState } from './live-state';
import { createLiveStore } from './live-store';

const SESSION = '6a2b8a0e-8f5e-4c1e-9a55-0f3f4b1f2d11';
const established = (over: Partial<Extract<ServerMessage, { type: 'connection_established' }>> = {}) =>
  ({
    type: 'connection_established',
    patient_name: 'Maria',
    session_id: SESSION,
    capabilities: { server_transcription: false, provider: 'local', sample_rate: 24000 },
    recorded: true,
    transcript: [],
    elapsed_seconds: 0,
    ...over,
  }) as ServerMessage;

let clock = 1_000_000;
const server = (message: ServerMessage): LiveAction => ({ type: 'server', message, now: (clock += 10) });
const run = (actions: LiveAction[], from: LiveState = initialLiveState) => actions.reduce(liveReducer, from);
const ready = () => run([{ type: 'connection', status: 'open' }, server(established())]);

describe('connection', () => {
  it('is Connecting until connection_established, then Ready', () => {
    const open = run([{ type: 'connection', status: 'open' }]);
    expect(statusLabel(open)).toBe('Connecting');
    expect(open.connected).toBe(false);
    const s = ready();
    expect(statusLabel(s)).toBe('Ready');
    expect([s.connected, s.sessionId, s.patientName]).toEqual([true, SESSION, 'Maria']);
  });

  it('on reconnect takes the transcript and timer from the server', () => {
    const s = run([
      { type: 'connection', status: 'reconnecting', attempt: 2 },
      server(
        established({
          elapsed_seconds: 75,
          transcript: [
            { seq: 1, speaker: 'patient', text: 'Hello.', emotion: 'calm' },
            { seq: 2, speaker: 'student', text: 'Hi!', emotion: null },
          ],
        }),
      ),
    ]);
    expect(s.lines.map((l) => [l.seq, l.speaker, l.text])).toEqual([
      [1, 'patient', 'Hello.'],
      [2, 'student', 'Hi!'],
    ]);
    expect(s.clock?.seconds).toBe(75);
    expect(s.reconnectAttempt).toBe(0);
  });

  it('says so when a reconnect lands in a new session (the old one was interrupted)', () => {
    const s = run(
      [
        { type: 'connection', status: 'reconnecting', attempt: 1 },
        server(established({ session_id: '7b3c9b1f-9f6f-4d2f-8b66-1a4a5c2e3d22' })),
      ],
      ready(),
    );
    expect(s.notice).toBe(SESSION_REPLACED_NOTICE);
    expect(run([server(established())], ready()).notice).toBeNull();
  });

  it('shows Disconnected once reconnecting gave up, and drops "connected" on any drop', () => {
    const s = run([{ type: 'connection', status: 'reconnecting', attempt: 1 }], ready());
    expect([statusLabel(s), s.connected]).toEqual(['Connecting', false]);
    const failed = run([{ type: 'connection', status: 'failed', now: clock + 5000 }], s);
    expect(statusLabel(failed)).toBe('Disconnected');
    expect(failed.clock).toEqual(expect.objectContaining({ frozen: true, seconds: 5 }));
  });
});

describe('processing state', () => {
  it('goes Listening, Processing, AI Responding and back to Ready through a spoken turn', () => {
    const steps: [ServerMessage, string][] = [
      [{ type: 'input_audio_buffer.speech_started' }, 'Listening'],
      [{ type: 'input_audio_buffer.speech_stopped' }, 'Processing'],
      [{ type: 'text_message_sent', text: 'I hear you.', seq: 2 }, 'Processing'],
      [{ type: 'transcription_complete', text: 'I hear you.', speaker: 'student', seq: 2 }, 'Processing'],
      [{ type: 'processing_status', status: 'processing', message: 'The patient is thinking' }, 'Processing'],
      [{ type: 'response.text.delta', delta: 'Thank ' }, 'AI Responding'],
      [{ type: 'patient_text_response', text: 'Thank you.', seq: 3, emotion: 'relieved' }, 'AI Responding'],
      [{ type: 'response.audio.delta', delta: 'AAAA' }, 'AI Responding'],
      [{ type: 'response.content.done', text: 'Thank you.' }, 'AI Responding'],
      [{ type: 'audio_response_complete' }, 'Ready'],
      [{ type: 'processing_status', status: 'idle', message: 'Ready' }, 'Ready'],
    ];
    let s = ready();
    for (const [message, label] of steps) {
      s = liveReducer(s, server(message));
      expect([message.type, statusLabel(s)]).toEqual([message.type, label]);
    }
    expect(s.lines.map((l) => [l.speaker, l.text, l.emotion])).toEqual([
      ['student', 'I hear you.', null],
      ['patient', 'Thank you.', 'relieved'],
    ]);
    expect([s.audioChunks, s.turns, s.patientDraft]).toEqual([1, 1, '']);
  });

  it('shows AI Responding while the patient is still heard after the server finished', () => {
    const s = run([{ type: 'set', patch: { aiSpeaking: true } }], ready());
    expect(statusLabel(s)).toBe('AI Responding');
  });

  it('returns to Ready when speech stopped and no transcript follows', () => {
    let s = run(
      [
        server({ type: 'input_audio_buffer.speech_started' }),
        server({ type: 'input_audio_buffer.speech_stopped' }),
      ],
      ready(),
    );
    expect(s.awaitingTranscript).toBe(true);
    s = liveReducer(s, { type: 'transcript-timeout' });
    expect(statusLabel(s)).toBe('Ready');
    // ...but not once a real turn is under way.
    s = run(
      [
        server({ type: 'input_audio_buffer.speech_started' }),
        server({ type: 'input_audio_buffer.speech_stopped' }),
        server({ type: 'text_message_sent', text: 'Hi', seq: 1 }),
        { type: 'transcript-timeout' },
      ],
      s,
    );
    expect(statusLabel(s)).toBe('Processing');
  });

  it('lets new speech end a wait for a transcript, but not hide a reply', () => {
    let s = run(
      [
        server({ type: 'input_audio_buffer.speech_started' }),
        server({ type: 'input_audio_buffer.speech_stopped' }),
      ],
      ready(),
    );
    s = liveReducer(s, server({ type: 'input_audio_buffer.speech_started' }));
    expect(statusLabel(s)).toBe('Listening');
    s = run(
      [
        server({ type: 'response.text.delta', delta: 'Hi' }),
        server({ type: 'input_audio_buffer.speech_started' }),
      ],
      ready(),
    );
    expect(statusLabel(s)).toBe('AI Responding');
  });

  it('reports transcription failures and server errors', () => {
    let s = liveReducer(ready(), server({ type: 'transcription_failed', message: 'x' }));
    expect(s.error).toBe('Transcription failed');
    s = run(
      [
        server({ type: 'text_message_sent', text: 'Hi', seq: 1 }),
        server({ type: 'error', error: { message: 'Voice service error', code: 'internal_error' } }),
      ],
      ready(),
    );
    expect([s.error, statusLabel(s)]).toEqual(['Voice service error', 'Ready']);
  });
});

describe('barge-in', () => {
  const responding: ServerMessage = {
    type: 'processing_status',
    status: 'responding',
    message: 'The patient is speaking',
  };
  const audio: ServerMessage = { type: 'response.audio.delta', delta: 'AAAA' };

  it('on response.cancelled resets the speaking state and ignores the rest of the answer until the next', () => {
    let s = run(
      [
        server(responding),
        server({ type: 'response.text.delta', delta: 'Well, ' }),
        server(audio),
        { type: 'set', patch: { aiSpeaking: true } },
        server({ type: 'input_audio_buffer.speech_started' }),
      ],
      ready(),
    );
    expect(statusLabel(s)).toBe('AI Responding');
    s = liveReducer(s, server({ type: 'response.cancelled' }));
    expect([s.responseCancelled, s.aiSpeaking, s.patientDraft, statusLabel(s)]).toEqual([
      true,
      false,
      '',
      'Listening',
    ]);
    s = run(
      [
        server(audio),
        server({ type: 'response.text.delta', delta: 'as I said' }),
        server({ type: 'patient_text_response', text: 'Well, as', seq: 3, emotion: null }),
        server({ type: 'response.content.done', text: 'Well, as' }),
        server({ type: 'audio_response_complete' }),
        server({ type: 'processing_status', status: 'idle', message: 'Ready' }),
      ],
      s,
    );
    // The partial answer is kept in the transcript; nothing else of it shows, the student still speaks.
    expect([s.audioChunks, s.patientDraft, statusLabel(s), s.responseCancelled]).toEqual([
      1,
      '',
      'Listening',
      true,
    ]);
    expect(s.lines.map((l) => l.text)).toEqual(['Well, as']);
    s = run([server({ type: 'input_audio_buffer.speech_stopped' })], s);
    expect([statusLabel(s), s.awaitingTranscript]).toEqual(['Processing', true]);
    // The next answer starts: its audio counts again.
    s = run([server(responding), server(audio)], s);
    expect([s.responseCancelled, s.audioChunks, statusLabel(s)]).toEqual([false, 2, 'AI Responding']);
  });

  it('a withdrawn answer (no student speech) shows Processing until the replacement starts', () => {
    const s = run([server(responding), server(audio), server({ type: 'response.cancelled' })], ready());
    expect([statusLabel(s), s.responseCancelled]).toEqual(['Processing', true]);
    expect(statusLabel(liveReducer(s, server(responding)))).toBe('AI Responding');
  });

  it('speech over the patient cuts them off only when the server transcribes', () => {
    const speaking = (serverTranscription: boolean) =>
      run(
        [
          server(
            established({
              capabilities: { server_transcription: serverTranscription, provider: 'x', sample_rate: 24000 },
            }),
          ),
          server(responding),
          server(audio),
          server({ type: 'audio_response_complete' }),
          { type: 'set', patch: { aiSpeaking: true } },
          server({ type: 'input_audio_buffer.speech_started' }),
        ],
        run([{ type: 'connection', status: 'open' }]),
      );
    const remote = speaking(true);
    expect([remote.responseCancelled, remote.aiSpeaking, statusLabel(remote)]).toEqual([
      true,
      false,
      'Listening',
    ]);
    const local = speaking(false);
    expect([local.responseCancelled, local.aiSpeaking]).toEqual([false, true]);
  });

  it('forgets a cancel on restart and on a new connection', () => {
    const s = run([server(responding), server({ type: 'response.cancelled' })], ready());
    expect(liveReducer(s, { type: 'restart', now: clock }).responseCancelled).toBe(false);
    expect(liveReducer(s, server(established())).responseCancelled).toBe(false);
  });
});

describe('server transcription', () => {
  const remote = () =>
    run([
      { type: 'connection', status: 'open' },
      server(
        established({
          capabilities: { server_transcription: true, provider: 'openai-realtime', sample_rate: 24000 },
        }),
      ),
    ]);

  it('is Transcribing from speech stopped until the student’s transcript, in seq order', () => {
    let s = run(
      [
        server({ type: 'input_audio_buffer.speech_started' }),
        server({ type: 'input_audio_buffer.speech_stopped' }),
      ],
      remote(),
    );
    expect([s.pendingTranscripts, statusLabel(s)]).toEqual([1, 'Processing']);
    // A speech-to-speech model may answer before the transcript lands.
    s = run(
      [
        server({ type: 'processing_status', status: 'responding', message: 'The patient is speaking' }),
        server({ type: 'transcription_complete', text: 'I feel stuck.', speaker: 'student', seq: 4 }),
      ],
      s,
    );
    expect([s.pendingTranscripts, statusLabel(s)]).toEqual([0, 'AI Responding']);
    s = run(
      [
        server({ type: 'patient_text_response', text: 'Stuck how?', seq: 6, emotion: null }),
        server({ type: 'input_audio_buffer.speech_started' }),
        server({ type: 'input_audio_buffer.speech_stopped' }),
        // Persisted before the patient's line, delivered after it.
        server({ type: 'transcription_complete', text: 'Also tired.', speaker: 'student', seq: 5 }),
      ],
      s,
    );
    expect(s.lines.map((l) => [l.seq, l.speaker, l.text])).toEqual([
      [4, 'student', 'I feel stuck.'],
      [5, 'student', 'Also tired.'],
      [6, 'patient', 'Stuck how?'],
    ]);
    expect(s.pendingTranscripts).toBe(0);
  });

  it('stops Transcribing on a failure or when nothing comes, and typed lines do not count', () => {
    const stopped = run(
      [
        server({ type: 'input_audio_buffer.speech_started' }),
        server({ type: 'input_audio_buffer.speech_stopped' }),
      ],
      remote(),
    );
    expect(
      liveReducer(stopped, server({ type: 'transcription_failed', message: 'x' })).pendingTranscripts,
    ).toBe(0);
    expect(liveReducer(stopped, { type: 'transcript-timeout' }).pendingTranscripts).toBe(0);
    const typed = run(
      [
        server({ type: 'text_message_sent', text: 'Typed', seq: 7 }),
        server({ type: 'transcription_complete', text: 'Typed', speaker: 'student', seq: 7 }),
      ],
      stopped,
    );
    expect(typed.pendingTranscripts).toBe(1);
  });

  it('is never Transcribing when the browser transcribes', () => {
    const s = run(
      [
        server({ type: 'input_audio_buffer.speech_started' }),
        server({ type: 'input_audio_buffer.speech_stopped' }),
      ],
      ready(),
    );
    expect(s.pendingTranscripts).toBe(0);
  });
});

describe('transcript', () => {
  it('shows a typed line once although the server acknowledges it twice', () => {
    const s = run(
      [
        server({ type: 'text_message_sent', text: 'How are you?', seq: 4 }),
        server({ type: 'transcription_complete', text: 'How are you?', speaker: 'student', seq: 4 }),
      ],
      ready(),
    );
    expect(s.lines).toHaveLength(1);
  });

  it('Clear takes the lines off the screen but keeps the conversation; restart empties both', () => {
    let s = run([server({ type: 'text_message_sent', text: 'Hi', seq: 1 })], ready());
    s = liveReducer(s, { type: 'clear-transcript' });
    expect(s.lines.map((l) => l.text)).toEqual(['Hi']);
    expect(s.clearedKeys).toEqual([s.lines[0]!.key]);
    // The second acknowledgement of the cleared line is still recognised as the same line.
    s = liveReducer(s, server({ type: 'transcription_complete', text: 'Hi', speaker: 'student', seq: 1 }));
    s = liveReducer(s, server({ type: 'patient_text_response', text: 'Hello.', emotion: null, seq: 2 }));
    expect(s.lines.map((l) => l.text)).toEqual(['Hi', 'Hello.']);
    expect(s.clearedKeys).toHaveLength(1);
    s = run([{ type: 'restart', now: clock }], s);
    expect([s.lines, s.clearedKeys, s.clock?.seconds]).toEqual([[], [], 0]);
    s = liveReducer(s, server({ type: 'session_restarted', session_id: SESSION }));
    expect(statusLabel(s)).toBe('Ready');
  });
});

describe('lifecycle', () => {
  it('ends: ending, ended (timer stops at the duration), then complete', () => {
    let s = run([{ type: 'ending', now: clock }], ready());
    expect(s.end).toBe('ending');
    s = run(
      [
        server({ type: 'session_ending' }),
        server({ type: 'session_ended', session_id: SESSION, duration: 42, message: 'Session completed' }),
      ],
      s,
    );
    expect([s.end, s.endedSessionId, s.clock]).toEqual([
      'ending',
      SESSION,
      expect.objectContaining({ seconds: 42, frozen: true }),
    ]);
    const summary = failedSummary('generation-failed', { durationSeconds: 42, messageCount: 0 });
    s = liveReducer(s, { type: 'complete', summary });
    expect([s.end, s.summary]).toEqual(['complete', summary]);
  });

  it('tracks pause and cancel', () => {
    let s = liveReducer(ready(), server({ type: 'session_paused' }));
    expect(s.paused).toBe(true);
    s = liveReducer(s, server({ type: 'session_resumed' }));
    expect(s.paused).toBe(false);
    expect(liveReducer(s, server({ type: 'session_cancelled', session_id: SESSION })).end).toBe('cancelled');
  });

  it('measures text sent to first patient audio received and heard', () => {
    let s = run(
      [
        { type: 'text-sent', at: 100 },
        { type: 'audio-received', at: 120 },
        { type: 'audio-received', at: 130 },
        { type: 'audio-started', at: 142.4 },
      ],
      ready(),
    );
    expect([s.lastDeltaLatencyMs, s.lastLatencyMs, s.textSentAt]).toEqual([20, 42, null]);
    s = liveReducer(s, { type: 'audio-started', at: 900 });
    expect(s.lastLatencyMs).toBe(42);
  });
});

describe('createLiveStore', () => {
  it('notifies subscribers only when the state changes', () => {
    const store = createLiveStore();
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.dispatch({ type: 'set', patch: { level: 40 } });
    store.dispatch({ type: 'transcript-timeout' }); // no change
    expect([calls, store.getState().level]).toEqual([1, 40]);
    stop();
    store.dispatch({ type: 'set', patch: { level: 41 } });
    expect(calls).toBe(1);
  });
});
