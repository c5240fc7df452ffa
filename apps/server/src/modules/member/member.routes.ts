import { envelope } from '@ffe/shared/contracts/envelope';
import { getUserInfo, portal, updateUserSet } from '@ffe/shared/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authentication } from '../../platform/authenticate';
import { memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { MemberService } from './member.service';

const tags = ['member'];

/** The member's own account calls (PRODUCT.md#shop-calls). */
export function memberRoutes(members: MemberService, guard: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/member/getUserInfo',
      {
        schema: { tags, body: getUserInfo.request, response: { 200: envelope(getUserInfo.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => ok({ user: await members.currentUser(memberOf(req)) }),
    );

    app.post(
      '/api/member/portal',
      {
        schema: { tags, body: portal.request, response: { 200: envelope(portal.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => ok(await members.portal(memberOf(req))),
    );

    app.post(
      '/api/member/updateUserSet',
      {
        schema: { tags, body: updateUserSet.request, response: { 200: envelope(updateUserSet.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => {
        const result = await members.updateSetting(memberOf(req), req.body);
        // The product's words for the two outcomes (PRODUCT.md#shop-errors).
        return { ...ok(result), message: result.changed ? '更新成功' : '没有改变' };
      },
    );
  };
}
