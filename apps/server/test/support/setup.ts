import { afterAll, afterEach, expect, vi } from 'vitest';
import { leakedSecrets, logLinesSeen, secretsSeen } from './secrets';

/** An unexpected console.error fails the test that caused it. */
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});

/** No log line written by any app in this file may contain a password or token handed out in it. */
afterAll(() => {
  if (logLinesSeen.length === 0 || secretsSeen.size === 0) return;
  expect(leakedSecrets()).toEqual([]);
});
