import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eConfig } from './playwright.config';

// Pictures for a person to look at, not tests of the suite: run by hand with `npx playwright test -c shots.config.ts`.
// The suite's run (browser, server, demo data) on a port of its own; only where the specs are and what they leave differ.
export default defineConfig({
  ...e2eConfig(Number(process.env.E2E_SHOTS_PORT ?? 4183), 'ffe-shots'),
  testDir: './shots',
  timeout: 120_000,
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'ffe-shots-results'),
});
