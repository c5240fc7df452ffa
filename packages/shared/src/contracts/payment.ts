import { z } from 'zod';
import { recordId } from './member-centre';
import { payChannel } from './order';

export const paymentStatus = z.enum(['pending', 'succeeded', 'failed', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** Where the payer is, which decides how a channel takes the money: inside WeChat's browser, a phone's, a desktop's. */
export const payScene = z.enum(['wechat', 'phone', 'desktop']);
export type PayScene = z.infer<typeof payScene>;

/** What WeixinJSBridge's getBrandWCPayRequest takes inside WeChat (JSAPI): signed by the merchant, RSA over the first four. */
export const wechatBridgeRequest = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type WechatBridgeRequest = z.infer<typeof wechatBridgeRequest>;

/**
 * How the payer pays (decision 051): go to `payUrl` (WeChat H5, Alipay, the sandbox's page), show `codeUrl` as a QR
 * code to scan with WeChat (Native, on a desktop), or hand `bridge` to WeixinJSBridge (JSAPI, inside WeChat).
 */
export const paymentStart = z.discriminatedUnion('action', [
  z.object({ action: z.literal('redirect'), paymentId: z.string(), payUrl: z.string() }),
  z.object({ action: z.literal('qr'), paymentId: z.string(), codeUrl: z.string() }),
  z.object({ action: z.literal('bridge'), paymentId: z.string(), bridge: wechatBridgeRequest }),
]);
export type PaymentStart = z.infer<typeof paymentStart>;

/** POST /api/mall/pay/create { orderId, channel, scene }: how the payer pays; scene defaults to a phone browser. */
export const createPayment = {
  request: z.object({ orderId: recordId, channel: payChannel, scene: payScene.default('phone') }),
  response: paymentStart,
  path: '/api/mall/pay/create' as const,
};

/**
 * POST /api/mall/pay/channels: the channels the shop takes money on, those only a sandbox serves (no money moves), and
 * which of them work in each scene (inside WeChat no Alipay page opens; WeChat needs the official account there).
 */
export const payChannelsCall = {
  response: z.object({
    channels: z.array(payChannel),
    sandbox: z.array(payChannel),
    scenes: z.object({ wechat: z.array(payChannel), phone: z.array(payChannel), desktop: z.array(payChannel) }),
  }),
  path: '/api/mall/pay/channels' as const,
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
export const paymentStatusCall = {
  request: z.object({ paymentId: recordId }),
  response: payment,
  path: '/api/mall/pay/status' as const,
};

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
  path: '/api/pay/sandbox/:paymentId' as const,
};
const sandboxSettled = { params: sandboxPayment.params, response: sandboxPayment.response.pick({ status: true }) };
/** POST /api/pay/sandbox/{paymentId}/confirm: the payer pays on the sandbox's page. */
export const confirmSandboxPayment = { ...sandboxSettled, path: '/api/pay/sandbox/:paymentId/confirm' as const };
/** POST /api/pay/sandbox/{paymentId}/fail: the payer fails the payment on the sandbox's page. */
export const failSandboxPayment = { ...sandboxSettled, path: '/api/pay/sandbox/:paymentId/fail' as const };

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
