import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import type { DeskFigures, DeskSettings } from '@ffe/shared/contracts/admin-desk';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';

const DAY_MS = 86_400_000;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The desk's settings of a database in use before issue 40 until an admin saves their own: no automatic words the
 * shop did not write (a new database starts with migration 034's texts).
 */
export const DEFAULT_DESK_SETTINGS: DeskSettings = {
  days: [0, 1, 2, 3, 4, 5, 6],
  opens: '09:00',
  closes: '21:00',
  greeting: '',
  away_reply: '',
  greeting_en: '',
  away_reply_en: '',
  show_agent_name: true,
  default_cap: 5,
};

/** Whether the desk answers at `at` (shop time): on one of its days, from `opens` until `closes`. */
export function isServiceTime(settings: DeskSettings, at: number): boolean {
  const shop = new Date(at + SHOP_UTC_OFFSET_MS);
  const minute = shop.getUTCHours() * 60 + shop.getUTCMinutes();
  return (
    settings.days.includes(shop.getUTCDay()) &&
    minute >= minutesOf(settings.opens) &&
    minute < minutesOf(settings.closes)
  );
}

/** When the desk next opens after `at`, as the away reply says it: `MM-DD HH:mm` shop time; null when it never does. */
export function nextOpening(settings: DeskSettings, at: number): string | null {
  if (minutesOf(settings.opens) >= minutesOf(settings.closes)) return null;
  const shopNow = at + SHOP_UTC_OFFSET_MS;
  const today = shopNow - (shopNow % DAY_MS);
  for (let day = 0; day <= 7; day++) {
    const opening = today + day * DAY_MS + minutesOf(settings.opens) * 60_000;
    if (opening > shopNow && settings.days.includes(new Date(opening).getUTCDay())) {
      return new Date(opening).toISOString().slice(5, 16).replace('T', ' ');
    }
  }
  return null;
}

/** A quick reply with its variables filled; an unknown value leaves an empty place, never the braces. */
export function fillQuickReply(content: string, values: { nickname: string; order_no: string; agent: string }): string {
  return content.replace(/\{\{(nickname|order_no|agent)\}\}/g, (_, name: keyof typeof values) => values[name]);
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number;
}

/** The shop day (YYYY-MM-DD) of a time, and the first moment of a shop day. */
export const shopDay = (at: number) => new Date(at + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
export const shopDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - SHOP_UTC_OFFSET_MS;

/** A queue page's cursor: the place of its last row, as `updated_at:conversation_id`. */
export const queueCursor = (row: { updated_at: number; conversation_id: string }) =>
  `${row.updated_at}:${row.conversation_id}`;

/** The place a cursor names; undefined when it is not one the queue gave. */
export function queuePlace(cursor: string): { updatedAt: number; conversationId: string } | undefined {
  const colon = cursor.indexOf(':');
  const updatedAt = Number(cursor.slice(0, colon));
  const conversationId = cursor.slice(colon + 1);
  if (colon < 1 || !Number.isSafeInteger(updatedAt) || !conversationId) return undefined;
  return { updatedAt, conversationId };
}

export interface SessionFacts {
  opened_at: number;
  first_response_at: number | null;
  resolved_at: number | null;
  rating: number | null;
}

/** A report's figures over sessions: first response and resolution times from opening, satisfaction as mean stars. */
export function figuresOf(sessions: readonly SessionFacts[]): DeskFigures {
  const sortedGaps = (pick: (s: SessionFacts) => number | null) =>
    sessions
      .flatMap((s) => {
        const at = pick(s);
        return at === null ? [] : [at - s.opened_at];
      })
      .sort((a, b) => a - b);
  const responses = sortedGaps((s) => s.first_response_at);
  const resolutions = sortedGaps((s) => s.resolved_at);
  const ratings = sessions.flatMap((s) => (s.rating === null ? [] : [s.rating]));
  return {
    conversations: sessions.length,
    resolved: resolutions.length,
    first_response_median_ms: percentile(responses, 0.5),
    first_response_p90_ms: percentile(responses, 0.9),
    resolution_median_ms: percentile(resolutions, 0.5),
    ratings: ratings.length,
    satisfaction: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : null,
  };
}

/**
 * What a new session hears, in the customer's language (the English text when written, else the Chinese): the greeting
 * in service hours, else the away reply saying when the shop opens; null when that is not set.
 */
export function greetingOf(
  settings: DeskSettings,
  at: number,
  language: ContentLanguage,
): { kind: 'greeting' | 'away'; text: string } | null {
  const open = isServiceTime(settings, at);
  const text = open
    ? inLanguage(language, settings.greeting, settings.greeting_en)
    : inLanguage(language, settings.away_reply, settings.away_reply_en);
  if (!text) return null;
  const filled = text
    .replaceAll('{{hours}}', `${settings.opens}–${settings.closes}`)
    .replaceAll('{{next_open}}', open ? '' : (nextOpening(settings, at) ?? ''));
  return { kind: open ? 'greeting' : 'away', text: filled };
}
