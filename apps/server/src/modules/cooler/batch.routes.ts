import {
  cancelCoolerBatch,
  expiringCoolerBatches,
  listCoolerBatches,
  orderCoolerBatches,
  putTodayStemsSection,
  receiveCoolerBatches,
  stocktakeCoolerStem,
  writeOffCoolerBatch,
} from '@ffe/shared/contracts/cooler-batches';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Authentication, actorOf, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { BatchService } from './batch.service';

const tags = ['cooler'];

type Caller = { actor: ReturnType<typeof actorOf>; permissions: readonly string[] };

/** POST /api/admin/cooler/batches/*: the cooler's batches, ordering, receiving, write-offs, stocktake, what expires. */
export function batchRoutes(batches: BatchService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = auth.requirePermission('cooler.manage');
    const route = <Req extends z.ZodType, Res extends z.ZodType>(
      contract: { request: Req; response: Res; path: string },
      handler: (body: z.output<Req>, caller: Caller) => Promise<z.input<Res>>,
    ) => {
      // Typed as a plain schema: the type provider cannot resolve a generic contract, but Fastify still validates the
      // body and serialises the answer with these zod schemas.
      const schema: FastifySchema = { tags, body: contract.request, response: { 200: envelope(contract.response) } };
      app.post(contract.path, { onRequest, schema }, async (req) =>
        ok(await handler(req.body as z.output<Req>, { actor: actorOf(req), permissions: memberOf(req).permission })),
      );
    };

    route(listCoolerBatches, ({ stemId }, { permissions }) => batches.list(permissions, stemId));
    route(orderCoolerBatches, (body, { actor, permissions }) => batches.order(actor, permissions, body));
    route(cancelCoolerBatch, ({ id, version }, { actor, permissions }) =>
      batches.cancel(actor, permissions, id, version),
    );
    route(receiveCoolerBatches, (body, { actor, permissions }) => batches.receive(actor, permissions, body));
    route(writeOffCoolerBatch, (body, { actor, permissions }) => batches.writeOff(actor, permissions, body));
    route(stocktakeCoolerStem, (body, { actor, permissions }) => batches.stocktake(actor, permissions, body));
    route(expiringCoolerBatches, (_body, { permissions }) => batches.expiring(permissions));
    route(putTodayStemsSection, ({ goodsIds }, { actor }) => batches.putTodaySection(actor, goodsIds));
  };
}
