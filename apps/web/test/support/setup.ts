import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { authStore } from '../../src/lib/api';
import { installDialogPolyfill, resetOpenModals } from './dialog-polyfill';

/** Runs before every interaction test file (see the web-dom project in vitest.config.ts). */
installDialogPolyfill();

afterEach(() => {
  cleanup();
  resetOpenModals();
  authStore.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
