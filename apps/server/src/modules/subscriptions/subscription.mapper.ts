import type { adminSubscriptionRow } from '@ffe/shared/contracts/admin-subscriptions';
import type {
  deliveryRecipient,
  SubscriptionDelivery,
  SubscriptionStatusName,
  SubscriptionSummary,
  subscriptionChange,
} from '@ffe/shared/contracts/subscription';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import { maskPhone } from '@ffe/shared/domain/masking';
import { formatCents, toYuan } from '@ffe/shared/domain/money';
import { placingMomentOf } from '@ffe/shared/domain/subscription-schedule';
import type { z } from 'zod';
import type { SubscriptionTable } from '../../db/schema';
import type { ImageUrl } from '../platform';
import { coverOf } from './plan.mapper';
import type { ChangeRow, ConsoleRow, DeliveryRow, SubscriptionRow } from './subscription.repository';

type Recipient = z.infer<typeof deliveryRecipient>;
type Change = z.infer<typeof subscriptionChange>;

/** A paused plan whose date has come reads active again (the scheduler places it from then on, by `paused_until`). */
export const statusAt = (row: Pick<SubscriptionTable, 'status' | 'paused_until'>, today: string) =>
  row.status === 'paused' && row.paused_until !== null && row.paused_until <= today ? 'active' : row.status;

export const recipientOf = (s: SubscriptionTable): Recipient => ({
  name: s.recipient_name,
  phone: s.recipient_phone,
  province: s.province,
  city: s.city,
  district: s.district,
  detail: s.detail,
});

/** A delivery's own recipient, else the subscription's. */
export const deliveryRecipientOf = (d: DeliveryRow, s: SubscriptionTable): Recipient =>
  d.recipient ? (JSON.parse(d.recipient) as Recipient) : recipientOf(s);

export interface OrderState {
  status: string;
  orderNo: string;
  deliveryPhoto: string | null;
}

export function toDelivery(
  d: DeliveryRow,
  s: SubscriptionTable,
  order: OrderState | undefined,
  now: number,
  mayChange: boolean,
): SubscriptionDelivery {
  const until = placingMomentOf(d.date, s.lead_days, s.cutoff);
  return {
    id: d.id,
    date: d.date,
    slot: d.slot,
    status: d.status,
    number: d.number,
    orderId: d.order_id,
    orderStatus: order?.status ?? null,
    deliveryPhoto: order?.deliveryPhoto ?? null,
    recipient: deliveryRecipientOf(d, s),
    ownRecipient: d.recipient !== null,
    movedFrom: d.moved_from,
    changeableUntil: until,
    changeable: mayChange && d.status === 'scheduled' && now < until,
  };
}

/** 2026-12-05 as 12月5日 or Dec 5. */
function dayOf(date: string, language: ContentLanguage): string {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (language === 'en') {
    const name = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en', { month: 'short', timeZone: 'UTC' });
    return `${name} ${day}`;
  }
  return `${month}月${day}日`;
}

/** What a change's log row holds, by the keys every writer of the log uses. */
interface ChangeDetail {
  date?: string;
  from?: string;
  to?: string;
  until?: string;
  district?: string;
  refunded?: number;
}

/** The log's words beside each kind: a date, a move, a district; money only to who paid it. */
export function toChange(c: ChangeRow, language: ContentLanguage, showMoney: boolean): Change {
  const detail = JSON.parse(c.detail) as ChangeDetail;
  const words = (): string => {
    if (c.kind === 'cancelled') return showMoney && detail.refunded ? `¥${formatCents(detail.refunded)}` : '';
    if (detail.from && detail.to) return `${dayOf(detail.from, language)} → ${dayOf(detail.to, language)}`;
    const date = detail.to ?? detail.until ?? detail.from;
    if (date) return dayOf(date, language);
    return detail.district ?? '';
  };
  return {
    kind: c.kind as Change['kind'],
    by: c.by,
    at: Number(c.at),
    date: detail.date ?? null,
    detail: words(),
  };
}

export function toSummary(
  s: SubscriptionRow,
  deliveries: readonly DeliveryRow[],
  memberId: string,
  today: string,
  imageUrl: ImageUrl,
  language: ContentLanguage = 'zh-CN',
): SubscriptionSummary {
  const next = deliveries.find((d) => d.status === 'scheduled');
  const cover = s.cover || coverOf({ pictures: s.goods_pictures ?? '[]' });
  return {
    id: s.id,
    seriesId: s.series_id,
    seriesName: inLanguage(language, s.series_name, s.series_name_en),
    cover: cover ? imageUrl(cover) : '',
    planId: s.plan_id,
    status: statusAt(s, today) as SubscriptionStatusName,
    deliveriesTotal: s.deliveries_total,
    everyWeeks: s.every_weeks,
    weekday: s.weekday,
    delivered: deliveries.filter((d) => d.status === 'delivered').length,
    placed: deliveries.filter((d) => d.status === 'placed' || d.status === 'delivered').length,
    nextDate: next?.date ?? null,
    pausedUntil: statusAt(s, today) === 'paused' ? s.paused_until : null,
    gift: s.gift === 1,
    isBuyer: s.user_id === memberId,
    isOwner: s.owner_id === memberId,
    purchaseOrderId: s.purchase_order_id,
  };
}

export function toConsoleRow(r: ConsoleRow, remindLeft: number, today: string): z.infer<typeof adminSubscriptionRow> {
  const status = statusAt(r, today);
  return {
    id: r.id,
    seriesId: r.series_id,
    seriesName: r.series_name,
    status,
    ending: status === 'active' && r.deliveries_total - r.placed_count <= remindLeft,
    memberId: r.user_id,
    memberPhone: maskPhone(r.member_phone ?? ''),
    recipientName: r.recipient_name,
    district: r.district,
    weekday: r.weekday,
    deliveriesTotal: r.deliveries_total,
    delivered: Number(r.delivered ?? 0),
    nextDate: r.next_date ?? null,
    paid: toYuan(r.paid_amount),
    gift: r.gift === 1,
    createdAt: Number(r.created_at),
  };
}
