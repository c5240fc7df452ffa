import crypto from 'node:crypto';
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { WechatCredentialTable } from '../../db/schema';
import type { OfficialAccount, WechatCredential } from './official-account-provider';
import { WechatRefused, WechatUnreachable } from './wechat-api';
import type { WechatCredentialRepository } from './wechat-credential.repository';

type Kind = WechatCredentialTable['kind'];

/** A credential is fetched anew once less than this is left of its 7200 s, so no caller ever holds a spent one. */
export const REFRESH_AHEAD_MS = 10 * 60_000;
/** The fetching process's lease: longer than a call to WeChat may take; a crashed holder's lease ends with it. */
export const LEASE_MS = 15_000;
/** How often a caller without a valid credential looks whether the lease holder has stored one. */
const WAIT_STEP_MS = 50;
/** Waits before giving up: past two leases, so a crashed holder's lease is taken over first. */
const MAX_WAITS = Math.ceil((2 * LEASE_MS) / WAIT_STEP_MS);

/** The access_token WeChat says is no longer valid (another system fetched one, or it expired early). */
const SPENT_TOKEN_CODES = new Set([40001, 40014, 42001]);

export interface WechatCredentialServiceDeps {
  repo: WechatCredentialRepository;
  account: OfficialAccount;
  now?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
}

/**
 * The official account's access_token and jsapi_ticket (decision 053), kept in the database every process shares:
 * read from this process's copy while fresh, else from the row, and fetched by the one caller that takes the row's
 * lease, so two processes or hundreds of concurrent requests cause one fetch; the others wait for it, or use the
 * value still valid while it is refreshed ahead of its expiry.
 */
export function wechatCredentialService({
  repo,
  account,
  now = Date.now,
  sleep = sleepFor,
}: WechatCredentialServiceDeps) {
  const owner = crypto.randomUUID();
  const appId = account.appId;
  // This process's copies and its one pending read per kind, so concurrent callers here ask the database once.
  const kept = new Map<Kind, { value: string; expiresAt: number }>();
  const pending = new Map<Kind, Promise<string>>();

  const fresh = (expiresAt: number) => expiresAt - REFRESH_AHEAD_MS > now();

  function keep(kind: Kind, value: string, expiresAt: number): string {
    kept.set(kind, { value, expiresAt });
    return value;
  }

  async function fromTheRow(kind: Kind, fetch: () => Promise<WechatCredential>): Promise<string> {
    await repo.ensure(appId, kind);
    for (let waits = 0; ; waits++) {
      const row = await repo.read(appId, kind);
      if (row?.value && fresh(row.expires_at)) return keep(kind, row.value, row.expires_at);
      const at = now();
      if (await repo.takeLease(appId, kind, owner, at, at + LEASE_MS, at + REFRESH_AHEAD_MS)) {
        try {
          const fetched = await fetch();
          const expiresAt = now() + fetched.expiresInSeconds * 1000;
          await repo.store(appId, kind, owner, fetched.value, expiresAt);
          return keep(kind, fetched.value, expiresAt);
        } catch (error) {
          await repo.release(appId, kind, owner);
          throw error;
        }
      }
      // Another caller is fetching: a value still valid serves meanwhile, else theirs is waited for.
      if (row?.value && row.expires_at > at) return row.value;
      if (waits >= MAX_WAITS) throw new WechatUnreachable(`${kind} (another process is still fetching it)`);
      await sleep(WAIT_STEP_MS);
    }
  }

  function current(kind: Kind, fetch: () => Promise<WechatCredential>): Promise<string> {
    const mine = kept.get(kind);
    if (mine && fresh(mine.expiresAt)) return Promise.resolve(mine.value);
    const asked = pending.get(kind);
    if (asked) return asked;
    const reading = fromTheRow(kind, fetch).finally(() => pending.delete(kind));
    pending.set(kind, reading);
    return reading;
  }

  const accessToken = () => current('access_token', () => account.fetchAccessToken());

  async function spend(token: string) {
    kept.delete('access_token');
    await repo.expire(appId, 'access_token', token);
  }

  return {
    accessToken,
    /** The jsapi_ticket; an access_token WeChat calls spent is fetched again once. */
    jsapiTicket: () =>
      current('jsapi_ticket', async () => {
        const token = await accessToken();
        try {
          return await account.fetchJsapiTicket(token);
        } catch (error) {
          if (!(error instanceof WechatRefused) || !SPENT_TOKEN_CODES.has(error.errcode)) throw error;
          await spend(token);
          return account.fetchJsapiTicket(await accessToken());
        }
      }),
  };
}

export type WechatCredentialService = ReturnType<typeof wechatCredentialService>;
