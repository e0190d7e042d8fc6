import { vi } from 'vitest';

/**
 * Test support: the browser platform APIs a live session's microphone is built on, which the test
 * DOM lacks: getUserMedia with its capture worklet, and the Web Speech API's SpeechRecognition with
 * (optionally) its on-device statics. The page's own code runs unchanged on top of them.
 */

/** An answer of SpeechRecognition.available() for on-device recognition. */
export type FakeAvailability = 'available' | 'downloadable' | 'downloading' | 'unavailable';

export interface FakeSpeechOptions {
  /**
   * What available({processLocally: true}) answers; null: the browser has no on-device
   * recognition at all (no available() or install()).
   */
  onDevice: FakeAvailability | null;
  /** What install() answers. */
  installs?: boolean;
}

export class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  processLocally = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = 0;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started += 1;
  }
  stop() {}
  abort() {}
  /** The recogniser heard a whole phrase. */
  hear(text: string) {
    const result = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal: true });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
}

export interface FakeSpeech {
  /** Recognisers the page made, in order. */
  readonly recognitions: FakeRecognition[];
  /** The options of every available() and install() call. */
  readonly availableCalls: unknown[];
  readonly installCalls: unknown[];
}

/** Installs Chromium's `webkitSpeechRecognition` (and `SpeechRecognition`) for the current test. */
export function installFakeSpeechRecognition(options: FakeSpeechOptions): FakeSpeech {
  const availableCalls: unknown[] = [];
  const installCalls: unknown[] = [];
  FakeRecognition.instances = [];
  const Ctor = class extends FakeRecognition {};
  if (options.onDevice !== null) {
    const onDevice = options.onDevice;
    Object.assign(Ctor, {
      available: (o: unknown) => {
        availableCalls.push(o);
        return Promise.resolve(onDevice);
      },
      install: (o: unknown) => {
        installCalls.push(o);
        return Promise.resolve(options.installs ?? true);
      },
    });
  }
  vi.stubGlobal('SpeechRecognition', Ctor);
  vi.stubGlobal('webkitSpeechRecognition', Ctor);
  return { recognitions: FakeRecognition.instances, availableCalls, installCalls };
}

/**
 * A browser with a microphone: getUserMedia grants a stream and the capture worklet node exists.
 * `userAgent` names the browser (default: the test DOM's own).
 */
export function installFakeMicrophone(userAgent = navigator.userAgent): { opened: () => number } {
  let opened = 0;
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent,
    mediaDevices: {
      enumerateDevices: () => Promise.resolve([{ kind: 'audioinput' }]),
      getUserMedia: () => {
        opened += 1;
        return Promise.resolve({ getTracks: () => [{ stop() {} }] });
      },
    },
  });
  vi.stubGlobal(
    'AudioWorkletNode',
    class {
      port = { onmessage: null, postMessage() {} };
      connect() {}
      disconnect() {}
    },
  );
  return { opened: () => opened };
}
