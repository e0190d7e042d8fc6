import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createInactivityWatcher,
  describeDuration,
  LAST_ACTIVITY_KEY,
  signedOutMessage,
  warningLeadMs,
  type InactivityPhase,
} from './inactivity';

const MINUTE = 60_000;

/** A watcher on the system clock (vitest's fake timers), recording every phase it reports. */
function watch(timeoutMs = 30 * MINUTE, storage?: ReturnType<typeof sharedStorage>) {
  const phases: InactivityPhase[] = [];
  const watcher = createInactivityWatcher({
    timeoutMs,
    onPhase: (p) => phases.push(p),
    storage,
  });
  watcher.start();
  return { watcher, phases, kinds: () => phases.map((p) => p.kind) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** What localStorage is to the app's tabs: one store every watcher reads and writes. */
function sharedStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the inactivity watcher', () => {
  it('warns a minute before a 30-minute timeout and signs out when it has run', () => {
    const { phases, kinds } = watch();
    vi.advanceTimersByTime(29 * MINUTE - 1);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual([{ kind: 'warning', signOutAt: Date.now() + MINUTE }]);
    vi.advanceTimersByTime(MINUTE - 1);
    expect(kinds()).toEqual(['warning']);
    vi.advanceTimersByTime(1);
    expect(kinds()).toEqual(['warning', 'timed_out']);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(kinds()).toEqual(['warning', 'timed_out']);
  });

  it('starts the count again on activity, so a user who keeps working is never warned', () => {
    const { watcher, kinds } = watch();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(20 * MINUTE);
      watcher.activity();
    }
    expect(kinds()).toEqual([]);
    vi.advanceTimersByTime(29 * MINUTE);
    expect(kinds()).toEqual(['warning']);
  });

  it('keeps the warning up through stray pointer moves, and Stay signed in withdraws it and restarts the count', () => {
    const { watcher, kinds } = watch();
    vi.advanceTimersByTime(29 * MINUTE + 10_000);
    expect(kinds()).toEqual(['warning']);
    watcher.activity();
    watcher.stayActive();
    expect(kinds()).toEqual(['warning', 'active']);
    vi.advanceTimersByTime(29 * MINUTE - 1);
    expect(kinds()).toEqual(['warning', 'active']);
    vi.advanceTimersByTime(MINUTE + 1);
    expect(kinds()).toEqual(['warning', 'active', 'warning', 'timed_out']);
  });

  it('signs out at once when the tab wakes up after the timeout (its timers were held back while asleep)', () => {
    const { watcher, kinds } = watch();
    vi.setSystemTime(Date.now() + 45 * MINUTE); // the clock moves on, no timer fires
    expect(kinds()).toEqual([]);
    watcher.check();
    expect(kinds()).toEqual(['timed_out']);
  });

  it('counts activity in another tab of the app through shared storage', () => {
    const localStorage = sharedStorage();
    const { kinds } = watch(30 * MINUTE, localStorage);
    vi.advanceTimersByTime(20 * MINUTE);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now())); // the other tab writes this
    vi.advanceTimersByTime(15 * MINUTE);
    expect(kinds()).toEqual([]);
    vi.advanceTimersByTime(14 * MINUTE);
    expect(kinds()).toEqual(['warning']);
  });

  it('withdraws the warning when another tab is used while it shows', () => {
    const localStorage = sharedStorage();
    const { watcher, kinds } = watch(30 * MINUTE, localStorage);
    vi.advanceTimersByTime(29 * MINUTE + 30_000);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    watcher.check();
    expect(kinds()).toEqual(['warning', 'active']);
  });

  it('warns halfway through a short timeout', () => {
    expect(warningLeadMs(30 * MINUTE)).toBe(MINUTE);
    expect(warningLeadMs(20_000)).toBe(10_000);
    const { kinds } = watch(20_000);
    vi.advanceTimersByTime(10_000);
    expect(kinds()).toEqual(['warning']);
    vi.advanceTimersByTime(10_000);
    expect(kinds()).toEqual(['warning', 'timed_out']);
  });
});

describe('describeDuration', () => {
  it('says the timeout in minutes when it is whole minutes, else in seconds', () => {
    expect(describeDuration(1800)).toBe('30 minutes');
    expect(describeDuration(60)).toBe('1 minute');
    expect(describeDuration(20)).toBe('20 seconds');
    expect(describeDuration(90)).toBe('90 seconds');
  });
});

describe('signedOutMessage', () => {
  it('tells the user kindly why they are back at the login page, and nothing without a reason', () => {
    expect(signedOutMessage('1800')).toBe(
      'You were signed out after 30 minutes without activity, to keep your account safe. Sign in again to carry on.',
    );
    expect(signedOutMessage(null)).toBeNull();
    expect(signedOutMessage('nonsense')).toBeNull();
  });
});
