import type { User } from '@practicum/contract';

/** localStorage keys: tokens, role and user survive a reload. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userRole: 'user_role',
  user: 'user',
} as const;

export interface AuthState {
  /** 'loading' until start-up (token check and /auth/me) has finished. */
  status: 'loading' | 'ready';
  user: User | null;
  accessToken: string | null;
}

export interface StoredTokens {
  access_token: string;
  refresh_token?: string | undefined;
}

export type AuthStore = ReturnType<typeof createAuthStore>;

function readUser(storage: Storage): User | null {
  const raw = storage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    // A light check only; bootstrapAuth validates against the contract schema.
    const value: unknown = JSON.parse(raw);
    const ok =
      !!value &&
      typeof value === 'object' &&
      'email' in value &&
      'role' in value &&
      (value.role === 'student' || value.role === 'admin');
    return ok ? (value as User) : null;
  } catch {
    return null;
  }
}

/**
 * Holds the tokens and the signed-in user, mirrored in `storage`. It is a tiny external store
 * (subscribe / getSnapshot) so React reads it with useSyncExternalStore and plain code can use it too.
 */
export function createAuthStore(storage: Storage) {
  let state: AuthState = {
    status: 'loading',
    user: readUser(storage),
    accessToken: storage.getItem(STORAGE_KEYS.accessToken),
  };
  const listeners = new Set<() => void>();

  function update(patch: Partial<AuthState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function writeUser(user: User): void {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    storage.setItem(STORAGE_KEYS.userRole, user.role);
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): AuthState => state,
    getAccessToken: (): string | null => state.accessToken,
    getRefreshToken: (): string | null => storage.getItem(STORAGE_KEYS.refreshToken),
    getUser: (): User | null => state.user,

    /** Stores a new token pair; refresh tokens rotate, so the new one always replaces the old. */
    setTokens(tokens: StoredTokens): void {
      storage.setItem(STORAGE_KEYS.accessToken, tokens.access_token);
      if (tokens.refresh_token) storage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
      update({ accessToken: tokens.access_token });
    },
    setUser(user: User): void {
      writeUser(user);
      update({ user });
    },
    /** After login: tokens and user together, so listeners never see half a session. */
    setSession(tokens: StoredTokens, user: User): void {
      storage.setItem(STORAGE_KEYS.accessToken, tokens.access_token);
      if (tokens.refresh_token) storage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
      writeUser(user);
      update({ accessToken: tokens.access_token, user, status: 'ready' });
    },
    /** Logout or failed refresh: every stored token and the user go. */
    clear(): void {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
      update({ accessToken: null, user: null });
    },
    markReady(): void {
      if (state.status !== 'ready') update({ status: 'ready' });
    },
  };
}

/** Authenticated means a user exists and an access token is held (expiry is handled by refresh). */
export function isAuthenticated(state: AuthState): boolean {
  return state.user !== null && state.accessToken !== null;
}
