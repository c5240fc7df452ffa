import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { describeEachDatabase } from '../../../test/each-database';
import { startWechatStandIn, type WechatStandIn } from '../../../test/wechat-stand-in';
import { type DbHandle, openDatabase } from '../../db/connect';
import { officialAccount } from './official-account-provider';
import { wechatCredentialRepository } from './wechat-credential.repository';
import { REFRESH_AHEAD_MS, wechatCredentialService } from './wechat-credential.service';

const APP = { appId: 'wx-mp-credentials', appSecret: 'mp-secret' };
const HOURS_2 = 7200 * 1000;

describeEachDatabase("the official account's access_token and jsapi_ticket", (target) => {
  let wechat: WechatStandIn;
  let dir: string;
  let first: TestDatabase;
  let second: DbHandle;
  let clock: number;

  /** One server process: its own connection to the shared database, its own copies, the shared clock. */
  const aProcess = (handle: DbHandle) =>
    wechatCredentialService({
      repo: wechatCredentialRepository(handle.db),
      account: officialAccount(APP.appId, APP.appSecret, wechat.baseUrl),
      now: () => clock,
    });

  beforeAll(async () => {
    wechat = await startWechatStandIn(APP);
  });
  afterAll(async () => {
    await wechat.close();
  });
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-wechat-credentials-'));
    // SQLite in a file, so the second process opens the same database.
    first = await createTestDatabase(target.url, path.join(dir, 'shop.sqlite'));
    if (!first.location) throw new Error('the database needs a location a second process can open');
    second = openDatabase(first.location);
    clock = Date.UTC(2026, 11, 2, 8);
    wechat.state.tokens = 0;
    wechat.state.tickets = 0;
    wechat.state.credentialDelayMs = 30;
  });
  afterEach(async () => {
    await second.db.destroy();
    await first.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is fetched once for two processes and hundreds of concurrent requests', async () => {
    const processes = [aProcess(first), aProcess(second)];
    const tickets = await Promise.all(
      Array.from({ length: 300 }, (_, i) => (processes[i % 2] ?? processes[0])?.jsapiTicket()),
    );
    expect(new Set(tickets)).toEqual(new Set(['ticket-1']));
    expect(wechat.state.tokens).toBe(1);
    expect(wechat.state.tickets).toBe(1);
    // A third process started later reads them from the database.
    expect(await aProcess(second).jsapiTicket()).toBe('ticket-1');
    expect(wechat.state.tickets).toBe(1);
  });

  it('is fetched again, once, before it expires, while the one still valid serves', async () => {
    const processes = [aProcess(first), aProcess(second)];
    await processes[0]?.jsapiTicket();
    clock += HOURS_2 - REFRESH_AHEAD_MS - 1;
    expect(await processes[1]?.jsapiTicket()).toBe('ticket-1');
    expect(wechat.state.tickets).toBe(1);
    clock += 2;
    const during = await Promise.all(Array.from({ length: 100 }, (_, i) => processes[i % 2]?.jsapiTicket()));
    // Each answer is valid: the old ticket until the refresh is stored, the new one after.
    expect(during.every((ticket) => ticket === 'ticket-1' || ticket === 'ticket-2')).toBe(true);
    expect(await processes[0]?.jsapiTicket()).toBe('ticket-2');
    expect(await processes[1]?.jsapiTicket()).toBe('ticket-2');
    expect(wechat.state.tokens).toBe(2);
    expect(wechat.state.tickets).toBe(2);
  });

  it('fetches a new access_token when WeChat calls the kept one spent, then the ticket with it', async () => {
    const one = aProcess(first);
    expect(await one.accessToken()).toBe('token-1');
    wechat.spendToken();
    expect(await one.jsapiTicket()).toBe('ticket-1');
    expect(wechat.state.tokens).toBe(2);
    expect(await aProcess(second).accessToken()).toBe('token-2');
  });

  it('gives the lease back when WeChat cannot be reached, so the next request fetches', async () => {
    wechat.state.down = true;
    try {
      await expect(aProcess(first).jsapiTicket()).rejects.toThrow(/did not answer/);
    } finally {
      wechat.state.down = false;
    }
    expect(await aProcess(second).jsapiTicket()).toBe('ticket-1');
    expect(wechat.state.tokens).toBe(1);
  });
});
