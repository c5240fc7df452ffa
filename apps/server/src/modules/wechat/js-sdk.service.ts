import crypto from 'node:crypto';
import type { WechatJsConfig } from '@ffe/shared/contracts/wechat';
import { fieldProblem } from '@ffe/shared/field-problems';
import { invalidParam, notFoundBecause, unavailable } from '../../platform/errors';
import type { OfficialAccount } from './official-account-provider';
import { WechatRefused, WechatUnreachable } from './wechat-api';
import type { WechatCredentialService } from './wechat-credential.service';

export interface JsSdkDeps {
  /** Undefined when neither the official account nor its sandbox is configured. */
  official: { account: OfficialAccount; credentials: WechatCredentialService } | undefined;
  now?: () => number;
}

/** WeChat's signature of a page: SHA1 over the four fields in this order, the URL without its `#` part. */
export function jsSdkSignature(fields: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const text = `jsapi_ticket=${fields.ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${fields.url}`;
  return crypto.createHash('sha1').update(text).digest('hex');
}

/** What `wx.config` takes for a page of this shop (issue 41, decision 053), signed with the shared jsapi_ticket. */
export function jsSdkService({ official, now = Date.now }: JsSdkDeps) {
  return {
    async configFor(pageUrl: string, origin: string): Promise<WechatJsConfig> {
      if (!official) throw notFoundBecause('the official account is not configured');
      let page: URL;
      try {
        page = new URL(pageUrl);
      } catch {
        throw invalidParam(`url: ${fieldProblem('INVALID')}`);
      }
      // Only the shop's own pages: the signature would let any page use the account's JS-SDK.
      if (page.origin !== new URL(origin).origin) throw invalidParam(`url: ${fieldProblem('NOT_ALLOWED')}`);
      const ticket = await official.credentials.jsapiTicket().catch((error: unknown) => {
        if (error instanceof WechatRefused || error instanceof WechatUnreachable) {
          throw unavailable('WECHAT_UNREACHABLE', `jsapi_ticket: ${error.message}`);
        }
        throw error;
      });
      // The page's own text, as WeChat signs the exact string location.href.split('#')[0] gives.
      const url = pageUrl.split('#')[0] ?? pageUrl;
      const timestamp = Math.floor(now() / 1000);
      const nonceStr = crypto.randomBytes(12).toString('hex');
      return {
        appId: official.account.appId,
        timestamp,
        nonceStr,
        signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }),
      };
    },
  };
}

export type JsSdkService = ReturnType<typeof jsSdkService>;
