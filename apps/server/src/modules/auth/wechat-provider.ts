import { WechatUnreachable, wechatGet } from '../wechat/wechat.module';

/** What a WeChat login tells us about the person. */
export interface WechatProfile {
  openid: string;
  /** The same for every app of the developer account (decision 053); told when the app belongs to one. */
  unionid: string | undefined;
  nickname: string;
  avatar: string;
}

/** The web OAuth flow of a WeChat login, behind one interface so development needs no WeChat account. */
export interface WechatProvider {
  /** The website app whose openids this provider tells; a member's openid in it is kept under this id. */
  appId: string;
  authorizeUrl(redirectUri: string, state: string): string;
  exchangeCode(code: string): Promise<WechatProfile>;
}

/** WeChat Open Platform website login (QR code); `apiBaseUrl` is https://api.weixin.qq.com outside tests. */
export function openPlatformWechat(appId: string, appSecret: string, apiBaseUrl: string): WechatProvider {
  return {
    appId,
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `https://open.weixin.qq.com/connect/qrconnect?${query}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const token = await wechatGet<{ access_token?: string; openid?: string; unionid?: string }>(
        apiBaseUrl,
        'sns/oauth2/access_token',
        { appid: appId, secret: appSecret, code, grant_type: 'authorization_code' },
      );
      if (!token.access_token || !token.openid) throw new WechatUnreachable('sns/oauth2/access_token (no openid)');
      const info = await wechatGet<{ nickname?: string; headimgurl?: string; unionid?: string }>(
        apiBaseUrl,
        'sns/userinfo',
        { access_token: token.access_token, openid: token.openid },
      );
      return {
        openid: token.openid,
        unionid: info.unionid || token.unionid || undefined,
        nickname: info.nickname || '微信用户',
        avatar: info.headimgurl ?? '',
      };
    },
  };
}

/** The website sandbox's app id: its members' openids are kept under it. */
export const SANDBOX_WEBSITE_APP_ID = 'sandbox-web';

/** The sandbox code prefix: `sandbox.<openid>`; the sandbox page hands such codes back. */
const SANDBOX_CODE = /^sandbox\.([A-Za-z0-9_-]{1,64})$/;

/**
 * Development and tests: our own consent page plays WeChat, and a code names the person it stands for; the unionid is
 * the one the official account's sandbox tells for the same name.
 */
export function sandboxWechat(): WechatProvider {
  return {
    appId: SANDBOX_WEBSITE_APP_ID,
    authorizeUrl(redirectUri, state) {
      return `/api/member/wechat/sandbox?${new URLSearchParams({ redirect_uri: redirectUri, state })}`;
    },
    async exchangeCode(code) {
      const match = SANDBOX_CODE.exec(code);
      if (!match?.[1]) throw new Error('not a sandbox code');
      return { openid: `sandbox-${match[1]}`, unionid: `sandbox-union-${match[1]}`, nickname: '微信用户', avatar: '' };
    },
  };
}
