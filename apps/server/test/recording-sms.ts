import type { OrderSms, ShopSms, SmsSender } from '../src/modules/auth/sms-sender';

/** Stands in for the SMS gateway: keeps every text, so tests count what the customer was sent. */
export function recordingSms() {
  const sent: Array<{ phone: string; sms: OrderSms }> = [];
  const codes: Array<{ phone: string; code: string }> = [];
  const shop: Array<{ phone: string; sms: ShopSms }> = [];
  return {
    sent,
    codes,
    shop,
    async sendLoginCode(phone: string, code: string) {
      codes.push({ phone, code });
    },
    async sendOrderNotice(phone: string, sms: OrderSms) {
      sent.push({ phone, sms });
    },
    async sendShopNotice(phone: string, sms: ShopSms) {
      shop.push({ phone, sms });
    },
  } satisfies SmsSender & Record<string, unknown>;
}
