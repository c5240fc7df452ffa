import {
  bindPhone,
  getRealNameInfo,
  resetPasswordBySms,
  submitRealName,
  updateUsername,
} from '@ffe/shared/contracts/account';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authentication } from '../../platform/authenticate';
import { memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { AccountService } from './account.service';

const tags = ['member'];

/** The member's sign-in details and real-name status (issue 16); the password change is with the logins. */
export function accountRoutes(accounts: AccountService, guard: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // Open to visitors: whoever forgot their password is not signed in.
    app.post(
      '/api/member/password/resetBySms',
      { schema: { tags, body: resetPasswordBySms.request, response: { 200: envelope(resetPasswordBySms.response) } } },
      async (req) => {
        await accounts.resetPasswordBySms(req.body.phone, req.body.code, req.body.password);
        return ok(null);
      },
    );

    app.post(
      '/api/member/username/update',
      {
        schema: { tags, body: updateUsername.request, response: { 200: envelope(updateUsername.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => ok({ user: await accounts.updateUsername(memberOf(req), req.body.username) }),
    );

    app.post(
      '/api/member/phone/bind',
      {
        schema: { tags, body: bindPhone.request, response: { 200: envelope(bindPhone.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => ok({ user: await accounts.bindPhone(memberOf(req), req.body.phone, req.body.code) }),
    );

    app.post(
      '/api/member/getRealNameInfo',
      {
        schema: { tags, body: getRealNameInfo.request, response: { 200: envelope(getRealNameInfo.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => ok(await accounts.realNameInfo(memberOf(req))),
    );

    app.post(
      '/api/member/realName/submit',
      {
        schema: { tags, body: submitRealName.request, response: { 200: envelope(submitRealName.response) } },
        onRequest: guard.requireMember,
      },
      async (req) => ok(await accounts.submitRealName(memberOf(req), req.body.realName, req.body.identity)),
    );
  };
}
