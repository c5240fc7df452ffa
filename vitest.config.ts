import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/*/test/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
