import { startCapture, type Capture } from '../../../lib/audio/capture';
import { createRecognizer, type Recognizer } from '../../../lib/audio/speech-recognition';
import type { LivePatch } from '../store/live-reducer';
import type { LiveStore } from '../store/live-store';

export interface MicrophoneOptions {
  store: LiveStore;
  /** A chunk of 24 kHz PCM16 for the socket. */
  onAudio: (samples: Int16Array) => void;
  /** A phrase the browser recognised (when the server does not transcribe). */
  onPhrase: (text: string) => void;
}

/**
 * The student's microphone: capture (level meter, audio for the server's voice detection and the
 * recording) and, when the server does not transcribe, the browser's speech recognition.
 */
export class Microphone {
  private capture: Capture | null = null;
  private recognizer: Recognizer | null = null;
  private stopped = false;
  language = 'en-US';

  constructor(private readonly options: MicrophoneOptions) {}

  private get state() {
    return this.options.store.getState();
  }

  private set(patch: LivePatch) {
    this.options.store.dispatch({ type: 'set', patch });
  }

  get active(): boolean {
    return this.capture !== null || this.state.micStarting;
  }

  /** Opens the microphone; says 'Failed to start recording' when it cannot. */
  async start(): Promise<void> {
    this.stopped = false;
    this.set({ micStarting: true, error: null });
    try {
      const capture = await startCapture({
        onChunk: this.options.onAudio,
        onLevel: (level) => this.set({ level }),
      });
      // Stopped (or the screen left) while the browser was still asking for the microphone.
      if (this.stopped || this.state.end !== 'live') return void capture.stop();
      this.capture = capture;
      this.set({ recording: true, micStarting: false });
      this.startRecognition();
    } catch (error) {
      console.warn('Failed to start recording', error);
      this.set({ micStarting: false, recording: false, error: 'Failed to start recording' });
    }
  }

  private startRecognition(): void {
    if (this.state.serverTranscription || this.state.recognition === 'unavailable') return;
    this.recognizer ??= createRecognizer({
      lang: this.language,
      onFinal: this.options.onPhrase,
      onInterim: (interim) => this.set({ interim }),
      onUnavailable: (reason) => {
        console.warn(`Speech recognition unavailable (${reason}); typing still works`);
        this.set({ recognition: 'unavailable', interim: '' });
      },
    });
    if (!this.recognizer) return this.set({ recognition: 'unavailable' });
    this.recognizer.start();
    this.set({ recognition: 'on' });
  }

  /**
   * The server said (again) whether it transcribes: browser recognition runs only while it does
   * not. A microphone already open follows a change (a reconnect to another provider).
   */
  syncRecognition(): void {
    if (!this.capture) return;
    if (this.state.serverTranscription) {
      this.recognizer?.stop();
      this.recognizer = null;
      if (this.state.recognition === 'on') this.set({ recognition: 'off', interim: '' });
    } else this.startRecognition();
  }

  /** Closes the microphone; what was captured so far is sent first. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.recognizer?.stop();
    const capture = this.capture;
    this.capture = null;
    const recognition = this.state.recognition === 'on' ? 'off' : this.state.recognition;
    this.set({ recording: false, micStarting: false, level: 0, interim: '', recognition });
    await capture?.stop();
  }
}
