import type { Change, ChangeFeed } from '../../src/plugins/changes';

/** A change feed the test drives: whether it listens, and which notices arrive when. */
export function fakeChangeFeed(listening = true) {
  const listeners: ((change: Change) => void)[] = [];
  const feed = {
    listening,
    subscribe: (listener: (change: Change) => void) => void listeners.push(listener),
    caughtUp: async () => undefined,
    /** Delivers a notice to every subscriber, as the database's would arrive. */
    hear(change: Change) {
      for (const listener of listeners) listener(change);
    },
  };
  return feed satisfies ChangeFeed & { hear(change: Change): void };
}
