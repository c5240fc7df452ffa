import {
  approveSubstitution,
  listShortOrders,
  listSubstitutions,
  memberSubstitutionById,
  nextDaySubstitution,
  readSubstitutionSettings,
  sendSubstitution,
  updateSubstitutionSettings,
} from '@ffe/shared/contracts/cooler-substitutions';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { SubstitutionService } from './substitution.service';

const tags = ['console cooler'];

/** POST /api/admin/cooler/substitutions/*: short orders, proposals and the policy, for florists (`cooler.manage`). */
export function substitutionAdminRoutes(
  substitutions: SubstitutionService,
  auth: Authentication,
): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = auth.requirePermission('cooler.manage');
    app.post(
      listShortOrders.path,
      {
        onRequest,
        schema: { tags, body: listShortOrders.request, response: { 200: envelope(listShortOrders.response) } },
      },
      async () => ok({ list: await substitutions.shortOrders() }),
    );
    app.post(
      listSubstitutions.path,
      {
        onRequest,
        schema: { tags, body: listSubstitutions.request, response: { 200: envelope(listSubstitutions.response) } },
      },
      async (req) => ok({ list: await substitutions.list(req.body.status) }),
    );
    app.post(
      sendSubstitution.path,
      {
        onRequest,
        schema: { tags, body: sendSubstitution.request, response: { 200: envelope(sendSubstitution.response) } },
      },
      async (req) => ok(await substitutions.send(actorOf(req), req.body)),
    );
    app.post(
      readSubstitutionSettings.path,
      {
        onRequest,
        schema: {
          tags,
          body: readSubstitutionSettings.request,
          response: { 200: envelope(readSubstitutionSettings.response) },
        },
      },
      async () => ok(await substitutions.settings()),
    );
    app.post(
      updateSubstitutionSettings.path,
      {
        onRequest,
        schema: {
          tags,
          body: updateSubstitutionSettings.request,
          response: { 200: envelope(updateSubstitutionSettings.response) },
        },
      },
      async (req) => ok(await substitutions.updateSettings(actorOf(req), req.body)),
    );
  };
}

const shopTags = ['orders'];

/** POST /api/mall/substitution/*: the member answers a proposal on their own order; another member's answers 404. */
export function substitutionShopRoutes(
  substitutions: SubstitutionService,
  auth: Authentication,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', auth.requireMember);
    app.post(
      memberSubstitutionById.path,
      {
        schema: {
          tags: shopTags,
          params: memberSubstitutionById.params,
          response: { 200: envelope(memberSubstitutionById.response) },
        },
      },
      async (req) => ok(await substitutions.ofMember(memberOf(req).uid, req.params.id)),
    );
    app.post(
      approveSubstitution.path,
      {
        schema: {
          tags: shopTags,
          params: approveSubstitution.params,
          response: { 200: envelope(approveSubstitution.response) },
        },
      },
      async (req) => ok(await substitutions.approve(memberOf(req).uid, req.ip, req.params.id)),
    );
    app.post(
      nextDaySubstitution.path,
      {
        schema: {
          tags: shopTags,
          params: nextDaySubstitution.params,
          response: { 200: envelope(nextDaySubstitution.response) },
        },
      },
      async (req) => ok(await substitutions.nextDay(memberOf(req).uid, req.ip, req.params.id)),
    );
  };
}
