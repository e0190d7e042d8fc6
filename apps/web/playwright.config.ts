import { defineConfig, devices } from '@playwright/test';
import { FAKE_MIC_ARGS } from './e2e/live-session.config';
import { E2E_SERVERS } from './e2e/servers';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Browser tests: Debian's Chromium against the production build, served by the real server on a
 * fresh embedded database. One server uses the default token lifetime; a second issues 5-second
 * access tokens to prove silent refresh.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: '../../test-results',
  // Writes the live-session project's fake microphone WAV before any browser starts.
  globalSetup: './e2e/live-session.global-setup.ts',
  use: {
    baseURL: E2E_SERVERS.main.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/live-session.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
    {
      // The live voice session, with a fake microphone speaking an eSpeak sentence in a loop.
      name: 'live-session',
      testMatch: '**/live-session.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [...chromiumArgs, ...FAKE_MIC_ARGS],
        },
      },
    },
  ],
  webServer: Object.values(E2E_SERVERS).map((s) => ({
    command: `node --import tsx e2e/serve.ts ${s.name}`,
    url: `${s.url}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
