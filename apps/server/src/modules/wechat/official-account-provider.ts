import { WechatRefused, WechatUnreachable, wechatGet } from './wechat-api';

/** `snsapi_base` learns the openid without asking; `snsapi_userinfo` asks once and tells nickname, avatar and unionid. */
export type OauthScope = 'snsapi_base' | 'snsapi_userinfo';

/** What a code is exchanged for. */
export interface OauthGrant {
  openid: string;
  /** Told only when the official account belongs to an open platform account and the scope allows it. */
  unionid: string | undefined;
  accessToken: string;
}

export interface WechatUserInfo {
  nickname: string;
  avatar: string;
  unionid: string | undefined;
}

/** An access_token or a jsapi_ticket and how long WeChat says it lives. */
export interface WechatCredential {
  value: string;
  expiresInSeconds: number;
}

/** The official account (公众号): web OAuth inside WeChat and the JS-SDK's credentials, behind one interface. */
export interface OfficialAccount {
  appId: string;
  authorizeUrl(redirectUri: string, scope: OauthScope, state: string): string;
  exchangeCode(code: string): Promise<OauthGrant>;
  userInfo(grant: OauthGrant): Promise<WechatUserInfo>;
  fetchAccessToken(): Promise<WechatCredential>;
  fetchJsapiTicket(accessToken: string): Promise<WechatCredential>;
}

/** The default nickname of a member WeChat told none of. */
const WECHAT_NICKNAME = '微信用户';

/** The real official account: `apiBaseUrl` is https://api.weixin.qq.com outside tests. */
export function officialAccount(appId: string, appSecret: string, apiBaseUrl: string): OfficialAccount {
  return {
    appId,
    authorizeUrl(redirectUri, scope, state) {
      // WeChat reads these parameters in this order only.
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state,
      });
      return `https://open.weixin.qq.com/connect/oauth2/authorize?${query}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const token = await wechatGet<{ access_token?: string; openid?: string; unionid?: string }>(
        apiBaseUrl,
        'sns/oauth2/access_token',
        { appid: appId, secret: appSecret, code, grant_type: 'authorization_code' },
      );
      if (!token.access_token || !token.openid) throw new WechatUnreachable('sns/oauth2/access_token (no openid)');
      return { openid: token.openid, unionid: token.unionid || undefined, accessToken: token.access_token };
    },
    async userInfo(grant) {
      const info = await wechatGet<{ nickname?: string; headimgurl?: string; unionid?: string }>(
        apiBaseUrl,
        'sns/userinfo',
        { access_token: grant.accessToken, openid: grant.openid, lang: 'zh_CN' },
      );
      return {
        nickname: info.nickname || WECHAT_NICKNAME,
        avatar: info.headimgurl ?? '',
        unionid: info.unionid || grant.unionid,
      };
    },
    async fetchAccessToken() {
      const answer = await wechatGet<{ access_token?: string; expires_in?: number }>(apiBaseUrl, 'cgi-bin/token', {
        grant_type: 'client_credential',
        appid: appId,
        secret: appSecret,
      });
      if (!answer.access_token) throw new WechatUnreachable('cgi-bin/token (no access_token)');
      return { value: answer.access_token, expiresInSeconds: answer.expires_in ?? 7200 };
    },
    async fetchJsapiTicket(accessToken) {
      const answer = await wechatGet<{ ticket?: string; expires_in?: number }>(apiBaseUrl, 'cgi-bin/ticket/getticket', {
        access_token: accessToken,
        type: 'jsapi',
      });
      if (!answer.ticket) throw new WechatUnreachable('cgi-bin/ticket/getticket (no ticket)');
      return { value: answer.ticket, expiresInSeconds: answer.expires_in ?? 7200 };
    },
  };
}

/** The sandbox official account's app id: its members' openids are kept under it. */
export const SANDBOX_OFFICIAL_ACCOUNT_ID = 'sandbox-mp';

/** A sandbox code: `sandbox-mp.<base|userinfo>.<name>`; the sandbox page hands such codes back. */
const SANDBOX_CODE = /^sandbox-mp\.(base|userinfo)\.([A-Za-z0-9_-]{1,64})$/;

/** A sandbox code for the person `name`, as the sandbox page hands it back for `scope`. */
export const sandboxOfficialAccountCode = (scope: OauthScope, name: string) =>
  `sandbox-mp.${scope === 'snsapi_base' ? 'base' : 'userinfo'}.${name}`;

/**
 * Development and tests without WeChat: our own page plays WeChat (silent for snsapi_base, a consent page for
 * snsapi_userinfo), a code names the person, and the unionid is the website sandbox's, so the two link as in WeChat.
 */
export function sandboxOfficialAccount(): OfficialAccount {
  return {
    appId: SANDBOX_OFFICIAL_ACCOUNT_ID,
    authorizeUrl(redirectUri, scope, state) {
      return `/api/member/wechat/sandbox?${new URLSearchParams({ redirect_uri: redirectUri, state, scope })}`;
    },
    async exchangeCode(code) {
      const match = SANDBOX_CODE.exec(code);
      // WeChat's own answer to a code it did not give.
      if (!match?.[1] || !match[2]) throw new WechatRefused('sns/oauth2/access_token', 40029, 'invalid code');
      const [, scope, name] = match;
      // As in WeChat, snsapi_base tells no unionid.
      const unionid = scope === 'userinfo' ? `sandbox-union-${name}` : undefined;
      return { openid: `sandbox-mp-${name}`, unionid, accessToken: `sandbox-mp-token.${scope}.${name}` };
    },
    async userInfo(grant) {
      const name = grant.accessToken.split('.')[2] ?? '';
      return { nickname: WECHAT_NICKNAME, avatar: '', unionid: grant.unionid ?? `sandbox-union-${name}` };
    },
    fetchAccessToken: async () => ({ value: 'sandbox-mp-access-token', expiresInSeconds: 7200 }),
    fetchJsapiTicket: async () => ({ value: 'sandbox-mp-jsapi-ticket', expiresInSeconds: 7200 }),
  };
}
