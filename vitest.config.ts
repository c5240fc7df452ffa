import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.ts',
      'scripts/*.test.ts',
      'bench/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['apps/web/src/test/setup.ts', 'apps/admin/src/test/setup.ts'],
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    // The shop's server-rendering entry runs under Node in its test: antd-mobile's modules import CSS, so Vite takes
    // them, in their ES form (Node's resolution would pick the CommonJS one).
    server: { deps: { inline: ['antd-mobile'] } },
    alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
