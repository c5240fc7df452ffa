import { IM } from '@ffe/shared/constants';
import { envelope } from '@ffe/shared/contracts/envelope';
import {
  clearUnreadCount,
  getConversationList,
  getMsg,
  getMsgList,
  getUnreadCount,
  getUsers,
  imLogin,
  removeRemindMsgId,
  reportError,
  sendMsg,
  uniLogin,
  updateConversation,
} from '@ffe/shared/contracts/im';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WriteQuotas } from '../../config';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { rateLimited } from '../../platform/errors';
import { servePushSockets } from '../../platform/push-socket-server';
import { exceptCustomerService, perAddress, perUser, writeQuota } from '../../platform/write-quotas';
import type { TokenService } from '../auth/auth.module';
import type { ImService } from './im.service';
import type { ImSockets } from './im-socket';

const tags = ['im'];

/** POST /api/im/<method>: the chat's calls (PRODUCT.md#chat-calls, decision 002), and the push socket. */
export function imRoutes(
  im: ImService,
  sockets: ImSockets,
  auth: Authentication,
  tokens: TokenService,
  quotas: WriteQuotas,
): FastifyPluginAsyncZod {
  return async (app) => {
    // A login with a new device id makes a guest, so one address makes only so many.
    const guestLogins = writeQuota(app, 'guest-login', [quotas.GUEST_LOGINS_PER_ADDRESS], perAddress, 'chat login');
    const sends = writeQuota(
      app,
      'send',
      [quotas.MESSAGE_BURST, quotas.MESSAGE_STEADY],
      perUser,
      'sendMsg',
      exceptCustomerService,
    );

    servePushSockets(app, '/api/im/socket', sockets.accept);

    app.post(
      '/api/im/login',
      {
        onRequest: guestLogins,
        schema: { tags, body: imLogin.request, response: { 200: envelope(imLogin.response) } },
      },
      async (req) => {
        const guest = await im.guests.guestProfile(req.body.deviceId);
        const issued = await tokens.issue(guest.id, 'guest');
        return ok({ ...issued, user: im.guests.toPublicUser(guest) });
      },
    );

    // Guests and members alike; before the body is read, so a visitor gets 401, not a field error.
    const onRequest = auth.requireChatUser;

    app.post(
      '/api/im/sendMsg',
      {
        onRequest: [onRequest, sends],
        schema: { tags, body: sendMsg.request, response: { 200: envelope(sendMsg.response) } },
      },
      async (req) => ok(await im.messages.sendMsg(memberOf(req), req.body)),
    );
    app.post(
      '/api/im/getConversationList',
      {
        onRequest,
        schema: { tags, body: getConversationList.request, response: { 200: envelope(getConversationList.response) } },
      },
      async (req) => ok(await im.conversations.conversations(memberOf(req), req.body)),
    );
    app.post(
      '/api/im/getMsgList',
      { onRequest, schema: { tags, body: getMsgList.request, response: { 200: envelope(getMsgList.response) } } },
      async (req) => ok(await im.messages.messages(memberOf(req), req.body)),
    );
    app.post(
      '/api/im/getMsg',
      { onRequest, schema: { tags, body: getMsg.request, response: { 200: envelope(getMsg.response) } } },
      async (req) => ok(await im.messages.message(memberOf(req), req.body.msg_id)),
    );
    app.post(
      '/api/im/updateConversation',
      {
        onRequest,
        schema: { tags, body: updateConversation.request, response: { 200: envelope(updateConversation.response) } },
      },
      async (req) => ok(await im.conversations.updateConversation(memberOf(req), req.body)),
    );
    app.post(
      '/api/im/removeRemindMsgId',
      {
        onRequest,
        schema: { tags, body: removeRemindMsgId.request, response: { 200: envelope(removeRemindMsgId.response) } },
      },
      async (req) => {
        await im.conversations.removeRemindMsgId(memberOf(req), req.body.conversation_id, req.body.msg_id);
        return ok(null);
      },
    );
    app.post(
      '/api/im/clearUnreadCount',
      {
        onRequest,
        schema: { tags, body: clearUnreadCount.request, response: { 200: envelope(clearUnreadCount.response) } },
      },
      async (req) => {
        await im.conversations.clearUnread(memberOf(req), req.body.device_id);
        return ok(null);
      },
    );
    app.post(
      '/api/im/getUnreadCount',
      {
        onRequest,
        schema: { tags, body: getUnreadCount.request, response: { 200: envelope(getUnreadCount.response) } },
      },
      async (req) => ok({ unreadCountObj: await im.conversations.unreadCount(memberOf(req)) }),
    );
    app.post(
      '/api/im/getUsers',
      { onRequest, schema: { tags, body: getUsers.request, response: { 200: envelope(getUsers.response) } } },
      async (req) => ok(await im.guests.users(req.body.ids)),
    );
    app.post(
      '/api/im/reportError',
      {
        onRequest,
        schema: { tags, body: reportError.request, response: { 200: envelope(reportError.response) } },
        // Runs after the token check (the route's own hook comes first), so each signed-in caller has a budget.
        config: {
          rateLimit: {
            max: IM.ERROR_REPORTS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (req) => (req.member ? `user:${req.member.uid}` : `ip:${req.ip}`),
            errorResponseBuilder: (_req, context) =>
              rateLimited(
                `reportError: at most ${IM.ERROR_REPORTS_PER_MINUTE} reports a minute, retry in ${context.after}`,
              ),
          },
        },
      },
      async (req) => {
        await im.reportError(req.body);
        return ok(null);
      },
    );

    app.post(
      '/api/member/uniLogin',
      {
        schema: { tags, body: uniLogin.request, response: { 200: envelope(uniLogin.response) } },
        onRequest: auth.requireMember,
      },
      async (req) => {
        const member = memberOf(req);
        if (req.body.deviceId) await im.guests.adoptGuest(req.body.deviceId, member);
        // The member's own token serves the chat too: a second session would count against the 10-token cap.
        return ok({ uniToken: JSON.stringify({ token: auth.tokenOf(req), tokenExpired: member.tokenExpired }) });
      },
    );
  };
}
