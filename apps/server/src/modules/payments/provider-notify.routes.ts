import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope';
import { invalidParam } from '../../platform/errors';
import { ALIPAY_NOTIFY_PATH, type Alipay } from './alipay-provider';
import type { PaymentService } from './payment.service';
import { WECHAT_PAY_NOTIFY_PATH, WECHAT_REFUND_NOTIFY_PATH, type WechatPay } from './wechat-pay-provider';
import { wechatSignedHeaders } from './wechat-pay-signing';

/** Notices are small; anything bigger is not one. */
const NOTICE_BODY_LIMIT = 64 * 1024;

/** Told when a provider says a refund ended; a replayed notice tells it again, so it must be idempotent. */
export type OnRefundSettled = (refundId: string, outcome: 'succeeded' | 'failed') => Promise<void>;

export interface ProviderNotifyDeps {
  payments: PaymentService;
  wechatPay?: WechatPay;
  alipay?: Alipay;
  onRefundSettled: OnRefundSettled;
}

function rawBody(req: FastifyRequest): string {
  if (typeof req.body !== 'string') throw invalidParam('body: a notice body is required');
  return req.body;
}

/**
 * The notify URLs of the real providers. Signatures cover the bytes as sent, so these routes read the raw body
 * instead of parsed JSON or form fields; only verified notices reach the payment service.
 */
export function providerNotifyRoutes(deps: ProviderNotifyDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTICE_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    const tags = ['payment notices'];
    const { wechatPay, alipay } = deps;

    if (wechatPay) {
      // WeChat Pay takes any 2xx as received; on 4xx/5xx it sends again later (our envelope has its code and message).
      app.post(WECHAT_PAY_NOTIFY_PATH, { schema: { tags } }, async (req) => {
        const notice = wechatPay.verifyPaymentNotice(wechatSignedHeaders(req.headers), rawBody(req));
        if (notice) await deps.payments.handleNotice(notice, 'wechat');
        return ok(null);
      });

      app.post(WECHAT_REFUND_NOTIFY_PATH, { schema: { tags } }, async (req) => {
        const { refundId, outcome } = wechatPay.verifyRefundNotice(wechatSignedHeaders(req.headers), rawBody(req));
        if (outcome) await deps.onRefundSettled(refundId, outcome);
        return ok(null);
      });
    }

    if (alipay) {
      // Alipay stops resending only on the plain text `success`.
      app.post(ALIPAY_NOTIFY_PATH, { schema: { tags } }, async (req, reply) => {
        const notice = alipay.verifyNotice(rawBody(req));
        if (notice?.kind === 'payment') await deps.payments.handleNotice(notice.notice, 'alipay');
        if (notice?.kind === 'refund') await deps.onRefundSettled(notice.refundId, 'succeeded');
        return reply.type('text/plain; charset=utf-8').send('success');
      });
    }
  };
}
