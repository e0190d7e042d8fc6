import { REALTIME_MAX_TEXT, type ServerMessage } from '@practicum/contract/realtime';
import { base64ToPcm16, pcm16ToBase64 } from '../../../lib/audio/pcm';
import { createPlayer, type PlaybackContext, type Player } from '../../../lib/audio/player';
import { createRealtimeClient, type RealtimeClient, type SocketLike } from '../../../lib/ws-client';
import { getVoicePreferences } from '../lib/voice-preferences';
import { getSpeechRecognitionPolicy } from '../../../api/speech-recognition';
import { getRealtimeTicket, realtimeUrl } from '../../../api/voice';
import { clockSeconds } from '../lib/clock';
import { downloadText } from '../lib/download-text';
import { EMPTY_TRANSCRIPT_MESSAGE, transcriptFilename, transcriptText } from '../lib/transcript';
import type { LivePatch } from '../store/live-reducer';
import type { LiveStore } from '../store/live-store';
import { Microphone } from './microphone';
import { completeAfterLostConnection, completeWithInsights } from './session-end';

/** Without a transcript this long after speech stopped, the status goes back to Ready. */
const TRANSCRIPT_WAIT_MS = 3000;
/** The same when the server transcribes: it always answers with a transcript or a failure, given time. */
const SERVER_TRANSCRIPT_WAIT_MS = 15_000;
/** Close code when the screen unmounts mid-session (the server treats anything but 1000 as abnormal). */
const LEFT_SCREEN_CODE = 4001;
/** Leave for the dashboard even if the server never confirms a cancel. */
const CANCEL_WAIT_MS = 4000;

/**
 * The platform objects the controller is built on; tests hand in fakes of the browser's WebSocket
 * and AudioContext. Left out, the browser's own are used.
 */
export interface ControllerDeps {
  /** Opens the live socket (default: a browser WebSocket). */
  createSocket?: (url: string) => SocketLike;
  /** The context the patient's voice plays in (default: a new AudioContext). */
  createContext?: () => PlaybackContext;
}

/** What the screen lends the controller, renewed on every render (see bind). */
export interface ControllerLinks {
  /** Navigation away from the screen (cancel). */
  leave: (to: string) => void;
  /** The name to use in exports when the server has not said it. */
  fallbackName: string;
  /** New insights were stored: whatever shows the student's sessions and scores is out of date. */
  sessionScored?: () => void;
}

/**
 * Drives one live session screen: the socket, the microphone, the patient's voice, the end of the
 * session, and the store the components read. Not React: the screen creates one, starts it on
 * mount and disposes it on unmount.
 */
export class LiveController {
  private readonly client: RealtimeClient;
  private readonly player: Player;
  private readonly microphone: Microphone;
  private transcriptTimer: ReturnType<typeof setTimeout> | null = null;
  private finishing = false;
  /** The last typed line sent, to give back if the server refuses it unsaved. */
  private lastSent: string | null = null;
  private disposed = false;
  private readonly unlock = () => this.player.unlock();
  private readonly scored = () => this.links.sessionScored?.();
  private links: ControllerLinks = { leave: () => undefined, fallbackName: 'Unknown Patient' };

  constructor(
    private readonly patientId: string,
    private readonly store: LiveStore,
    deps: ControllerDeps = {},
  ) {
    this.player = createPlayer({
      onSpeakingChange: (aiSpeaking) => this.set({ aiSpeaking }),
      // Playback errors are only logged, not shown: the conversation goes on and the answer is still in
      // the transcript.
      onError: (text) => console.warn(text),
      onBurstStart: (at) => store.dispatch({ type: 'audio-started', at }),
      createContext: deps.createContext,
    });
    this.client = createRealtimeClient({
      getTicket: getRealtimeTicket,
      url: (ticket) => realtimeUrl(patientId, ticket),
      onMessage: (message) => this.onMessage(message),
      onStatus: (status, info) => {
        store.dispatch({ type: 'connection', status, attempt: info.attempt, now: Date.now() });
        if (status === 'closed') this.onClosed(info.code);
      },
      onError: (text) => this.fail(text),
      createSocket: deps.createSocket,
    });
    this.microphone = new Microphone({
      store,
      onAudio: (samples) => this.client.trySend({ type: 'audio_data', audio: pcm16ToBase64(samples) }),
      onPhrase: (text) => {
        if (!this.state.paused) this.sendText(text);
      },
    });
  }

  bind(links: ControllerLinks): void {
    this.links = links;
  }

  private get state() {
    return this.store.getState();
  }

  private set(patch: LivePatch) {
    this.store.dispatch({ type: 'set', patch });
  }

  /** A voice error the student should see, also logged. */
  private fail(text: string) {
    console.warn(text);
    this.set({ error: text });
  }

  start(): void {
    this.disposed = false;
    document.addEventListener('pointerdown', this.unlock);
    document.addEventListener('keydown', this.unlock);
    this.client.connect();
    const preferences = getVoicePreferences();
    // Where the voice will go is known, and shown, before the microphone can start.
    void this.microphone.prepare(
      preferences.then((prefs) => prefs.language),
      getSpeechRecognitionPolicy().catch((error: unknown) => {
        console.warn('Could not read where speech may be recognised', error);
        return null;
      }),
    );
    void preferences.then((prefs) => {
      if (this.disposed) return;
      this.player.setVolume(prefs.volume);
      if (!prefs.playAudio) this.setAudioEnabled(false);
    });
  }

