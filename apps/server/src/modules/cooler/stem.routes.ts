import {
  archiveCoolerStem,
  archiveCoolerSupplier,
  coolerStemDetail,
  coolerStemOptions,
  coolerStemPrices,
  coolerSupplierDetail,
  createCoolerStem,
  createCoolerSupplier,
  listCoolerStems,
  listCoolerSuppliers,
  removeCoolerStemPrice,
  setCoolerStemPrice,
  updateCoolerStem,
  updateCoolerSupplier,
} from '@ffe/shared/contracts/cooler-stems';
import { envelope } from '@ffe/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Authentication, actorOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { StemService } from './stem.service';

const tags = ['console cooler'];

/**
 * POST /api/admin/cooler/stems/* and /suppliers/*: the cooler's catalogue for florists (`cooler.manage`); what
 * suppliers charge only for `cooler.costs`.
 */
export function stemRoutes(stems: StemService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    const onRequest = auth.requirePermission('cooler.manage');
    const costs = auth.requirePermission('cooler.costs');

    app.post(
      listCoolerStems.path,
      {
        onRequest,
        schema: { tags, body: listCoolerStems.request, response: { 200: envelope(listCoolerStems.response) } },
      },
      async (req) => ok(await stems.list(req.body)),
    );
    app.post(
      coolerStemOptions.path,
      {
        onRequest,
        schema: { tags, body: coolerStemOptions.request, response: { 200: envelope(coolerStemOptions.response) } },
      },
      async () => ok(await stems.options()),
    );
    app.post(
      coolerStemDetail.path,
      {
        onRequest,
        schema: { tags, body: coolerStemDetail.request, response: { 200: envelope(coolerStemDetail.response) } },
      },
      async (req) => ok(await stems.detail(req.body.id)),
    );
    app.post(
      createCoolerStem.path,
      {
        onRequest,
        schema: { tags, body: createCoolerStem.request, response: { 200: envelope(createCoolerStem.response) } },
      },
      async (req) => ok(await stems.create(actorOf(req), req.body)),
    );
    app.post(
      updateCoolerStem.path,
      {
        onRequest,
        schema: { tags, body: updateCoolerStem.request, response: { 200: envelope(updateCoolerStem.response) } },
      },
      async (req) => ok(await stems.update(actorOf(req), req.body)),
    );
    app.post(
      archiveCoolerStem.path,
      {
        onRequest,
        schema: { tags, body: archiveCoolerStem.request, response: { 200: envelope(archiveCoolerStem.response) } },
      },
      async (req) => ok(await stems.archive(actorOf(req), req.body)),
    );

    app.post(
      coolerStemPrices.path,
      {
        onRequest: costs,
        schema: { tags, body: coolerStemPrices.request, response: { 200: envelope(coolerStemPrices.response) } },
      },
      async (req) => ok(await stems.prices(req.body.stemId)),
    );
    app.post(
      setCoolerStemPrice.path,
      {
        onRequest: costs,
        schema: { tags, body: setCoolerStemPrice.request, response: { 200: envelope(setCoolerStemPrice.response) } },
      },
      async (req) => ok(await stems.setPrice(actorOf(req), req.body)),
    );
    app.post(
      removeCoolerStemPrice.path,
      {
        onRequest: costs,
        schema: {
          tags,
          body: removeCoolerStemPrice.request,
          response: { 200: envelope(removeCoolerStemPrice.response) },
        },
      },
      async (req) => ok(await stems.removePrice(actorOf(req), req.body.stemId, req.body.supplierId)),
    );

    app.post(
      listCoolerSuppliers.path,
      {
        onRequest,
        schema: { tags, body: listCoolerSuppliers.request, response: { 200: envelope(listCoolerSuppliers.response) } },
      },
      async (req) => ok(await stems.suppliers(req.body.archived)),
    );
    app.post(
      coolerSupplierDetail.path,
      {
        onRequest,
        schema: {
          tags,
          body: coolerSupplierDetail.request,
          response: { 200: envelope(coolerSupplierDetail.response) },
        },
      },
      async (req) => ok(await stems.supplier(req.body.id)),
    );
    app.post(
      createCoolerSupplier.path,
      {
        onRequest,
        schema: {
          tags,
          body: createCoolerSupplier.request,
          response: { 200: envelope(createCoolerSupplier.response) },
        },
      },
      async (req) => ok(await stems.createSupplier(actorOf(req), req.body)),
    );
    app.post(
      updateCoolerSupplier.path,
      {
        onRequest,
        schema: {
          tags,
          body: updateCoolerSupplier.request,
          response: { 200: envelope(updateCoolerSupplier.response) },
        },
      },
      async (req) => ok(await stems.updateSupplier(actorOf(req), req.body)),
    );
    app.post(
      archiveCoolerSupplier.path,
      {
        onRequest,
        schema: {
          tags,
          body: archiveCoolerSupplier.request,
          response: { 200: envelope(archiveCoolerSupplier.response) },
        },
      },
      async (req) => ok(await stems.archiveSupplier(actorOf(req), req.body)),
    );
  };
}
