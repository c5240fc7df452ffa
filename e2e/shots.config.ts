import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Pictures for a person to look at, not tests of the suite: run by hand with `npx playwright test -c shots.config.ts`.
const port = Number(process.env.E2E_SHOTS_PORT ?? 4183);
// A fresh data directory per run, so the demo data is seeded anew.
const dataDir = path.join(os.tmpdir(), `ffe-shots-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: './shots',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'ffe-shots-results'),
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
  projects: [{ name: 'shots', use: { ...devices['Pixel 7'], browserName: 'chromium', channel: undefined } }],
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
