import {
  deleteQuickReply,
  deskAddNote,
  deskAgents,
  deskAssign,
  deskConversations,
  deskCustomerPanel,
  deskMessages,
  deskQuickReplies,
  deskRead,
  deskReports,
  deskResolve,
  deskSend,
  deskSetLabels,
  deskSummary,
  getDeskSettings,
  rateService,
  saveQuickReply,
  serviceContext,
  setDeskAgentCap,
  setDeskPresence,
  updateDeskSettings,
} from '@ffe/shared/contracts/admin-desk';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { DeskAnswersService } from './desk-answers.service';
import type { DeskQueueService } from './desk-queue.service';
import type { DeskRoutingService } from './desk-routing.service';
import type { DeskSettingsService } from './desk-settings.service';

const tags = ['desk'];

export interface DeskServices {
  queue: DeskQueueService;
  routing: DeskRoutingService;
  answers: DeskAnswersService;
  settings: DeskSettingsService;
}

/**
 * POST /api/admin/desk/*: the customer-service desk (issue 15), for agents (`chat.answer`); settings, caps and reports
 * for `desk.manage`. POST /api/im/service/*: the customer's side (context, rating).
 */
export function deskRoutes(desk: DeskServices, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    const agents = auth.requirePermission('chat.answer');
    const managers = auth.requirePermission('desk.manage');
    const { queue, routing, answers, settings } = desk;

    app.post(
      '/api/admin/desk/conversations',
      {
        schema: { tags, body: deskConversations.request, response: { 200: envelope(deskConversations.response) } },
        onRequest: agents,
      },
      async (req) => ok(await queue.list(memberOf(req), req.body)),
    );
    app.post(
      '/api/admin/desk/summary',
      {
        schema: { tags, body: deskSummary.request, response: { 200: envelope(deskSummary.response) } },
        onRequest: agents,
      },
      async (req) => ok(await queue.summary(memberOf(req))),
    );
    app.post(
      '/api/admin/desk/agents',
      {
        schema: { tags, body: deskAgents.request, response: { 200: envelope(deskAgents.response) } },
        onRequest: agents,
      },
      async () => ok(await queue.agents()),
    );
    app.post(
      '/api/admin/desk/presence',
      {
        schema: { tags, body: setDeskPresence.request, response: { 200: envelope(setDeskPresence.response) } },
        onRequest: agents,
      },
      async (req) => {
        const agent = memberOf(req).uid;
        await routing.setPresence(agent, req.body.status);
        return ok(await queue.agent(agent));
      },
    );
    app.post(
      '/api/admin/desk/agent/cap',
      {
        schema: { tags, body: setDeskAgentCap.request, response: { 200: envelope(setDeskAgentCap.response) } },
        onRequest: managers,
      },
      async (req) => {
        await routing.setCap(actorOf(req), req.body.agent_id, req.body.cap);
        return ok(await queue.agent(req.body.agent_id));
      },
    );
    app.post(
      '/api/admin/desk/assign',
      {
        schema: { tags, body: deskAssign.request, response: { 200: envelope(deskAssign.response) } },
        onRequest: agents,
      },
      async (req) => {
        await routing.assign(actorOf(req), req.body.conversation_id, req.body.agent_id, req.body.note);
        return ok(await queue.conversation(req.body.conversation_id));
      },
    );
    app.post(
      '/api/admin/desk/resolve',
      {
        schema: { tags, body: deskResolve.request, response: { 200: envelope(deskResolve.response) } },
        onRequest: agents,
      },
      async (req) => {
        await answers.resolve(actorOf(req), req.body.conversation_id);
        return ok(await queue.conversation(req.body.conversation_id));
      },
    );
    app.post(
      '/api/admin/desk/messages',
      {
        schema: { tags, body: deskMessages.request, response: { 200: envelope(deskMessages.response) } },
        onRequest: agents,
      },
      async (req) => ok(await queue.messages(req.body.conversation_id, req.body)),
    );
    app.post(
      '/api/admin/desk/send',
      { schema: { tags, body: deskSend.request, response: { 200: envelope(deskSend.response) } }, onRequest: agents },
      async (req) => ok(await answers.send({ ...memberOf(req), ...actorOf(req) }, req.body)),
    );
    app.post(
      '/api/admin/desk/read',
      { schema: { tags, body: deskRead.request, response: { 200: envelope(deskRead.response) } }, onRequest: agents },
      async (req) => ok(await queue.read(req.body.conversation_id)),
    );
    app.post(
      '/api/admin/desk/customer',
      {
        schema: { tags, body: deskCustomerPanel.request, response: { 200: envelope(deskCustomerPanel.response) } },
        onRequest: agents,
      },
      async (req) => ok(await queue.panel(req.body.conversation_id)),
    );
    app.post(
      '/api/admin/desk/note',
      {
        schema: { tags, body: deskAddNote.request, response: { 200: envelope(deskAddNote.response) } },
        onRequest: agents,
      },
      async (req) => ok(await routing.addNote(actorOf(req), req.body.conversation_id, req.body.content)),
    );
    app.post(
      '/api/admin/desk/labels',
      {
        schema: { tags, body: deskSetLabels.request, response: { 200: envelope(deskSetLabels.response) } },
        onRequest: agents,
      },
      async (req) => ok(await queue.setLabels(req.body.conversation_id, req.body.labels)),
    );
    app.post(
      '/api/admin/desk/quick-replies',
      {
        schema: { tags, body: deskQuickReplies.request, response: { 200: envelope(deskQuickReplies.response) } },
        onRequest: agents,
      },
      async (req) => {
        const agent = memberOf(req);
        const id = req.body.conversation_id;
        return ok(await settings.quickReplies(agent, id ? await queue.replyValues(agent, id) : undefined));
      },
    );
    app.post(
      '/api/admin/desk/quick-replies/save',
      {
        schema: { tags, body: saveQuickReply.request, response: { 200: envelope(saveQuickReply.response) } },
        onRequest: agents,
      },
      async (req) => ok(await settings.saveQuickReply({ ...memberOf(req), ...actorOf(req) }, req.body)),
    );
    app.post(
      '/api/admin/desk/quick-replies/delete',
      {
        schema: { tags, body: deleteQuickReply.request, response: { 200: envelope(deleteQuickReply.response) } },
        onRequest: agents,
      },
      async (req) => ok(await settings.deleteQuickReply({ ...memberOf(req), ...actorOf(req) }, req.body.id)),
    );
    app.post(
      '/api/admin/desk/settings',
      {
        schema: { tags, body: getDeskSettings.request, response: { 200: envelope(getDeskSettings.response) } },
        onRequest: agents,
      },
      async () => ok(await settings.current()),
    );
    app.post(
      '/api/admin/desk/settings/update',
      {
        schema: { tags, body: updateDeskSettings.request, response: { 200: envelope(updateDeskSettings.response) } },
        onRequest: managers,
      },
      async (req) => ok(await settings.update(actorOf(req), req.body)),
    );
    app.post(
      '/api/admin/desk/reports',
      {
        schema: { tags, body: deskReports.request, response: { 200: envelope(deskReports.response) } },
        onRequest: managers,
      },
      async (req) => ok(await queue.reports(req.body.from, req.body.to)),
    );

    // The customer's side: members and guests alike.
    app.post(
      '/api/im/service/context',
      {
        schema: { tags, body: serviceContext.request, response: { 200: envelope(serviceContext.response) } },
        onRequest: auth.requireChatUser,
      },
      async (req) => ok(await answers.context(memberOf(req), req.body)),
    );
    app.post(
      '/api/im/service/rate',
      {
        schema: { tags, body: rateService.request, response: { 200: envelope(rateService.response) } },
        onRequest: auth.requireChatUser,
      },
      async (req) => ok(await answers.rate(memberOf(req), req.body)),
    );
  };
}
