import type { ServerSpeechService, SpeechRecognitionPolicy } from '@practicum/contract';

/**
 * Browser speech-to-text (Web Speech API) for providers without server transcription: final
 * results become the student's text messages. Where the browser can, recognition runs on the device
 * (`processLocally`); otherwise Chromium sends the audio to its vendor's service, which the
 * institution must allow. Firefox has no recogniser, so this is optional: typing always remains.
 */

interface Recognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  /** Recognise on the device only (browsers with on-device recognition). */
  processLocally?: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
}

/** The availability of a language: `downloadable` and `downloading` wait for its language pack. */
type Availability = 'available' | 'downloadable' | 'downloading' | 'unavailable';
interface RecognitionOptions {
  langs: string[];
  processLocally?: boolean;
}

interface RecognitionConstructor {
  new (): Recognition;
  /** On-device recognition (newer browsers only). */
  available?: (options: RecognitionOptions) => Promise<Availability>;
  install?: (options: RecognitionOptions) => Promise<boolean>;
}

function recognitionClass(): RecognitionConstructor | null {
  const w = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** What this browser can do to turn speech in one language into text. */
export interface BrowserSpeech {
  /** The language asked about (BCP 47). */
  lang: string;
  /** The Web Speech API is there (by default, the vendor's cloud service recognises). */
  recognition: boolean;
  /**
   * Recognition on the device for the language: ready, `installable` once its language pack is
   * downloaded, `install-failed` when that download did not succeed, or not at all.
   */
  onDevice: 'available' | 'installable' | 'install-failed' | 'unavailable';
  /** Who runs the browser's cloud recogniser, when it can be told. */
  vendor: string | null;
}

/**
 * Who runs the browser's cloud recognition: Chrome and Chromium use Google's speech service, Edge
 * Microsoft's, Safari Apple's. Brands first (Chromium browsers), then the user agent text.
 */
export function browserSpeechVendor(): string | null {
  const nav = globalThis.navigator as
    (Navigator & { userAgentData?: { brands?: { brand: string }[] } }) | undefined;
  const brands = (nav?.userAgentData?.brands ?? []).map((b) => b.brand).join(' ');
  const agent = `${brands} ${nav?.userAgent ?? ''}`;
  if (/\bEdg(e|A|iOS)?\b|Microsoft Edge/.test(agent)) return 'Microsoft';
  if (/Chrom(e|ium)|CriOS|Google/.test(agent)) return 'Google';
  if (/Safari/.test(agent)) return 'Apple';
  return null;
}

/** Asks the browser, without installing anything, how it could recognise speech in `lang`. */
export async function browserSpeech(lang: string): Promise<BrowserSpeech> {
  const Ctor = recognitionClass();
  const vendor = browserSpeechVendor();
  if (!Ctor) return { lang, recognition: false, onDevice: 'unavailable', vendor };
  let onDevice: BrowserSpeech['onDevice'] = 'unavailable';
  if (typeof Ctor.available === 'function') {
    try {
      const availability = await Ctor.available({ langs: [lang], processLocally: true });
      if (availability === 'available') onDevice = 'available';
      else if (availability === 'downloadable' || availability === 'downloading') onDevice = 'installable';
    } catch {
      // Refused (a permissions policy, an unknown language): no on-device recognition.
    }
  }
  return { lang, recognition: true, onDevice, vendor };
}

/**
 * Downloads the language pack for on-device recognition of `lang`. The browser accepts this only
 * in answer to the student's own gesture, so it is called when they start the microphone.
 */
export async function installOnDeviceRecognition(lang: string): Promise<boolean> {
  const Ctor = recognitionClass();
  if (typeof Ctor?.install !== 'function') return false;
  try {
    return await Ctor.install({ langs: [lang], processLocally: true });
  } catch {
    return false;
  }
}

/** Where the student's speech is turned into text in this session, or why nowhere. */
export type RecognitionPath =
  /** The server transcribes the microphone stream; null when only the socket said so. */
  | { via: 'server'; service: ServerSpeechService | null }
  /** The browser, on this device; `install`: its language pack is downloaded first. */
  | { via: 'device'; install: boolean; lang: string }
  /** The browser vendor's cloud, as the institution allows. */
  | { via: 'cloud'; vendor: string | null }
  | { via: 'none'; reason: 'unsupported' | 'cloud-not-allowed' | 'install-failed'; lang: string };

/**
 * The one order of choice: the server when it transcribes; else the browser on this device; else
 * the browser vendor's cloud, only when the institution allows it; else nothing (typing remains).
 * `serverTranscribes` is what the live socket said, for when the policy could not be read.
 */
export function chooseRecognitionPath(
  policy: SpeechRecognitionPolicy,
  browser: BrowserSpeech,
  serverTranscribes = false,
): RecognitionPath {
  if (policy.server || serverTranscribes) return { via: 'server', service: policy.server };
  if (browser.onDevice === 'available' || browser.onDevice === 'installable')
    return { via: 'device', install: browser.onDevice === 'installable', lang: browser.lang };
  if (!browser.recognition) return { via: 'none', reason: 'unsupported', lang: browser.lang };
  if (policy.browser_cloud) return { via: 'cloud', vendor: browser.vendor };
  return {
    via: 'none',
    reason: browser.onDevice === 'install-failed' ? 'install-failed' : 'cloud-not-allowed',
    lang: browser.lang,
  };
}

/** Errors after which listening again would fail the same way. */
const FATAL = new Set([
  'not-allowed',
  'service-not-allowed',
  'network',
  'language-not-supported',
  'audio-capture',
]);
/** Restarts allowed within a minute before giving up (a recogniser that ends at once loops). */
const MAX_RESTARTS_PER_MINUTE = 20;

export interface RecognizerOptions {
  lang: string;
  /** Recognise on the device only: the audio never goes to the browser vendor's service. */
  processLocally: boolean;
  onFinal: (text: string) => void;
  onInterim: (text: string) => void;
  /** Recognition is not possible here; the reason is the Web Speech error code. */
  onUnavailable: (reason: string) => void;
}

export interface Recognizer {
  start: () => void;
  stop: () => void;
}

/** A recogniser that keeps listening while started, or null when the browser has none. */
export function createRecognizer(options: RecognizerOptions): Recognizer | null {
  const Ctor = recognitionClass();
  if (!Ctor) return null;
  let recognition: Recognition | null = null;
  let wanted = false;
  let gaveUp = false;
  let restarts: number[] = [];

  const open = () => {
    const r = new Ctor();
    r.lang = options.lang;
    r.continuous = true;
    r.interimResults = true;
    r.maxAlternatives = 1;
    if (options.processLocally) r.processLocally = true;
    r.onresult = (event) => {
      let interim = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i]!;
        const text = result[0]?.transcript.trim() ?? '';
        if (result.isFinal) {
          if (text) options.onFinal(text);
        } else interim += `${text} `;
      }
      options.onInterim(interim.trim());
    };
    r.onerror = (event) => {
      if (FATAL.has(event.error)) {
        gaveUp = true;
        options.onUnavailable(event.error);
      }
    };
    r.onend = () => {
      options.onInterim('');
      recognition = null;
      if (!wanted || gaveUp) return;
      const now = Date.now();
      restarts = restarts.filter((t) => now - t < 60_000);
      if (restarts.length >= MAX_RESTARTS_PER_MINUTE) {
        gaveUp = true;
        return options.onUnavailable('restarting-too-often');
      }
      restarts.push(now);
      open();
    };
    recognition = r;
    try {
      r.start();
    } catch {
      recognition = null;
      gaveUp = true;
      options.onUnavailable('start-failed');
    }
  };

  return {
    start() {
      wanted = true;
      if (!recognition && !gaveUp) open();
    },
    stop() {
      wanted = false;
      recognition?.stop();
    },
  };
}
