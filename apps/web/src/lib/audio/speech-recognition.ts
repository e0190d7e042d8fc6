/**
 * Browser speech-to-text (Web Speech API) for providers without server transcription: final
 * results become the student's text messages. Chromium sends the audio to its vendor's service and
 * Firefox has no recogniser, so this is optional: when it is missing or refused, typing remains.
 */

interface Recognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
}

type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  const w = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const speechRecognitionSupported = (): boolean => recognitionClass() !== null;

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
