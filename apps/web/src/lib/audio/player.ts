import { realTimers, type Timers } from './chunker';
import { PLAYBACK_QUEUE_LIMIT, PLAYBACK_TIMEOUT_MS, SAMPLE_RATE } from './constants';
import { pcm16ToFloat32 } from './pcm';

/**
 * Lead before the first chunk of a burst. A start time already past plays at once anyway; the lead
 * only keeps the first chunk from being clipped by the render quantum under way.
 */
const START_LEAD_S = 0.005;

/** The part of AudioContext the player uses (a real one in the browser, a fake in tests). */
export type PlaybackContext = Pick<
  AudioContext,
  | 'currentTime'
  | 'state'
  | 'destination'
  | 'createBuffer'
  | 'createBufferSource'
  | 'createGain'
  | 'resume'
  | 'close'
>;

export interface PlayerOptions {
  /** True while patient audio is playing (the AI Speaking indicator). */
  onSpeakingChange: (speaking: boolean) => void;
  onError: (text: string) => void;
  /** When a burst's first sound starts, on the performance.now() clock (for latency figures). */
  onBurstStart?: (atMs: number) => void;
  createContext?: () => PlaybackContext;
  timers?: Timers;
  now?: () => number;
}

export interface Player {
  /** Queues 24 kHz PCM16 to play right after what is already queued. */
  enqueue: (samples: Int16Array) => void;
  /** Call from a user gesture: lets a context that autoplay rules held back start. */
  unlock: () => void;
  /** Stops what plays and drops what waits. */
  stop: () => void;
  setEnabled: (enabled: boolean) => void;
  /** 0-100 (Settings > Audio > volume). */
  setVolume: (volume: number) => void;
  readonly enabled: boolean;
  /** Chunks waiting for the context to run. */
  readonly queued: number;
  dispose: () => void;
}

/**
 * Patient audio: one AudioContext, chunks scheduled back to back so sentences play without gaps
 * however they arrive. Chunks wait in a queue while the context is suspended (autoplay rules); a
 * playback that makes no progress for 30 s is abandoned, and on an error a long queue is dropped.
 */
export function createPlayer(options: PlayerOptions): Player {
  const timers = options.timers ?? realTimers;
  const now = options.now ?? (() => performance.now());
  const createContext = options.createContext ?? (() => new AudioContext({ latencyHint: 'interactive' }));
  let context: PlaybackContext | null = null;
  let output: GainNode | null = null;
  let volume = 1;
  let enabled = true;
  let speaking = false;
  let nextStart = 0;
  let watchdog: unknown = null;
  let resuming = false;
  const queue: Int16Array[] = [];
  const playing = new Set<AudioBufferSourceNode>();

  const setSpeaking = (value: boolean) => {
    if (value === speaking) return;
    speaking = value;
    options.onSpeakingChange(value);
  };

  /** Re-armed on every sign of progress; fires only when audio is stuck. */
  const touch = () => {
    if (watchdog !== null) timers.clearTimeout(watchdog);
    watchdog = null;
    if (queue.length === 0 && playing.size === 0) return;
    watchdog = timers.setTimeout(() => {
      watchdog = null;
      stop();
      options.onError('Audio playback failed');
    }, PLAYBACK_TIMEOUT_MS);
  };

  const ensureContext = (): PlaybackContext | null => {
    if (context) return context;
    try {
      context = createContext();
      output = context.createGain();
      output.gain.value = volume;
      output.connect(context.destination);
      return context;
    } catch {
      options.onError('Audio playback failed');
      return null;
    }
  };

  const schedule = (ctx: PlaybackContext, samples: Int16Array) => {
    const buffer = ctx.createBuffer(1, samples.length, SAMPLE_RATE);
    buffer.getChannelData(0).set(pcm16ToFloat32(samples));
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.connect(output ?? ctx.destination);
    const burst = playing.size === 0;
    const start = Math.max(ctx.currentTime + START_LEAD_S, nextStart);
    source.onended = () => {
      playing.delete(source);
      touch();
      if (playing.size === 0 && queue.length === 0) setSpeaking(false);
    };
    source.start(start);
    nextStart = start + buffer.duration;
    playing.add(source);
    if (burst) options.onBurstStart?.(now() + (start - ctx.currentTime) * 1000);
    setSpeaking(true);
  };

  /** One resume at a time, except from a gesture: only that one may succeed under autoplay rules. */
  const resume = (ctx: PlaybackContext, fromGesture = false) => {
    if (resuming && !fromGesture) return;
    resuming = true;
    ctx.resume().then(
      () => {
        resuming = false;
        pump();
      },
      () => (resuming = false),
    );
  };

  function pump() {
    const ctx = ensureContext();
    if (!ctx) return void (queue.length = 0);
    if (ctx.state !== 'running') {
      // Held back until a gesture (unlock) or until the watchdog gives up on it.
      resume(ctx);
      return touch();
    }
    while (queue.length > 0) {
      const samples = queue.shift()!;
      try {
        schedule(ctx, samples);
      } catch {
        options.onError('Audio playback failed');
        if (queue.length > PLAYBACK_QUEUE_LIMIT) queue.length = 0;
      }
    }
    touch();
  }

  function stop() {
    queue.length = 0;
    for (const source of playing) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
    }
    playing.clear();
    nextStart = 0;
    touch();
    setSpeaking(false);
  }

  return {
    enqueue(samples) {
      if (!enabled || samples.length === 0) return;
      queue.push(samples);
      pump();
    },
    unlock() {
      const ctx = ensureContext();
      if (ctx && ctx.state !== 'running') resume(ctx, true);
    },
    stop,
    setEnabled(value) {
      enabled = value;
      if (!value) stop();
    },
    setVolume(value) {
      volume = Math.max(0, Math.min(100, value)) / 100;
      if (output) output.gain.value = volume;
    },
    get enabled() {
      return enabled;
    },
    get queued() {
      return queue.length;
    },
    dispose() {
      stop();
      void context?.close().catch(() => undefined);
      context = null;
      output = null;
    },
  };
}
