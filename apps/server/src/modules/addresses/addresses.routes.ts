import { envelope } from '@ffe/shared/contracts/envelope';
import {
  addressAdd,
  addressById,
  addressList,
  addressRemove,
  addressUpdate,
} from '@ffe/shared/contracts/member-centre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { AddressService } from './addresses.service';

const tags = ['addresses'];

/** POST /api/member/address/*: the member's own delivery addresses. */
export function addressRoutes(addresses: AddressService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    // On every route of this plugin, before the body is read: a visitor gets 401, not a field error.
    app.addHook('onRequest', auth.requireMember);

    app.post(
      '/api/member/address/list',
      { schema: { tags, body: addressList.request, response: { 200: envelope(addressList.response) } } },
      async (req) => ok({ list: await addresses.list(memberOf(req).uid) }),
    );

    app.post(
      '/api/member/address/add',
      { schema: { tags, body: addressAdd.request, response: { 200: envelope(addressAdd.response) } } },
      async (req) => ok(await addresses.add(memberOf(req).uid, req.body)),
    );

    app.post(
      '/api/member/address/update',
      { schema: { tags, body: addressUpdate.request, response: { 200: envelope(addressUpdate.response) } } },
      async (req) => {
        const { id, ...input } = req.body;
        return ok(await addresses.update(memberOf(req).uid, id, input));
      },
    );

    app.post(
      '/api/member/address/remove',
      { schema: { tags, body: addressRemove.request, response: { 200: envelope(addressRemove.response) } } },
      async (req) => {
        await addresses.remove(memberOf(req).uid, req.body.id);
        return ok(null);
      },
    );

    app.post(
      '/api/member/address/setDefault',
      { schema: { tags, body: addressById.request, response: { 200: envelope(addressById.response) } } },
      async (req) => ok(await addresses.setDefault(memberOf(req).uid, req.body.id)),
    );
  };
}
