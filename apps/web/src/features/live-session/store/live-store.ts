import { useSyncExternalStore } from 'react';
import { liveReducer, type LiveAction } from './live-reducer';
import { initialLiveState, type LiveState } from './live-state';

/**
 * The live session in one small store, outside TanStack Query (it is not server state): a reducer, a
 * subscribe and a selector hook.
 */
export interface LiveStore {
  getState: () => LiveState;
  dispatch: (action: LiveAction) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLiveStore(initial: LiveState = initialLiveState): LiveStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = liveReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Re-renders only when the selected value changes; select primitives or stored references. */
export function useLive<T>(store: LiveStore, select: (state: LiveState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
