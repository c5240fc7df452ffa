import type { ShopNoticeBody } from '@ffe/shared/contracts/im';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import { dayInYear, OCCASION_LEADS, type OccasionKind, occasionGoodsPath } from '@ffe/shared/domain/occasions';
import type { SmsSender } from '../auth/auth.module';
import type { ReminderRepository, ReminderRow } from './reminders.repository';

export interface ShopNoticeDeps {
  /** Delivers a notice from `system` into the member's chat (`shop-notices.service` `shopNotice`). */
  chat(memberId: string, body: ShopNoticeBody, uniqueId: string): Promise<void>;
  sms: Pick<SmsSender, 'sendShopNotice'>;
  /** The shop's public origin for links in texts ('' leaves them relative). */
  publicUrl: string;
  onError: (error: unknown, what: string) => void;
}

/** The month-days whose occasion falls on `date`: 29 February's is kept on the 28th in a year without it. */
function monthDaysOn(date: string): Array<{ month: number; day: number }> {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const days = [{ month, day }];
  if (month === 2 && day === 28 && dayInYear(year, 2, 29) === date) days.push({ month: 2, day: 29 });
  return days;
}

/**
 * Tells members of their saved occasions 7 days and 1 day before (issue 16): a notice in the chat from `system` and a
 * text, linking to the shop's goods for the occasion. Each (reminder, occasion year, lead) is claimed by inserting its
 * row first, so two runs or two processes send it once; a send that fails after its claim is logged, not repeated
 * (a member hears of an occasion at most once per lead, never twice).
 */
export function occasionNotices(repo: ReminderRepository, deps: ShopNoticeDeps) {
  async function tell(row: ReminderRow & { phone: string | null }, date: string, lead: number, at: number) {
    const url = occasionGoodsPath(row.kind as OccasionKind);
    const body: ShopNoticeBody = {
      kind: 'occasion',
      occasion: row.kind,
      name: row.name,
      date,
      days: lead,
      url,
      time: at,
    };
    const uniqueId = `occasion-${row.id}-${date.slice(0, 4)}-${lead}`;
    await deps.chat(row.user_id, body, uniqueId).catch((error) => deps.onError(error, 'occasion notice'));
    if (!row.phone) return;
    const params = { name: row.name, date, days: lead, url: `${deps.publicUrl}${url}` };
    await deps.sms
      .sendShopNotice(row.phone, { template: 'occasion-reminder', params })
      .catch((error) => deps.onError(error, 'occasion SMS'));
  }

  return {
    /** Sends the notices due on the shop's day at `at`; answers how many this call claimed. */
    async run(at: number): Promise<number> {
      let sent = 0;
      for (const lead of OCCASION_LEADS) {
        const date = shopDate(at, lead);
        const year = Number(date.slice(0, 4));
        for (const row of await repo.fallingOn(monthDaysOn(date))) {
          if (!(await repo.claimNotice(row.id, year, lead, at))) continue;
          sent += 1;
          await tell(row, date, lead, at);
        }
      }
      return sent;
    },
  };
}

export type OccasionNotices = ReturnType<typeof occasionNotices>;
