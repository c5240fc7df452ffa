import type { SmsTemplates } from '../../config';
import type { SmsMessage, SmsSender } from './sms-sender';

/** A provider that sends a text by template (Aliyun, Tencent): `params` in the template's order, each with its name. */
export interface SmsProvider {
  readonly name: string;
  /** Resolves once the provider took the text; throws `SmsRefused` with the provider's code otherwise. */
  send(phone: string, template: string, params: ReadonlyArray<readonly [name: string, value: string]>): Promise<void>;
}

/**
 * The values each kind's template takes: by name for Aliyun (`${orderNo}`), in this order for Tencent ({1}, {2}…).
 * No link goes in a value (both providers refuse links in variables): the template holds the shop's address, and
 * the chat notice carries the link.
 */
export const smsTemplateParams = {
  login: ['code'],
  'order-paid': ['orderNo', 'date'],
  'order-dispatched': ['orderNo', 'courierName', 'courierPhone'],
  'order-delivered': ['orderNo'],
  'recipient-dispatched': ['name', 'sender', 'courierName', 'courierPhone'],
  'occasion-reminder': ['name', 'date', 'days'],
  'back-in-stock': ['goodsName'],
  'order-delivery-changed': ['orderNo', 'date', 'slot'],
  'order-not-home': ['orderNo'],
  'gift-subscription': ['name', 'from'],
  'subscription-tomorrow': ['name', 'date'],
  'subscription-moved': ['name', 'from', 'date'],
} as const satisfies {
  [K in SmsMessage['template']]: ReadonlyArray<keyof Extract<SmsMessage, { template: K }>['params']>;
};

/** The template's name and values of a text, or nothing when the shop set no template for its kind. */
export function templateOf(templates: SmsTemplates, sms: SmsMessage) {
  const template = templates[sms.template];
  if (!template) return undefined;
  const values = sms.params as Record<string, string | number | null>;
  const params = smsTemplateParams[sms.template].map((name) => [name, String(values[name] ?? '')] as const);
  return { template, params };
}

/** Sends each text under its kind's template; a kind without one is not sent by SMS (its chat notice still is). */
export function templateSmsSender(provider: SmsProvider, templates: SmsTemplates): SmsSender {
  async function send(phone: string, sms: SmsMessage) {
    const filled = templateOf(templates, sms);
    if (filled) await provider.send(phone, filled.template, filled.params);
  }
  return {
    sendLoginCode: (phone, code) => send(phone, { template: 'login', params: { code } }),
    sendOrderNotice: send,
    sendShopNotice: send,
  };
}
