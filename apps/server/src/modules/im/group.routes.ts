import { envelope } from '@ffe/shared/contracts/envelope';
import {
  createGroup,
  groupById,
  groupJoinRequests,
  groupMemberAction,
  groupMembers,
  inviteToGroup,
  joinGroup,
  leaveGroup,
  muteGroupMember,
  myGroups,
  rejectGroupJoin,
  setGroupAdmin,
  updateGroup,
} from '@ffe/shared/contracts/im-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { GroupService } from './group.service';

const tags = ['im'];

/** POST /api/im/group/*: groups and their members (issue 6 paths). */
export function groupRoutes(groups: GroupService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', auth.requireChatUser);

    app.post(
      '/api/im/group/create',
      { schema: { tags, body: createGroup.request, response: { 200: envelope(createGroup.response) } } },
      async (req) => ok(await groups.create(memberOf(req), req.body.user_ids, req.body.name, req.body.join_option)),
    );
    app.post(
      '/api/im/group/info',
      { schema: { tags, body: groupById.request, response: { 200: envelope(groupById.response) } } },
      async (req) => ok(await groups.info(memberOf(req), req.body.group_id)),
    );
    app.post(
      '/api/im/group/members',
      { schema: { tags, body: groupMembers.request, response: { 200: envelope(groupMembers.response) } } },
      async (req) => ok(await groups.members(memberOf(req), req.body.group_id, req.body.page)),
    );
    app.post(
      '/api/im/group/mine',
      { schema: { tags, body: myGroups.request, response: { 200: envelope(myGroups.response) } } },
      async (req) => ok(await groups.mine(memberOf(req))),
    );
    app.post(
      '/api/im/group/join',
      { schema: { tags, body: joinGroup.request, response: { 200: envelope(joinGroup.response) } } },
      async (req) => ok(await groups.join(memberOf(req), req.body.group_id, req.body.message)),
    );
    app.post(
      '/api/im/group/joinRequests',
      { schema: { tags, body: groupJoinRequests.request, response: { 200: envelope(groupJoinRequests.response) } } },
      async (req) => ok(await groups.joinRequests(memberOf(req), req.body.group_id)),
    );
    app.post(
      '/api/im/group/rejectJoin',
      { schema: { tags, body: rejectGroupJoin.request, response: { 200: envelope(rejectGroupJoin.response) } } },
      async (req) => {
        await groups.rejectJoin(memberOf(req), req.body.group_id, req.body.user_id);
        return ok(null);
      },
    );
    app.post(
      '/api/im/group/approve',
      { schema: { tags, body: groupMemberAction.request, response: { 200: envelope(groupMemberAction.response) } } },
      async (req) => {
        await groups.approve(memberOf(req), req.body.group_id, req.body.user_id);
        return ok(null);
      },
    );
    app.post(
      '/api/im/group/invite',
      { schema: { tags, body: inviteToGroup.request, response: { 200: envelope(inviteToGroup.response) } } },
      async (req) => {
        await groups.invite(memberOf(req), req.body.group_id, req.body.user_ids);
        return ok(null);
      },
    );
    app.post(
      '/api/im/group/update',
      { schema: { tags, body: updateGroup.request, response: { 200: envelope(updateGroup.response) } } },
      async (req) => {
        const { group_id, ...changes } = req.body;
        return ok(await groups.update(memberOf(req), group_id, changes));
      },
    );
    app.post(
      '/api/im/group/muteMember',
      { schema: { tags, body: muteGroupMember.request, response: { 200: envelope(muteGroupMember.response) } } },
      async (req) => {
        await groups.muteMember(memberOf(req), req.body.group_id, req.body.user_id, req.body.mute);
        return ok(null);
      },
    );
    app.post(
      '/api/im/group/setAdmin',
      { schema: { tags, body: setGroupAdmin.request, response: { 200: envelope(setGroupAdmin.response) } } },
      async (req) => {
        await groups.setAdmin(memberOf(req), req.body.group_id, req.body.user_id, req.body.admin);
        return ok(null);
      },
    );
    app.post(
      '/api/im/group/exit',
      { schema: { tags, body: leaveGroup.request, response: { 200: envelope(leaveGroup.response) } } },
      async (req) => {
        await groups.exit(memberOf(req), req.body.group_id);
        return ok(null);
      },
    );
    app.post(
      '/api/im/group/expel',
      { schema: { tags, body: groupMemberAction.request, response: { 200: envelope(groupMemberAction.response) } } },
      async (req) => {
        await groups.expel(memberOf(req), req.body.group_id, req.body.user_id);
        return ok(null);
      },
    );
    app.post(
      '/api/im/group/dissolve',
      { schema: { tags, body: leaveGroup.request, response: { 200: envelope(leaveGroup.response) } } },
      async (req) => {
        await groups.dissolve(memberOf(req), req.body.group_id);
        return ok(null);
      },
    );
  };
}
