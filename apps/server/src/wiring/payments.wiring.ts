import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/connect';
import { paymentRepository } from '../modules/payments/payment.repository';
import { setUpPaymentProviders } from '../modules/payments/payment-setup';
import { refundRepository } from '../modules/payments/refund.repository';
import { refundService } from '../modules/payments/refund.service';
import { sandboxRepository } from '../modules/payments/sandbox.repository';
import { sandboxProvider } from '../modules/payments/sandbox-provider';

export interface PaymentsWiringDeps {
  app: FastifyInstance;
  config: Config;
  database: DbHandle;
  /** A secret of its own for `purpose`, derived from the token secret. */
  secretFor: (purpose: string) => string;
  /** Told when a refund for an after-sale request is paid back. */
  refundSettled: (afterSaleId: string) => Promise<void>;
}

/** The ways money moves: the sandbox (when configured), the payment providers, and the refunds paid through them. */
export function wirePayments({ app, config, database, secretFor, refundSettled }: PaymentsWiringDeps) {
  // The sandbox marks orders paid with no money moved: it exists only when the configuration names it.
  const sandbox = config.payments.providers.includes('sandbox')
    ? sandboxProvider({
        repo: sandboxRepository(database.db),
        secret: config.paySandboxSecret ?? secretFor('pay-sandbox'),
        merchant: '鲜花速递',
        // The provider calls the shop's notify URL; inject takes the same route a provider's HTTP request would.
        deliverNotice: async (notice) =>
          (await app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notice })).statusCode === 200,
        onNoticeError: (error) => app.log.error(error, 'sandbox payment notice failed'),
      })
    : undefined;
  if (sandbox && config.env === 'production') app.log.warn('the sandbox payment provider is on: it moves no money');
  const refundRepo = refundRepository(database.db);
  const pay = setUpPaymentProviders(config.payments, sandbox, {
    paymentIdOfRefund: async (refundId) => (await refundRepo.findById(refundId))?.payment_id,
  });
  const payRepo = paymentRepository(database.db);
  const refunds = refundService({
    repo: refundRepo,
    payments: payRepo,
    providerFor: pay.providers.refunderOf,
    retryBaseMs: config.refunds.retryBaseMs,
    log: app.log,
    onSucceeded: async ({ afterSaleId }) => {
      if (afterSaleId) await refundSettled(afterSaleId);
    },
  });
  return { sandbox, pay, payRepo, refunds };
}
