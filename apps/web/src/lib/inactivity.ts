/*
 * Signing out a browser nobody uses (ADR 019): after the server's inactivity timeout without a
 * key, click, touch, scroll or pointer move, in this tab or any other tab of the app, the user is
 * signed out; a warning comes shortly before, and staying signed in starts the count again.
 */

/** localStorage key every tab of the app writes its latest activity to, so one busy tab keeps all signed in. */
export const LAST_ACTIVITY_KEY = 'last_activity_at';
/** sessionStorage key the login page reads to say why the user was signed out. */
export const SIGNED_OUT_KEY = 'signed_out_after_inactivity';

/** The warning comes a minute before sign-out, or halfway through a timeout shorter than two minutes. */
export function warningLeadMs(timeoutMs: number): number {
  return Math.min(60_000, Math.floor(timeoutMs / 2));
}

export type InactivityPhase =
  { kind: 'active' } | { kind: 'warning'; signOutAt: number } | { kind: 'timed_out' };

export interface Clock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

export interface InactivityOptions {
  timeoutMs: number;
  /** Called when the phase changes (warning shown, warning withdrawn, time is up). */
  onPhase: (phase: InactivityPhase) => void;
  clock?: Clock;
  /** Shared between tabs; localStorage in the app. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

/** The real clock, read at each call so test fakes of Date and the timers are seen. */
const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
};

/** Activity is written to storage at most this often (pointer moves come many times a second). */
const SHARE_EVERY_MS = 1000;

export function createInactivityWatcher({
  timeoutMs,
  onPhase,
  clock = systemClock,
  storage,
}: InactivityOptions) {
  const warnMs = warningLeadMs(timeoutMs);
  let last = clock.now();
  let shared = 0;
  let timer: unknown = null;
  let phase: InactivityPhase['kind'] = 'active';
  let running = false;

  const share = (at: number) => {
    shared = at;
    try {
      storage?.setItem(LAST_ACTIVITY_KEY, String(at));
    } catch {
      // Storage full or blocked: this tab still counts its own activity.
    }
  };
  const lastAnywhere = () => {
    const other = Number(storage?.getItem(LAST_ACTIVITY_KEY) ?? 0);
    return Number.isFinite(other) ? Math.max(last, other) : last;
  };
  const schedule = (ms: number) => {
    if (timer !== null) clock.clearTimeout(timer as never);
    timer = clock.setTimeout(check, Math.max(0, ms));
  };

  function check() {
    timer = null;
    if (!running) return;
    const idle = clock.now() - lastAnywhere();
    if (idle >= timeoutMs) {
      running = false;
      phase = 'timed_out';
      onPhase({ kind: 'timed_out' });
    } else if (idle >= timeoutMs - warnMs) {
      if (phase !== 'warning') {
        phase = 'warning';
        onPhase({ kind: 'warning', signOutAt: clock.now() + (timeoutMs - idle) });
      }
      schedule(timeoutMs - idle);
    } else {
      // Another tab was used meanwhile: the warning here is withdrawn.
      if (phase === 'warning') {
        phase = 'active';
        onPhase({ kind: 'active' });
      }
      schedule(timeoutMs - warnMs - idle);
    }
  }

  return {
    start() {
      running = true;
      phase = 'active';
      last = clock.now();
      share(last);
      schedule(timeoutMs - warnMs);
    },
    stop() {
      running = false;
      if (timer !== null) clock.clearTimeout(timer as never);
      timer = null;
    },
    /**
     * The user did something. While the warning shows, only `stayActive` counts: a pointer passing
     * over the page should not silently dismiss a question the user has not seen.
     */
    activity() {
      if (!running || phase !== 'active') return;
      last = clock.now();
      if (last - shared >= SHARE_EVERY_MS) share(last);
    },
    /** "Stay signed in": the count starts again. */
    stayActive() {
      if (!running) return;
      last = clock.now();
      share(last);
      if (phase === 'warning') {
        phase = 'active';
        onPhase({ kind: 'active' });
      }
      schedule(timeoutMs - warnMs);
    },
    /** Re-checks at once (a tab coming back to the foreground after its timers were held back). */
    check() {
      if (running) check();
    },
  };
}

export type InactivityWatcher = ReturnType<typeof createInactivityWatcher>;

/** "30 minutes", "1 minute", "45 seconds": how long the timeout is, in words. */
export function describeDuration(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** What the login page says after an inactivity sign-out, from the stored timeout (null: not why the user is here). */
export function signedOutMessage(storedSeconds: string | null): string | null {
  const seconds = Number(storedSeconds);
  if (!storedSeconds || !Number.isInteger(seconds) || seconds <= 0) return null;
  return `You were signed out after ${describeDuration(seconds)} without activity, to keep your account safe. Sign in again to carry on.`;
}
