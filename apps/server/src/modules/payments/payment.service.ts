import crypto from 'node:crypto';
import type { PayChannel } from '@ffe/shared/contracts/order';
import type { Payment, PaymentStart, PayScene } from '@ffe/shared/contracts/payment';
import { toYuan } from '@ffe/shared/domain/money';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { OrderService } from '../orders/orders.module';
import type { PaymentRepository, PaymentRow } from './payment.repository';
import type { ProviderPayStart, VerifiedNotice } from './payment-provider';
import type { PaymentProviders } from './payment-providers';
import type { RefundService } from './refund.service';

/** Where the provider sends the payer back: the shop's payment result page. */
const resultPath = (orderId: string, paymentId: string) =>
  `/pages/order/pay-result/pay-result?orderId=${encodeURIComponent(orderId)}&paymentId=${encodeURIComponent(paymentId)}`;

/** The provider's way to pay, as the pay page takes it. */
function toStart(paymentId: string, start: ProviderPayStart): PaymentStart {
  if ('codeUrl' in start) return { action: 'qr', paymentId, codeUrl: start.codeUrl };
  if ('bridge' in start) return { action: 'bridge', paymentId, bridge: start.bridge };
  return { action: 'redirect', paymentId, payUrl: start.payUrl };
}

function toPayment(row: PaymentRow): Payment {
  return {
    paymentId: row.id,
    orderId: row.order_id,
    channel: row.channel,
    amount: toYuan(row.amount),
    status: row.status,
    paidAt: row.paid_at,
  };
}

export interface PaymentServiceDeps {
  repo: PaymentRepository;
  orders: Pick<OrderService, 'payableOrder' | 'markPaid' | 'isCancelled'>;
  providers: PaymentProviders;
  refunds: Pick<RefundService, 'recordForPayment' | 'workNow'>;
  log: { info(message: string): void; warn(message: string): void };
  /** The member's openid in the official account, which WeChat's JSAPI pays as; undefined when never bound. */
  payerOpenId?: (memberId: string) => Promise<string | undefined>;
  /** Told once when a payment paid its order (the chat's pay-notify); never fails the payment. */
  onOrderPaid?: (orderId: string) => Promise<void>;
  now?: () => number;
}

/**
 * Paying orders (decision 006). A payment succeeds once however often its notice comes; it pays the order only if the
 * order is still unpaid and the amounts match, and money for an order that was cancelled meanwhile goes back: its
 * refund is recorded in the same transaction, so the notice is acknowledged even while the provider refuses refunds.
 */
export function paymentService(deps: PaymentServiceDeps) {
  const { repo, providers } = deps;
  const now = deps.now ?? Date.now;

  /** Applies a confirmed outcome of the payment; answers nothing, as replays must be harmless. */
  async function settle(payment: PaymentRow, outcome: VerifiedNotice) {
    if (outcome.amountCents !== payment.amount) {
      deps.log.warn(`payment ${payment.id}: notice for ${outcome.amountCents} cents, expected ${payment.amount}`);
      throw badRequest('PAYMENT_AMOUNT_MISMATCH', 'amountCents: does not match the payment');
    }
    if (outcome.result === 'FAILED') {
      await repo.markFailed(payment.id, now());
      return;
    }
    const result = await repo.transaction(async (trx) => {
      if (!(await repo.markSucceeded(payment.id, outcome.tradeNo, outcome.paidAt, now(), trx)))
        return { kind: 'replay' as const };
      const paid = await deps.orders.markPaid(payment.order_id, payment.amount, payment.channel, outcome.paidAt, trx);
      if (paid) {
        await repo.markPaysOrder(payment.id, trx);
        return { kind: 'paid' as const };
      }
      // The order was cancelled (or paid by another payment) before this money came: it goes back, never revives it.
      const reason = (await deps.orders.isCancelled(payment.order_id, trx)) ? 'late-payment' : 'duplicate-payment';
      const refundId = await deps.refunds.recordForPayment(
        payment.id,
        payment.order_id,
        { amountCents: payment.amount, reason },
        trx,
      );
      return { kind: 'orphan' as const, refundId };
    });
    if (result.kind === 'paid') await deps.onOrderPaid?.(payment.order_id);
    if (result.kind === 'orphan') {
      deps.log.info(`payment ${payment.id}: order ${payment.order_id} was no longer unpaid; refund ${result.refundId}`);
      await deps.refunds.workNow([result.refundId]);
    }
  }

  return {
    /** Opens a payment of the member's unpaid order with the provider; answers how the payer pays it where they are. */
    async create(
      memberId: string,
      orderId: string,
      channel: PayChannel,
      scene: PayScene,
      payerIp?: string,
    ): Promise<PaymentStart> {
      const provider = providers.forChannel(channel, scene);
      const order = await deps.orders.payableOrder(memberId, orderId);
      // Inside WeChat, WeChat Pay takes money only from the member's openid in the official account (the sandbox needs none).
      const jsapi = scene === 'wechat' && channel === 'wechat' && provider.name !== 'sandbox';
      const payerOpenId = jsapi ? await deps.payerOpenId?.(memberId) : undefined;
      if (jsapi && !payerOpenId) {
        throw forbidden('payer: sign in with WeChat in the official account first', 'WECHAT_SIGN_IN_REQUIRED');
      }
      const id = crypto.randomUUID();
      const at = now();
      await repo.insert({
        id,
        order_id: order.id,
        user_id: memberId,
        provider: provider.name,
        channel,
        amount: order.pay_amount,
        status: 'pending',
        trade_no: null,
        refunded_amount: 0,
        pays_order: 0,
        paid_at: null,
        created_at: at,
        updated_at: at,
      });
      const start = await provider.createPayment({
        paymentId: id,
        amountCents: order.pay_amount,
        channel,
        scene,
        subject: `鲜花速递订单 ${order.order_no}`,
        returnUrl: resultPath(order.id, id),
        payerIp,
        payerOpenId,
      });
      return toStart(id, start);
    },

    /** The member's payment; while it is pending the provider is asked, in case its notice is still on the way. */
    async status(memberId: string, paymentId: string): Promise<Payment> {
      const payment = await repo.findOwn(memberId, paymentId);
      if (!payment) throw notFound('payment');
      if (payment.status !== 'pending') return toPayment(payment);
      const seen = await providers.byName(payment.provider)?.query(paymentId);
      if (seen && (seen.status === 'paid' || seen.status === 'failed')) {
        await settle(payment, {
          paymentId,
          tradeNo: seen.tradeNo,
          amountCents: seen.amountCents,
          result: seen.status === 'paid' ? 'SUCCESS' : 'FAILED',
          paidAt: seen.paidAt ?? now(),
        });
      }
      return toPayment((await repo.findById(paymentId)) ?? payment);
    },

    /** What the pay page may offer: the configured channels, which of them only a sandbox serves, and where each works. */
    channels: () => ({
      channels: providers.channels(),
      sandbox: providers.sandboxChannels(),
      scenes: providers.scenes(),
    }),

    /** A notice verified by the provider named `from`; a provider cannot settle another's payment. */
    async handleNotice(notice: VerifiedNotice, from: string): Promise<void> {
      const payment = await repo.findById(notice.paymentId);
      if (!payment || payment.provider !== from) throw notFound('payment');
      await settle(payment, notice);
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
