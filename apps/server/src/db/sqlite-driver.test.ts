import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SQLite, sqliteDriverPackage, sqliteDriverPath } from './sqlite-driver';

describe('the SQLite driver for the running Node', () => {
  it('is better-sqlite3 13 from Node-API 10 on (Node 22.14, 24) and 12 on Node 20 (Node-API 9)', () => {
    expect(sqliteDriverPackage(9)).toBe('better-sqlite3');
    expect(sqliteDriverPackage(10)).toBe('better-sqlite3-napi');
    expect(sqliteDriverPackage(11)).toBe('better-sqlite3-napi');
    expect(sqliteDriverPath).toContain(`/node_modules/${sqliteDriverPackage()}/`);
  });

  it('opens a database and runs statements', () => {
    const sqlite = new SQLite(':memory:');
    expect(sqlite.prepare('SELECT 6 * 7 AS answer').get()).toEqual({ answer: 42 });
    sqlite.close();
  });

  // better-sqlite3 12 aborted Node 24 here, in the collector, with `(env) != nullptr`: the statement cache drops
  // statements, which the collector then frees.
  it('lets the process live on once thousands of dropped statements are collected', async () => {
    const script = `
      const Database = require(${JSON.stringify(sqliteDriverPath)});
      const sqlite = new Database(':memory:');
      for (let i = 0; i < 20000; i++) sqlite.prepare('SELECT ' + i).get();
      globalThis.gc();
      setTimeout(() => { globalThis.gc(); console.log('alive'); }, 10);
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '-e', script], {
      env: { PATH: process.env.PATH },
      timeout: 30_000,
    });
    expect(stdout.trim()).toBe('alive');
  }, 40_000);
});
