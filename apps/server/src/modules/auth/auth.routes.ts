import { envelope } from '@ffe/shared/contracts/envelope';
import {
  loginByCode,
  loginByPassword,
  loginByWechat,
  loginTypes,
  logout,
  phone,
  sendSmsCode,
  wechatAuthorize,
} from '@ffe/shared/contracts/member';
import { updateOwnPassword } from '@ffe/shared/contracts/staff';
import { isWechatBrowser } from '@ffe/shared/domain/wechat-browser';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authentication } from '../../platform/authenticate';
import { memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { invalidParam, notFoundBecause } from '../../platform/errors';
import { sandboxOfficialAccountCode } from '../wechat/wechat.module';
import type { AuthService } from './auth.service';

const tags = ['auth'];

/** Escapes text for the sandbox consent page. */
const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface AuthRoutesOptions {
  /** Development only: the last code the console sender sent to a phone (e2e reads it). */
  devOutbox: ((phone: string) => string | undefined) | undefined;
  /** Whether the sandbox WeChat consent page is served (the website's, and the official account's with `scope`). */
  wechatSandbox: boolean;
}

/** Login, logout and the login types; paths as PRODUCT.md#shop-calls and decision 002 name them. */
export function authRoutes(
  auth: AuthService,
  guard: Authentication,
  options: AuthRoutesOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/member/loginTypes',
      { schema: { tags, body: loginTypes.request, response: { 200: envelope(loginTypes.response) } } },
      async (req) => ok({ list: auth.loginTypes(isWechatBrowser(req.headers['user-agent'])) }),
    );

    app.post(
      '/api/member/phone/send',
      { schema: { tags, body: sendSmsCode.request, response: { 200: envelope(sendSmsCode.response) } } },
      async (req) => ok(await auth.sendCode(req.body.phone, req.ip)),
    );

    app.post(
      '/api/member/login/vcode',
      { schema: { tags, body: loginByCode.request, response: { 200: envelope(loginByCode.response) } } },
      async (req) => ok(await auth.loginByCode(req.body.phone, req.body.code)),
    );

    app.post(
      '/api/member/login/password',
      { schema: { tags, body: loginByPassword.request, response: { 200: envelope(loginByPassword.response) } } },
      async (req) => ok(await auth.loginByPassword(req.body.username, req.body.password, req.ip)),
    );

    app.post(
      '/api/member/wechat/authorize',
      { schema: { tags, body: wechatAuthorize.request, response: { 200: envelope(wechatAuthorize.response) } } },
      async (req) => ok({ url: auth.wechatAuthorizeUrl(req.body.redirectUri, req.body.state) }),
    );

    app.post(
      '/api/member/login/wechat',
      {
        schema: {
          tags,
          body: loginByWechat.request,
          response: { 200: envelope(loginByWechat.response) },
        },
      },
      async (req) => ok(await auth.loginByWechat(req.body.code)),
    );

    app.post(
      '/api/member/logout',
      {
        schema: { tags, body: logout.request, response: { 200: envelope(logout.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => {
        await auth.logout(memberOf(req));
        return ok(null);
      },
    );

    app.post(
      '/api/member/password/update',
      {
        schema: { tags, body: updateOwnPassword.request, response: { 200: envelope(updateOwnPassword.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => {
        await auth.updatePassword(memberOf(req), req.body.oldPassword, req.body.newPassword, req.ip);
        return ok(null);
      },
    );

    if (options.wechatSandbox) {
      // The sandbox plays WeChat's consent page; it sends people back only to this site. With a `scope` it plays the
      // official account inside WeChat: snsapi_base comes straight back, snsapi_userinfo asks first.
      app.get(
        '/api/member/wechat/sandbox',
        {
          schema: {
            hide: true,
            querystring: z.object({
              redirect_uri: z.string().min(1).max(500),
              state: z.string().max(128),
              scope: z.enum(['snsapi_base', 'snsapi_userinfo']).optional(),
            }),
          },
        },
        async (req, reply) => {
          const site = new URL(`${req.protocol}://${req.host}`);
          const target = new URL(req.query.redirect_uri, site);
          if (target.origin !== site.origin) throw invalidParam('redirect_uri: must be on this site');
          const { scope } = req.query;
          const person = 'demo-wechat-user';
          target.searchParams.set('code', scope ? sandboxOfficialAccountCode(scope, person) : `sandbox.${person}`);
          target.searchParams.set('state', req.query.state);
          if (scope === 'snsapi_base') return reply.redirect(target.toString());
          return reply
            .type('text/html; charset=utf-8')
            .send(
              `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>微信授权（沙箱）</title>` +
                `<main style="font-family:sans-serif;text-align:center;padding:48px 16px"><h1>微信登录（沙箱）</h1>` +
                `<p>鲜花速递 申请获得你的昵称和头像</p><p><a id="approve" href="${html(target.toString())}" ` +
                `style="display:inline-block;padding:12px 32px;background:#07c160;color:#fff;border-radius:6px;text-decoration:none">同意</a></p></main>`,
            );
        },
      );
    }

    const outbox = options.devOutbox;
    if (outbox) {
      app.post(
        '/api/dev/sms/outbox',
        {
          schema: {
            hide: true,
            body: z.object({ phone }),
            response: { 200: envelope(z.object({ code: z.string() })) },
          },
        },
        async (req) => {
          const code = outbox(req.body.phone);
          if (!code) throw notFoundBecause('no code was sent to this phone');
          return ok({ code });
        },
      );
    }
  };
}
