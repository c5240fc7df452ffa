import { maskPhone } from '@ffe/shared/domain/masking';

/** The order SMS templates (issue 13): the courier is on the way; the flowers were delivered. */
export type OrderSms =
  | { template: 'order-dispatched'; params: { orderNo: string; courierName: string; courierPhone: string } }
  | { template: 'order-delivered'; params: { orderNo: string; photo: string | null } };

/** The shop's own texts (issue 16): an occasion the member saved is coming; goods they asked about are back. */
export type ShopSms =
  | { template: 'occasion-reminder'; params: { name: string; date: string; days: number; url: string } }
  | { template: 'back-in-stock'; params: { goodsName: string; url: string } }
  | { template: 'order-delivery-changed'; params: { orderNo: string; date: string; slot: string; url: string } }
  | { template: 'order-not-home'; params: { orderNo: string; url: string } };

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
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
  return {
    sendLoginCode: (phone, code) => send(phone, 'login', { code }),
    sendOrderNotice: (phone, sms) => send(phone, sms.template, sms.params),
    sendShopNotice: (phone, sms) => send(phone, sms.template, sms.params),
  };
}
