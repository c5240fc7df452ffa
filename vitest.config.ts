import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'apps/*/test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['apps/web/src/test/setup.ts', 'apps/admin/src/test/setup.ts'],
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
