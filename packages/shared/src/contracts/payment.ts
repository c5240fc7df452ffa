import { z } from 'zod';
import { recordId } from './member-centre';
import { payChannel } from './order';

export const paymentStatus = z.enum(['pending', 'succeeded', 'failed', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** Where the payer is, which decides how a channel takes the money: inside WeChat's browser, a phone's, a desktop's. */
export const payScene = z.enum(['wechat', 'phone', 'desktop']);
export type PayScene = z.infer<typeof payScene>;

/** POST /api/mall/pay/create { orderId, channel, scene }: where to send the payer; scene defaults to a phone browser. */
export const createPayment = {
  request: z.object({ orderId: recordId, channel: payChannel, scene: payScene.default('phone') }),
  response: z.object({ paymentId: z.string(), payUrl: z.string() }),
};

/** POST /api/mall/pay/channels: the channels the shop takes money on, and those only a sandbox serves (no money moves). */
export const payChannelsCall = {
  response: z.object({ channels: z.array(payChannel), sandbox: z.array(payChannel) }),
};
export type PayChannels = z.infer<typeof payChannelsCall.response>;

export const payment = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  channel: payChannel,
  amount: z.number(),
  status: paymentStatus,
  paidAt: z.number().int().nullable(),
});
export type Payment = z.infer<typeof payment>;

/** POST /api/mall/pay/status { paymentId }: a pending payment is checked with the provider first. */
export const paymentStatusCall = { request: z.object({ paymentId: recordId }), response: payment };

/** What the sandbox's hosted pay page shows: GET-free, POST /api/pay/sandbox/{paymentId}. */
export const sandboxPayment = {
  params: z.object({ paymentId: recordId }),
  response: z.object({
    paymentId: z.string(),
    merchant: z.string(),
    subject: z.string(),
    channel: payChannel,
    amount: z.number(),
    status: z.enum(['pending', 'paid', 'failed', 'refunded']),
    returnUrl: z.string(),
  }),
};

/** The signed notice the sandbox provider posts to /api/pay/notify/sandbox; amounts in cents, as providers send. */
export const sandboxNotice = z.object({
  paymentId: z.string().min(1).max(64),
  tradeNo: z.string().min(1).max(64),
  amountCents: z.number().int().nonnegative(),
  result: z.enum(['SUCCESS', 'FAILED']),
  paidAt: z.number().int().nonnegative(),
  nonce: z.string().min(1).max(64),
  sign: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex HMAC-SHA256'),
});
export type SandboxNotice = z.infer<typeof sandboxNotice>;
