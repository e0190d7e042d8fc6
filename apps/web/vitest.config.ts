import { defineConfig } from 'vitest/config';

// Standalone config for the web unit tests (pure logic, node environment).
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
