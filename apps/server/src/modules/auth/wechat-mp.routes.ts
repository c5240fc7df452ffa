import { envelope } from '@ffe/shared/contracts/envelope';
import {
  wechatMpAuthorize,
  wechatMpBind,
  wechatMpBindAuthorize,
  wechatMpBinding,
  wechatMpLogin,
} from '@ffe/shared/contracts/wechat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WriteQuotas } from '../../config';
import type { Authentication } from '../../platform/authenticate';
import { memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { perAddress, writeQuota } from '../../platform/write-quotas';
import type { WechatMpService } from './wechat-mp.service';

const tags = ['auth'];

/** This site's origin as the visitor reached it (through TRUST_PROXY's proxies, their forwarded scheme and host). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** Signing in and binding inside WeChat through the official account (decision 053). */
export function wechatMpRoutes(
  service: WechatMpService,
  guard: Authentication,
  quotas: WriteQuotas,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Each start stores a state row, and anyone may start: one address starts only so many.
    const starts = writeQuota(
      app,
      'wechat-sign-in-start',
      [quotas.WECHAT_SIGN_IN_STARTS_PER_ADDRESS],
      perAddress,
      'wechat sign-in',
    );

    app.post(
      '/api/member/wechat/mp/authorize',
      {
        schema: { tags, body: wechatMpAuthorize.request, response: { 200: envelope(wechatMpAuthorize.response) } },
        onRequest: starts,
      },
      async (req) => ok(await service.authorize(originOf(req), req.body)),
    );

    app.post(
      '/api/member/wechat/mp/login',
      { schema: { tags, body: wechatMpLogin.request, response: { 200: envelope(wechatMpLogin.response) } } },
      async (req) => ok(await service.login(req.body.code, req.body.state)),
    );

    app.post(
      '/api/member/wechat/mp/bind/authorize',
      {
        schema: {
          tags,
          body: wechatMpBindAuthorize.request,
          response: { 200: envelope(wechatMpBindAuthorize.response) },
        },
        onRequest: [guard.requireMember, starts],
      },
      async (req) => ok(await service.bindAuthorize(memberOf(req), originOf(req), req.body)),
    );

    app.post(
      '/api/member/wechat/mp/bind',
      {
        schema: { tags, body: wechatMpBind.request, response: { 200: envelope(wechatMpBind.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => ok(await service.bind(memberOf(req), req.body.code, req.body.state)),
    );

    app.post(
      '/api/member/wechat/mp/binding',
      {
        schema: { tags, body: wechatMpBinding.request, response: { 200: envelope(wechatMpBinding.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => ok(await service.binding(memberOf(req))),
    );
  };
}
