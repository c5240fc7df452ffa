import type { DeskCustomer } from '@ffe/shared/contracts/admin-desk';
import type { DeskEvent } from '@ffe/shared/contracts/desk-event';
import type { TFunction } from 'i18next';

/** A customer as agents call them: the member's nickname, or 访客 and the guest's code; never an id. */
export const customerName = (customer: Pick<DeskCustomer, 'nickname' | 'guest_code'>, t: TFunction) =>
  customer.nickname ?? t('desk.guest', { code: customer.guest_code ?? '' });

/** The customer a desk push is about: the member's nickname or 访客 and the guest's code; 客户 when it names no one. */
export const pushedCustomerName = (event: Pick<DeskEvent, 'customer_name' | 'guest_code'>, t: TFunction) =>
  event.customer_name ??
  (event.guest_code ? customerName({ nickname: null, guest_code: event.guest_code }, t) : t('desk.alert.someone'));

/** A span of milliseconds as minutes and seconds (2 分 05 秒), or a dash when there is none. */
export function formatDuration(ms: number | null, t: TFunction): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('desk.duration.seconds', { seconds: rest });
  return t('desk.duration.minutes', { minutes, seconds: String(rest).padStart(2, '0') });
}

/** The queue's preview of a last message: its words, or what kind of message it was. */
export function previewOf(last: { type: string; text: string | null }, t: TFunction): string {
  if (last.text) return last.text;
  const known = ['image', 'goods', 'order', 'coupon', 'service-rating', 'order-notice', 'shop-notice'] as const;
  const type = known.find((kind) => kind === last.type);
  return type ? t(`desk.kind.${type}`) : t('desk.kind.other');
}
