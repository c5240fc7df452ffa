import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * The suite's run against the built server on `port`: the system Chromium as a phone, one worker, a fresh data
 * directory (`<runName>-…` in the temp folder) seeded with the demo data. `shots.config.ts` runs its pictures on it too,
 * so the two cannot drift.
 */
export function e2eConfig(port: number, runName: string): PlaywrightTestConfig {
  // A fresh data directory per run, so the demo data is seeded anew.
  const dataDir = path.join(os.tmpdir(), `${runName}-${process.pid}-${Date.now()}`);
  return defineConfig({
    testDir: './tests',
    fullyParallel: false,
    workers: 1,
    // No retries: a test that fails at random is a defect to find, not to run again.
    retries: 0,
    timeout: 60_000,
    reporter: [['list'], ['./summary-reporter.ts'], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      locale: 'zh-CN',
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
    projects: [
      { name: 'mobile-chromium', use: { ...devices['Pixel 7'], browserName: 'chromium', channel: undefined } },
    ],
    webServer: {
      command: 'node ../apps/server/dist/main.js',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        SEED_DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
      },
    },
  });
}

export default e2eConfig(Number(process.env.E2E_PORT ?? 4173), 'ffe-e2e');
