import { envelope } from '@ffe/shared/contracts/envelope';
import {
  aliasList,
  answerInvite,
  deleteFriend,
  findUser,
  friendList,
  inviteFriend,
  inviteList,
  notificationList,
  setAlias,
} from '@ffe/shared/contracts/im-friends';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WriteQuotas } from '../../config';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import { perUser, writeQuota } from '../../platform/write-quotas';
import type { FriendService } from './friend.service';

const tags = ['im'];

/** POST /api/im/user|friend|alias|notification/*: finding people, friendship and its notifications. */
export function friendRoutes(friends: FriendService, auth: Authentication, quotas: WriteQuotas): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', auth.requireChatUser);
    const invites = writeQuota(app, 'friend-invite', [quotas.FRIEND_INVITES_PER_DAY], perUser, 'friend invite');

    app.post(
      '/api/im/user/find',
      { schema: { tags, body: findUser.request, response: { 200: envelope(findUser.response) } } },
      async (req) => ok(await friends.find(req.body)),
    );
    app.post(
      '/api/im/friend/invite',
      {
        onRequest: invites,
        schema: { tags, body: inviteFriend.request, response: { 200: envelope(inviteFriend.response) } },
      },
      async (req) => {
        await friends.invite(memberOf(req), req.body.to_uid, req.body.message);
        return ok(null);
      },
    );
    app.post(
      '/api/im/friend/accept',
      { schema: { tags, body: answerInvite.request, response: { 200: envelope(answerInvite.response) } } },
      async (req) => {
        await friends.accept(memberOf(req), req.body.from_uid);
        return ok(null);
      },
    );
    app.post(
      '/api/im/friend/reject',
      { schema: { tags, body: answerInvite.request, response: { 200: envelope(answerInvite.response) } } },
      async (req) => {
        await friends.reject(memberOf(req), req.body.from_uid);
        return ok(null);
      },
    );
    app.post(
      '/api/im/friend/delete',
      { schema: { tags, body: deleteFriend.request, response: { 200: envelope(deleteFriend.response) } } },
      async (req) => {
        await friends.remove(memberOf(req), req.body.friend_uid);
        return ok(null);
      },
    );
    app.post(
      '/api/im/friend/list',
      { schema: { tags, body: friendList.request, response: { 200: envelope(friendList.response) } } },
      async (req) => ok(await friends.list(memberOf(req))),
    );
    app.post(
      '/api/im/friend/invitations',
      { schema: { tags, body: inviteList.request, response: { 200: envelope(inviteList.response) } } },
      async (req) => ok(await friends.invitations(memberOf(req))),
    );
    app.post(
      '/api/im/alias/set',
      { schema: { tags, body: setAlias.request, response: { 200: envelope(setAlias.response) } } },
      async (req) => {
        await friends.setAlias(memberOf(req), req.body.target_uid, req.body.content);
        return ok(null);
      },
    );
    app.post(
      '/api/im/alias/list',
      { schema: { tags, body: aliasList.request, response: { 200: envelope(aliasList.response) } } },
      async (req) => ok(await friends.aliases(memberOf(req))),
    );
    app.post(
      '/api/im/notification/list',
      { schema: { tags, body: notificationList.request, response: { 200: envelope(notificationList.response) } } },
      async (req) => ok(await friends.notifications(memberOf(req))),
    );
  };
}
