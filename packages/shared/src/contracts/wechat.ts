import { z } from 'zod';
import { loginResult } from './member';

/** A path of the shop to come back to after the round trip through WeChat (never another site). */
const shopPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'must be a path of this site');

/** Where WeChat sends the visitor back with `code` and `state`: an address of this site. */
const redirectUri = z.string().min(1).max(500);

/** The page WeChat gives back, with the state it carried. */
const oauthReturn = z.object({ code: z.string().min(1).max(200), state: z.string().min(1).max(128) });

/** Where to send the visitor (WeChat's authorize page) and the state this tab keeps to recognise the way back. */
const authorization = z.object({ url: z.string(), state: z.string() });

/** POST /api/member/wechat/mp/authorize: signing in inside WeChat starts here (decision 053). */
export const wechatMpAuthorize = {
  request: z.object({ redirectUri, returnUrl: shopPath.optional() }),
  response: authorization,
  path: '/api/member/wechat/mp/authorize' as const,
};

/**
 * POST /api/member/wechat/mp/login: the code WeChat gave back. `signedIn` with where the state said to return, or
 * `consent`: WeChat must ask the visitor (snsapi_userinfo) before this first sign-in, so the page goes on to `url`.
 */
export const wechatMpLogin = {
  request: oauthReturn,
  response: z.discriminatedUnion('status', [
    z.object({ status: z.literal('signedIn'), login: loginResult, returnUrl: z.string().nullable() }),
    z.object({ status: z.literal('consent'), url: z.string(), state: z.string() }),
  ]),
  path: '/api/member/wechat/mp/login' as const,
};
export type WechatMpLoginAnswer = z.infer<typeof wechatMpLogin.response>;

/** POST /api/member/wechat/mp/bind/authorize: a signed-in member binds their WeChat (the phone stays the key). */
export const wechatMpBindAuthorize = {
  request: z.object({ redirectUri, returnUrl: shopPath.optional() }),
  response: authorization,
  path: '/api/member/wechat/mp/bind/authorize' as const,
};

/** POST /api/member/wechat/mp/bind: the code WeChat gave back to the binding member. */
export const wechatMpBind = {
  request: oauthReturn,
  response: z.object({ returnUrl: z.string().nullable() }),
  path: '/api/member/wechat/mp/bind' as const,
};

/** POST /api/member/wechat/mp/binding: whether the shop has an official account, and whether this member is bound. */
export const wechatMpBinding = {
  request: z.object({}),
  response: z.object({ available: z.boolean(), bound: z.boolean() }),
  path: '/api/member/wechat/mp/binding' as const,
};
export type WechatMpBinding = z.infer<typeof wechatMpBinding.response>;

/** POST /api/mall/wechat/jssdk/config: what `wx.config` takes for a page of this shop. */
export const wechatJsConfig = {
  request: z.object({ url: z.string().min(1).max(1000) }),
  response: z.object({
    appId: z.string(),
    timestamp: z.number().int(),
    nonceStr: z.string(),
    signature: z.string(),
  }),
  path: '/api/mall/wechat/jssdk/config' as const,
};
export type WechatJsConfig = z.infer<typeof wechatJsConfig.response>;
