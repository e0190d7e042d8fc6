import type { User } from '@practicum/contract';
import { authStore } from '../../src/lib/api';
import { accessToken } from './fixtures';

/** Signs `user` in through the app's own auth store, as a successful login would. */
export function signIn(user: User): void {
  authStore.setSession({ access_token: accessToken(), refresh_token: 'refresh-token-1' }, user);
}
