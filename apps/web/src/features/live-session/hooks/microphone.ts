import type { SpeechRecognitionPolicy } from '@practicum/contract';
import { startCapture, type Capture } from '../../../lib/audio/capture';
import {
  browserSpeech,
  chooseRecognitionPath,
  createRecognizer,
  installOnDeviceRecognition,
  type BrowserSpeech,
  type Recognizer,
} from '../../../lib/audio/speech-recognition';
import type { LivePatch } from '../store/live-reducer';
import type { LiveStore } from '../store/live-store';

/** While the institution's choice cannot be read, nothing goes to a browser vendor's cloud. */
const PRIVATE_POLICY: SpeechRecognitionPolicy = { server: null, browser_cloud: false };

export interface MicrophoneOptions {
  store: LiveStore;
  /** A chunk of 24 kHz PCM16 for the socket. */
  onAudio: (samples: Int16Array) => void;
  /** A phrase the browser recognised (when the server does not transcribe). */
  onPhrase: (text: string) => void;
}

/**
 * The student's microphone: capture (level meter, audio for the server's voice detection and the
 * recording) and, when the server does not transcribe, the browser's speech recognition, on the
 * device or, where the institution allows it, in the browser vendor's cloud.
 */
export class Microphone {
  private capture: Capture | null = null;
  private recognizer: Recognizer | null = null;
  /** The recogniser keeps the audio on the device. */
  private recognizerLocal = false;
  /** The recogniser gave up (refused, no network, unknown language): typing remains. */
  private recognizerGaveUp = false;
  private stopped = false;
  private policy: SpeechRecognitionPolicy | null = null;
  private browser: BrowserSpeech | null = null;
  private language = 'en-US';
  private prepared: Promise<void> = Promise.resolve();

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

  /**
   * Works out where the student's speech will be turned into text, from the institution's policy
   * (null when it could not be read) and what the browser can do in the student's language, so the
   * screen can say so before the microphone starts.
   */
  prepare(language: Promise<string>, policy: Promise<SpeechRecognitionPolicy | null>): Promise<void> {
    this.prepared = (async () => {
      this.language = await language;
      const [known, browser] = await Promise.all([policy, browserSpeech(this.language)]);
      this.policy = known;
      this.browser = browser;
      this.choose();
    })();
    return this.prepared;
  }

  /** The path from what is known now; a microphone already open follows it. */
  private choose(): void {
    if (!this.browser) return;
    const voicePath = chooseRecognitionPath(
      this.policy ?? PRIVATE_POLICY,
      this.browser,
      this.state.serverTranscription,
    );
    this.set({ voicePath });
    this.syncRecognizer();
  }

  /** Opens the microphone; says 'Failed to start recording' when it cannot. */
  async start(): Promise<void> {
    this.stopped = false;
    this.set({ micStarting: true, error: null });
    await this.prepared;
    const path = this.state.voicePath;
    if (path?.via === 'device' && path.install && this.browser) {
      // Called first, while the browser still counts the click as the student's own gesture.
      const installed = await installOnDeviceRecognition(this.language);
      this.browser = { ...this.browser, onDevice: installed ? 'available' : 'install-failed' };
      this.choose();
      // The voice would now go to the browser maker's cloud: the screen says so, and the student
      // decides again before the microphone opens. Without any recognition it opens as asked (the
      // server still hears turns and records), and the screen says to type.
      if (this.state.voicePath?.via === 'cloud') return this.set({ micStarting: false });
    }
    try {
      const capture = await startCapture({
        onChunk: this.options.onAudio,
        onLevel: (level) => this.set({ level }),
      });
      // Stopped (or the screen left) while the browser was still asking for the microphone.
      if (this.stopped || this.state.end !== 'live') return void capture.stop();
      this.capture = capture;
      this.set({ recording: true, micStarting: false });
      this.syncRecognizer();
    } catch (error) {
      console.warn('Failed to start recording', error);
      this.set({ micStarting: false, recording: false, error: 'Failed to start recording' });
    }
  }

  /**
   * Browser recognition runs while the microphone is open and the path is the browser's, on the
   * device (once its language pack is there) or in the cloud; a change of path replaces it.
   */
  private syncRecognizer(): void {
    const path = this.state.voicePath;
    const local = path?.via === 'device' && !path.install;
    const browserPath = local || path?.via === 'cloud';
    const wanted = browserPath ? { processLocally: local } : null;
    if (this.recognizer && (!wanted || this.recognizerLocal !== wanted.processLocally)) {
      this.recognizer.stop();
      this.recognizer = null;
      this.recognizerGaveUp = false;
    }
    if (!this.capture) return;
    if (!wanted) {
      const recognition = path?.via === 'none' ? 'unavailable' : 'off';
      if (this.state.recognition !== recognition) this.set({ recognition, interim: '' });
      return;
    }
    if (this.recognizerGaveUp) return;
    if (!this.recognizer) {
      this.recognizer = createRecognizer({
        lang: this.language,
        processLocally: wanted.processLocally,
        onFinal: this.options.onPhrase,
        onInterim: (interim) => this.set({ interim }),
        onUnavailable: (reason) => {
          console.warn(`Speech recognition unavailable (${reason}); typing still works`);
          this.recognizerGaveUp = true;
          this.set({ recognition: 'unavailable', interim: '' });
        },
      });
      this.recognizerLocal = wanted.processLocally;
      if (!this.recognizer) {
        this.recognizerGaveUp = true;
        return this.set({ recognition: 'unavailable' });
      }
    }
    this.recognizer.start();
    if (!this.recognizerGaveUp) this.set({ recognition: 'on' });
  }

  /**
   * The server said (again) whether it transcribes: the path is chosen again, and browser
   * recognition runs only while the server does not (a reconnect may land on another provider).
   */
  syncRecognition(): void {
    this.choose();
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
