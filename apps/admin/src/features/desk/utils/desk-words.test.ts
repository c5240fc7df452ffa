// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { customerName, formatDuration, previewOf, pushedCustomerName } from './desk-words';

describe('the desk’s words', () => {
  it('names a guest by their code and a member by their nickname', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(customerName({ nickname: null, guest_code: 'K7Q2' }, i18n.t)).toBe('访客 K7Q2');
    expect(customerName({ nickname: '安安', guest_code: null }, i18n.t)).toBe('安安');
  });

  it('names the customer of a push in the page’s language: nickname, guest code, or 客户 when it names no one', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(pushedCustomerName({ customer_name: '安安', guest_code: null }, i18n.t)).toBe('安安');
    expect(pushedCustomerName({ customer_name: null, guest_code: 'K7Q2' }, i18n.t)).toBe('访客 K7Q2');
    expect(pushedCustomerName({ customer_name: null, guest_code: null }, i18n.t)).toBe('客户');
    await i18n.changeLanguage('en');
    expect(pushedCustomerName({ customer_name: null, guest_code: 'K7Q2' }, i18n.t)).toBe('Guest K7Q2');
  });

  it('writes durations in minutes and seconds', async () => {
    await i18n.changeLanguage('en');
    expect(formatDuration(null, i18n.t)).toBe('—');
    expect(formatDuration(42_400, i18n.t)).toBe('42 s');
    expect(formatDuration(125_000, i18n.t)).toBe('2 min 05 s');
  });

  it("previews the shop's notices and order updates by their kind's name, never the raw kind", async () => {
    await i18n.changeLanguage('zh-CN');
    expect(previewOf({ type: 'shop-notice', text: null }, i18n.t)).toBe('[店铺通知]');
    expect(previewOf({ type: 'order-notice', text: null }, i18n.t)).toBe('[订单通知]');
    await i18n.changeLanguage('en');
    expect(previewOf({ type: 'shop-notice', text: null }, i18n.t)).toBe('[Shop notice]');
    expect(previewOf({ type: 'location', text: null }, i18n.t)).toBe('[Message]');
  });
});
