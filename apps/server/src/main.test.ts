import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { TEST_TOKEN_SECRET } from '../test/app';
import { createTestDatabase } from '../test/databases';
import { describeEachDatabase } from '../test/each-database';
import { freePort } from '../test/free-port';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** What /readyz answers now: its status and `failed`, or `refused` once nothing listens. */
async function readyz(base: string): Promise<string> {
  try {
    const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
    const body = (await res.json()) as { failed?: string[] };
    return `${res.status}${body.failed ? ` ${body.failed.join()}` : ''}`;
  } catch {
    return 'refused';
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describeEachDatabase('the server process on SIGTERM', (target) => {
  it('answers readyz 503 draining while it still serves, then stops listening and exits 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-sigterm-'));
    const database = await createTestDatabase(target.url, path.join(dir, 'shop.sqlite'));
    await database.db.destroy();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dir,
        ...(database.location?.databaseUrl ? { DATABASE_URL: database.location.databaseUrl } : {}),
        TOKEN_SECRET: TEST_TOKEN_SECRET,
        SEED_DEMO_DATA: 'false',
        SHUTDOWN_DRAIN_MS: '1500',
      },
      stdio: 'ignore',
    });
    try {
      const until = Date.now() + 60_000;
      while ((await readyz(base)) !== '200' && Date.now() < until && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await readyz(base)).toBe('200');

      child.kill('SIGTERM');
      const seen: string[] = [];
      while (seen.at(-1) !== 'refused' && seen.length < 200) {
        const answer = await readyz(base);
        if (answer !== seen.at(-1)) seen.push(answer);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // A probe already on its way when the signal lands may still be answered ready.
      expect(seen[0] === '200' ? seen.slice(1) : seen).toEqual(['503 draining', 'refused']);
      expect(await exited(child)).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await database.drop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
