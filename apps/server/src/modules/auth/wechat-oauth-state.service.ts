import crypto from 'node:crypto';
import type { WechatOauthStateTable } from '../../db/schema';
import type { WechatOauthStateRepository } from './wechat-oauth-state.repository';

/** How long a visitor may take at WeChat's page before the state is spent. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** The state WeChat carries: the row's id and its HMAC, hex only (WeChat takes [a-zA-Z0-9], at most 128 bytes). */
const STATE = /^([0-9a-f]{32})([0-9a-f]{32})$/;

export type OauthStart = Omit<WechatOauthStateTable, 'id' | 'expires_at'>;

/**
 * The official account's OAuth states (decision 053): signed, so a made-up one is refused without a query, and used
 * once, as taking it deletes its row. The row holds what WeChat cannot carry: the purpose, the member who binds, the
 * way back to this site and where the shop returns afterwards.
 */
export function wechatOauthStateService(
  repo: WechatOauthStateRepository,
  secret: string,
  now: () => number = Date.now,
) {
  const sign = (id: string) => crypto.createHmac('sha256', secret).update(id).digest('hex').slice(0, 32);
  return {
    async issue(start: OauthStart): Promise<string> {
      const id = crypto.randomBytes(16).toString('hex');
      await repo.sweepExpired(now());
      await repo.insert({ ...start, id, expires_at: now() + OAUTH_STATE_TTL_MS });
      return `${id}${sign(id)}`;
    },
    /** The state's row, once; undefined for a state this server did not sign, one used already or expired. */
    async take(state: string): Promise<WechatOauthStateTable | undefined> {
      const match = STATE.exec(state);
      if (!match?.[1] || !match[2]) return undefined;
      const expected = Buffer.from(sign(match[1]));
      if (!crypto.timingSafeEqual(expected, Buffer.from(match[2]))) return undefined;
      return repo.take(match[1], now());
    },
  };
}

export type WechatOauthStateService = ReturnType<typeof wechatOauthStateService>;
