import type { Platform } from '../platform';
import { jsSdkRoutes } from './js-sdk.routes';
import { jsSdkService } from './js-sdk.service';
import { officialAccount, sandboxOfficialAccount } from './official-account-provider';
import { wechatCredentialRepository } from './wechat-credential.repository';
import { wechatCredentialService } from './wechat-credential.service';

/** The official account inside WeChat (decision 053) and the JS-SDK signatures its pages ask for. */
export function wechatModule({ config, database }: Platform) {
  // The sandbox serves the official account too where it serves the website's sign-in.
  const official = config.wechatMp
    ? officialAccount(config.wechatMp.appId, config.wechatMp.appSecret, config.wechatApiBaseUrl)
    : config.wechat && 'sandbox' in config.wechat
      ? sandboxOfficialAccount()
      : undefined;
  const jsSdk = jsSdkService({
    official: official && {
      account: official,
      credentials: wechatCredentialService({ repo: wechatCredentialRepository(database.db), account: official }),
    },
  });
  return {
    offers: { official },
    async register(app: Platform['app']) {
      await app.register(jsSdkRoutes(jsSdk));
    },
  };
}

export type WechatOffers = ReturnType<typeof wechatModule>['offers'];

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export type { OauthGrant, OfficialAccount } from './official-account-provider';
export { sandboxOfficialAccountCode } from './official-account-provider';
export { WechatUnreachable, wechatGet } from './wechat-api';
export { askWechat } from './wechat-errors';
