/** What a WeChat login tells us about the person. */
export interface WechatProfile {
  openid: string;
  nickname: string;
  avatar: string;
}

/** The web OAuth flow of a WeChat login, behind one interface so development needs no WeChat account. */
export interface WechatProvider {
  authorizeUrl(redirectUri: string, state: string): string;
  exchangeCode(code: string): Promise<WechatProfile>;
}

/** WeChat Open Platform website login (QR code). */
export function openPlatformWechat(appId: string, appSecret: string): WechatProvider {
  return {
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
      const tokenQuery = new URLSearchParams({
        appid: appId,
        secret: appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const token = (await (
        await fetch(`https://api.weixin.qq.com/sns/oauth2/access_token?${tokenQuery}`, {
          signal: AbortSignal.timeout(10_000),
        })
      ).json()) as { access_token?: string; openid?: string; errmsg?: string };
      if (!token.access_token || !token.openid)
        throw new Error(`WeChat refused the code: ${token.errmsg ?? 'unknown'}`);
      const infoQuery = new URLSearchParams({ access_token: token.access_token, openid: token.openid });
      const info = (await (
        await fetch(`https://api.weixin.qq.com/sns/userinfo?${infoQuery}`, { signal: AbortSignal.timeout(10_000) })
      ).json()) as { nickname?: string; headimgurl?: string };
      return { openid: token.openid, nickname: info.nickname ?? '微信用户', avatar: info.headimgurl ?? '' };
    },
  };
}

/** The sandbox code prefix: `sandbox.<openid>`; the sandbox page hands such codes back. */
const SANDBOX_CODE = /^sandbox\.([A-Za-z0-9_-]{1,64})$/;

/** Development and tests: our own consent page plays WeChat, and a code names the person it stands for. */
export function sandboxWechat(): WechatProvider {
  return {
    authorizeUrl(redirectUri, state) {
      return `/api/member/wechat/sandbox?${new URLSearchParams({ redirect_uri: redirectUri, state })}`;
    },
    async exchangeCode(code) {
      const match = SANDBOX_CODE.exec(code);
      if (!match?.[1]) throw new Error('not a sandbox code');
      return { openid: `sandbox-${match[1]}`, nickname: '微信用户', avatar: '' };
    },
  };
}
