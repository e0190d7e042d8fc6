import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
const webInteractionTests = 'apps/web/src/**/*.interaction.test.tsx';
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * One run covers every package. The server suites run on the embedded PGlite, and again on a real
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it), where several instances behind nginx are
 * tested as well.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/{src,test}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, webInteractionTests],
          environment: 'node',
        },
      },
      {
        // Components driven the way a person uses them (typing, clicking, keyboard), in a DOM.
        test: {
          name: 'web-dom',
          include: [webInteractionTests],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/support/setup.ts'],
          // Typing through a whole form in jsdom takes seconds when the suite shares two cores.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          environment: 'node',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          setupFiles: ['apps/server/test/support/setup.ts'],
          env: { TEST_DB_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                environment: 'node' as const,
                setupFiles: ['apps/server/test/support/setup.ts'],
                env: { TEST_DB_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
            {
              // Three server processes behind nginx on this PostgreSQL and the local Redis
              // (TEST_REDIS_URL); skipped when no Redis answers. Installs nginx when missing.
              test: {
                name: 'instances',
                include: ['apps/server/test/instances/**/*.test.ts'],
                environment: 'node' as const,
                setupFiles: ['apps/server/test/support/setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
