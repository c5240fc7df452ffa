import { envelope } from '@ffe/shared/contracts/envelope';
import { wechatJsConfig } from '@ffe/shared/contracts/wechat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import type { JsSdkService } from './js-sdk.service';

const tags = ['wechat'];

/** The JS-SDK's `wx.config` of a shop page, for its share cards inside WeChat (decision 053). */
export function jsSdkRoutes(service: JsSdkService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/mall/wechat/jssdk/config',
      { schema: { tags, body: wechatJsConfig.request, response: { 200: envelope(wechatJsConfig.response) } } },
      async (req) => ok(await service.configFor(req.body.url, `${req.protocol}://${req.host}`)),
    );
  };
}
