import { envelope } from '@ffe/shared/contracts/envelope';
import {
  confirmSandboxPayment,
  createPayment,
  failSandboxPayment,
  payChannelsCall,
  paymentStatusCall,
  sandboxNotice,
  sandboxPayment,
} from '@ffe/shared/contracts/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Authentication, memberOf } from '../../platform/authenticate';
import { ok } from '../../platform/envelope';
import type { PaymentService } from './payment.service';
import type { SandboxProvider } from './sandbox-provider';

const tags = ['payments'];

/** POST /api/mall/pay/*: the member pays an order and checks how it went. */
export function paymentRoutes(payments: PaymentService, auth: Authentication): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', auth.requireMember);

    app.post(
      '/api/mall/pay/create',
      { schema: { tags, body: createPayment.request, response: { 200: envelope(createPayment.response) } } },
      async (req) =>
        ok(await payments.create(memberOf(req).uid, req.body.orderId, req.body.channel, req.body.scene, req.ip)),
    );

    app.post(
      '/api/mall/pay/channels',
      { schema: { tags, response: { 200: envelope(payChannelsCall.response) } } },
      async () => ok(payments.channels()),
    );

    app.post(
      '/api/mall/pay/status',
      { schema: { tags, body: paymentStatusCall.request, response: { 200: envelope(paymentStatusCall.response) } } },
      async (req) => ok(await payments.status(memberOf(req).uid, req.body.paymentId)),
    );
  };
}

/**
 * The sandbox provider's side, registered only when PAYMENT_PROVIDERS names the sandbox: its hosted page's calls (the payer is on the provider's page, not logged in to the
 * shop), and the shop's notify URL its notices go to.
 */
export function sandboxPayRoutes(sandbox: SandboxProvider, payments: PaymentService): FastifyPluginAsyncZod {
  return async (app) => {
    const pageTags = ['sandbox provider'];
    const settled = { 200: envelope(confirmSandboxPayment.response) };

    app.post(
      '/api/pay/sandbox/:paymentId',
      {
        schema: {
          tags: pageTags,
          params: sandboxPayment.params,
          response: { 200: envelope(sandboxPayment.response) },
        },
      },
      async (req) => ok(await sandbox.page(req.params.paymentId)),
    );

    app.post(
      '/api/pay/sandbox/:paymentId/confirm',
      { schema: { tags: pageTags, params: confirmSandboxPayment.params, response: settled } },
      async (req) => ok(await sandbox.confirm(req.params.paymentId)),
    );

    app.post(
      '/api/pay/sandbox/:paymentId/fail',
      { schema: { tags: pageTags, params: failSandboxPayment.params, response: settled } },
      async (req) => ok(await sandbox.fail(req.params.paymentId)),
    );

    app.post(
      '/api/pay/notify/sandbox',
      { schema: { tags, body: sandboxNotice, response: { 200: envelope(z.null()) } } },
      async (req) => {
        await payments.handleNotice(sandbox.verifyNotice(req.body), 'sandbox');
        return ok(null);
      },
    );
  };
}
