import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import type { SmsSender } from '../auth/auth.module';

export interface SubscriptionNoticesDeps {
  /** Delivers a notice from `system` into the member's chat (`shop-notices.service` `shopNotice`). */
  chat(memberId: string, body: ShopNoticeBody, uniqueId: string): Promise<void>;
  sms: Pick<SmsSender, 'sendShopNotice'>;
  phoneOf(memberId: string): Promise<string | null>;
  seriesName(seriesId: string): Promise<{ name: string; name_en: string | null } | undefined>;
  /** The shop's public origin for links in texts ('' leaves them relative). */
  publicUrl: string;
  onError: (error: unknown, what: string) => void;
  now?: () => number;
}

/** One delivery the customer hears of. */
export interface NoticeDelivery {
  id: string;
  subscription_id: string;
  series_id: string;
  member_id: string;
  date: string;
  number: number | null;
  deliveries_total: number;
}

const detailPage = (id: string) => `/pages/subscription/detail/detail?id=${encodeURIComponent(id)}`;

/** The one-tap re-buy of a plan ending: its series page with the plan chosen, as a renewal of this subscription. */
export const renewPage = (seriesId: string, planId: string, subscriptionId: string) =>
  `/pages/subscription/series/series?id=${encodeURIComponent(seriesId)}&plan=${encodeURIComponent(planId)}&renew=${encodeURIComponent(subscriptionId)}`;

/**
 * Tells a subscription's owner (issue 45) in the chat from `system` and, where the shop set the template, by text: a
 * delivery tomorrow, one the shop moved, one delivered with its photo, the plan nearly over. The caller claimed each
 * once in the database; the notice's unique id names it too, so a retried send stores nothing. A failure is logged.
 */
export function subscriptionNotices(deps: SubscriptionNoticesDeps) {
  const now = deps.now ?? Date.now;

  async function send(
    memberId: string,
    seriesId: string,
    notice: Omit<Extract<ShopNoticeBody, { kind: 'subscription' }>, 'kind' | 'name' | 'name_en' | 'time'>,
    uniqueId: string,
  ) {
    const series = (await deps.seriesName(seriesId)) ?? { name: '', name_en: null };
    const body: ShopNoticeBody = {
      kind: 'subscription',
      ...notice,
      name: series.name,
      name_en: series.name_en,
      time: now(),
    };
    await deps
      .chat(memberId, body, uniqueId)
      .catch((error) => deps.onError(error, `subscription notice ${notice.event}`));
    return series.name;
  }

  async function text(memberId: string, sms: Parameters<SmsSender['sendShopNotice']>[1]) {
    try {
      const phone = await deps.phoneOf(memberId);
      if (phone) await deps.sms.sendShopNotice(phone, sms);
    } catch (error) {
      deps.onError(error, `subscription SMS ${sms.template}`);
    }
  }

  const about = (d: NoticeDelivery) => ({
    subscription_id: d.subscription_id,
    date: d.date,
    number: d.number,
    total: d.deliveries_total,
    url: detailPage(d.subscription_id),
  });

  return {
    /** The delivery comes tomorrow. */
    async tomorrow(d: NoticeDelivery) {
      const notice = { ...about(d), event: 'tomorrow' as const, moved_from: null, photo: null };
      const name = await send(d.member_id, d.series_id, notice, `subscription-tomorrow-${d.id}`);
      await text(d.member_id, {
        template: 'subscription-tomorrow',
        params: { name, date: d.date, url: `${deps.publicUrl}${notice.url}` },
      });
    },

    /** The shop moved the delivery's order from `from` (a closed day, a full slot). */
    async moved(d: NoticeDelivery, from: string) {
      const notice = { ...about(d), event: 'moved' as const, moved_from: from, photo: null };
      const name = await send(d.member_id, d.series_id, notice, `subscription-moved-${d.id}`);
      await text(d.member_id, {
        template: 'subscription-moved',
        params: { name, from, date: d.date, url: `${deps.publicUrl}${notice.url}` },
      });
    },

    /** The delivery was made; `photo` is the courier's picture (a URL) when one was taken. */
    async delivered(d: NoticeDelivery, photo: string | null) {
      const notice = { ...about(d), event: 'delivered' as const, moved_from: null, photo };
      await send(d.member_id, d.series_id, notice, `subscription-delivered-${d.id}`);
    },

    /** Few deliveries are left to place: a re-buy link of the same plan. */
    async ending(s: { id: string; series_id: string; plan_id: string; member_id: string; deliveries_total: number }) {
      const notice = {
        event: 'ending' as const,
        subscription_id: s.id,
        date: '',
        moved_from: null,
        number: null,
        total: s.deliveries_total,
        photo: null,
        url: renewPage(s.series_id, s.plan_id, s.id),
      };
      await send(s.member_id, s.series_id, notice, `subscription-ending-${s.id}`);
    },
  };
}

export type SubscriptionNotices = ReturnType<typeof subscriptionNotices>;