  dispose(): void {
    this.disposed = true;
    document.removeEventListener('pointerdown', this.unlock);
    document.removeEventListener('keydown', this.unlock);
    if (this.transcriptTimer) clearTimeout(this.transcriptTimer);
    void this.microphone.stop();
    this.player.dispose();
    // Not 1000: leaving the screen keeps the session resumable for the server's grace period.
    this.client.close(LEFT_SCREEN_CODE, 'Left the session screen');
  }

  private onMessage(message: ServerMessage): void {
    const wasCancelled = this.state.responseCancelled;
    this.store.dispatch({ type: 'server', message, now: Date.now() });
    // Barge-in: what plays and what waits to play stops now (see LiveState.responseCancelled).
    if (this.state.responseCancelled && (!wasCancelled || message.type === 'response.cancelled'))
      this.player.stop();
    switch (message.type) {
      case 'response.audio.delta':
        // A late chunk of the cancelled answer: dropped until the next answer starts.
        if (this.state.responseCancelled) break;
        this.store.dispatch({ type: 'audio-received', at: performance.now() });
        if (this.state.end === 'live') this.player.enqueue(base64ToPcm16(message.delta));
        break;
      case 'connection_established':
        this.microphone.syncRecognition();
        break;
      case 'input_audio_buffer.speech_stopped':
        if (this.transcriptTimer) clearTimeout(this.transcriptTimer);
        this.transcriptTimer = setTimeout(
          () => this.store.dispatch({ type: 'transcript-timeout' }),
          this.state.serverTranscription ? SERVER_TRANSCRIPT_WAIT_MS : TRANSCRIPT_WAIT_MS,
        );
        break;
      case 'session_restarted':
        this.player.stop();
        break;
      case 'session_ended':
        this.finishing = true;
        void completeWithInsights(this.store, message.session_id, this.scored);
        break;
      case 'session_cancelled':
        this.links.leave('/dashboard');
        break;
      case 'error':
        // Refused before it was saved: the line goes back to the message box (see LiveState.refusedText).
        if (message.error.code === 'too_many_messages' && this.lastSent !== null) {
          this.set({ refusedText: this.lastSent });
          this.lastSent = null;
        }
        break;
    }
  }

  /** The socket closed for good: while ending without session_ended, find the session another way. */
  private onClosed(code: number | undefined): void {
    const s = this.state;
    if (s.end === 'ending' && !s.endedSessionId && !this.finishing) {
      this.finishing = true;
      void completeAfterLostConnection(this.store, this.patientId, this.scored);
    } else if (s.end === 'live' && code === 4000) this.fail('This session was opened in another window.');
  }

  retryInsights(): void {
    void completeWithInsights(this.store, this.state.endedSessionId, this.scored);
  }

  // ---- student actions ------------------------------------------------------------------------

  /** Sends a typed or recognised line; false when it could not go (the input keeps its text). */
  sendText(raw: string): boolean {
    const text = raw.trim().slice(0, REALTIME_MAX_TEXT);
    if (!text || this.state.end !== 'live') return false;
    this.player.unlock();
    if (!this.client.send({ type: 'text_message', text })) return false;
    this.lastSent = text;
    this.store.dispatch({ type: 'text-sent', at: performance.now() });
    return true;
  }

  toggleMicrophone(): Promise<void> {
    if (this.microphone.active) return this.microphone.stop();
    if (!this.state.connected) return Promise.resolve(this.fail('Voice connection not ready'));
    this.player.unlock();
    return this.microphone.start();
  }

  setAudioEnabled(on: boolean): void {
    this.player.setEnabled(on);
    this.set({ audioEnabled: on });
  }

  /** Holds the conversation while a confirmation is open (the server ignores the microphone meanwhile). */
  pause(): void {
    this.client.trySend({ type: 'pause_session' });
  }

  resume(): void {
    this.client.trySend({ type: 'resume_session' });
  }

  restart(): void {
    if (!this.client.send({ type: 'restart_session' })) return;
    this.player.stop();
    this.store.dispatch({ type: 'restart', now: Date.now() });
  }

  cancel(): void {
    void this.microphone.stop();
    this.player.stop();
    if (!this.client.trySend({ type: 'cancel_session' })) return this.links.leave('/dashboard');
    this.client.expectClose();
    setTimeout(() => {
      if (!this.disposed) this.links.leave('/dashboard');
    }, CANCEL_WAIT_MS);
  }

  async end(): Promise<void> {
    if (this.state.end !== 'live') return;
    if (!this.client.isOpen) return this.fail('Voice connection not ready');
    // The last words reach the recording before the end does.
    await this.microphone.stop();
    this.player.stop();
    this.store.dispatch({ type: 'ending', now: Date.now() });
    this.client.send({ type: 'end_session' });
    this.client.expectClose();
  }

  exportTranscript(): void {
    const s = this.state;
    if (s.lines.length === 0) return this.set({ notice: EMPTY_TRANSCRIPT_MESSAGE });
    const name = s.patientName ?? this.links.fallbackName;
    const now = new Date();
    downloadText(
      transcriptText(s.lines, name, now, clockSeconds(s.clock, Date.now())),
      transcriptFilename(name, now),
    );
    this.set({ notice: null });
  }

  /** Takes the lines off the screen; the conversation itself is kept (saved, scored, exported). */
  clearTranscript(): void {
    this.store.dispatch({ type: 'clear-transcript' });
  }

  dismissError(): void {
    this.set({ error: null });
  }

  dismissNotice(): void {
    this.set({ notice: null });
  }

  /** After 'Failed to reconnect to voice service': try again from the start. */
  reconnect(): void {
    this.set({ error: null });
    this.client.connect();
  }
}
