import { maskPhone } from '@ffe/shared/domain/masking';

/**
 * The order SMS templates: to the buyer, the order is paid, the courier is on the way (issue 13), the flowers were
 * delivered; to the recipient, flowers are on their way (issue 41), from `sender`, never an anonymous buyer's name.
 */
export type OrderSms =
  | { template: 'order-paid'; params: { orderNo: string; date: string } }
  | { template: 'order-dispatched'; params: { orderNo: string; courierName: string; courierPhone: string } }
  | { template: 'order-delivered'; params: { orderNo: string; photo: string | null } }
  | {
      template: 'recipient-dispatched';
      params: { name: string; sender: string; courierName: string; courierPhone: string };
    };

/** The shop's own texts (issue 16): an occasion the member saved is coming; goods they asked about are back. */
export type ShopSms =
  | { template: 'occasion-reminder'; params: { name: string; date: string; days: number; url: string } }
  | { template: 'back-in-stock'; params: { goodsName: string; url: string } }
  | { template: 'order-delivery-changed'; params: { orderNo: string; date: string; slot: string; url: string } }
  | { template: 'order-not-home'; params: { orderNo: string; url: string } }
  // A gift subscription (issue 45) to its recipient, with the link that claims it.
  | { template: 'gift-subscription'; params: { name: string; from: string; url: string } }
  // A subscription's delivery (issue 45): it comes tomorrow, or the shop moved it (a closed day, a full slot).
  | { template: 'subscription-tomorrow'; params: { name: string; date: string; url: string } }
  | { template: 'subscription-moved'; params: { name: string; from: string; date: string; url: string } };

/** Every text there is, by its template's name: the login code, the order texts and the shop's own. */
export type SmsMessage = { template: 'login'; params: { code: string } } | OrderSms | ShopSms;

/**
 * How the customer hears of a text that did not leave: the number is over the provider's own limit for now, the
 * provider will not text this number, or sending failed (keys, signature, template, an unreachable provider).
 */
export type SmsFailure = 'limited' | 'number' | 'failed';

/** A text a provider refused, or could not be given: `code` is the provider's own (or ours, e.g. UNREACHABLE). */
export class SmsRefused extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    readonly failure: SmsFailure,
    message: string,
    /** With `limited`: when the provider should take this number again. */
    readonly retryAfterSeconds = 60,
  ) {
    super(`${provider} refused the text: ${code} ${message}`);
    this.name = 'SmsRefused';
  }
}

/** Where texts go: a gateway in production, the log in development. */
export interface SmsSender {
  sendLoginCode(phone: string, code: string): Promise<void>;
  sendOrderNotice(phone: string, sms: OrderSms): Promise<void>;
  sendShopNotice(phone: string, sms: ShopSms): Promise<void>;
}

/** Development: logs each text and keeps the last login code per phone for the dev outbox. */
export function consoleSmsSender(log: (message: string) => void) {
  const outbox = new Map<string, string>();
  return {
    async sendLoginCode(phone: string, code: string) {
      outbox.set(phone, code);
      log(`SMS login code for ${maskPhone(phone)}: ${code}`);
    },
    async sendOrderNotice(phone: string, sms: OrderSms) {
      log(`SMS ${sms.template} for ${maskPhone(phone)}: ${JSON.stringify(sms.params)}`);
    },
    async sendShopNotice(phone: string, sms: ShopSms) {
      log(`SMS ${sms.template} for ${maskPhone(phone)}: ${JSON.stringify(sms.params)}`);
    },
    /** The last code sent to a phone; only the development routes read it. */
    lastCodeFor: (phone: string) => outbox.get(phone),
  } satisfies SmsSender & Record<string, unknown>;
}

/** Posts `{ phone, template, params }` to the gateway (template `login` with `{ code }`); a non-2xx is a failure. */
export function httpSmsSender(url: string, token: string | undefined): SmsSender {
  async function send(phone: string, template: string, params: object) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ phone, template, params }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new SmsRefused('http', 'UNREACHABLE', 'failed', String(error));
    });
    if (!response.ok) throw new SmsRefused('http', `HTTP_${response.status}`, 'failed', 'the gateway refused the text');
  }
  return {
    sendLoginCode: (phone, code) => send(phone, 'login', { code }),
    sendOrderNotice: (phone, sms) => send(phone, sms.template, sms.params),
    sendShopNotice: (phone, sms) => send(phone, sms.template, sms.params),
  };
}
