import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import type { OrderQuote, Sender } from '@ffe/shared/contracts/order';
import { shopDate } from '../../../components/delivery/delivery-day';

/** What the member chose that the server quotes; left undefined, the server chooses (the best coupon, the default address). */
export interface Choices {
  addressId?: string | undefined;
  couponId?: string | null | undefined;
  deliveryDate?: string | undefined;
  deliverySlot?: string | undefined;
}

/** The order confirmation as filled in so far; useRememberedDraft keeps it for the history entry. */
export interface Draft {
  choices: Choices;
  cardMessage: string;
  cardSignature: string;
  anonymous: boolean;
  /** Text the recipient when the flowers leave; a draft kept from before the switch leaves it undefined, on. */
  notifyRecipient?: boolean | undefined;
  /** The orderer as the member changed it; until then the account's nickname and mobile stand in. */
  sender?: Sender | undefined;
  invoice: InvoiceTitle | null;
  note: string;
}

export const EMPTY_DRAFT: Draft = {
  choices: {},
  cardMessage: '',
  cardSignature: '',
  anonymous: false,
  invoice: null,
  note: '',
};

/** The choice the server refused at create, dropped so that the new quote brings one that works; else the same. */
export function withoutRefused(choices: Choices, errCode: string | undefined): Choices {
  if (errCode === 'COUPON_NOT_USABLE' && choices.couponId !== undefined) return { ...choices, couponId: undefined };
  // The cooler cannot make the flowers that day (issue 44): the next quote brings the first day it can.
  if (errCode === 'STEMS_SHORT' && choices.deliveryDate !== undefined) {
    return { ...choices, deliveryDate: undefined, deliverySlot: undefined };
  }
  const slotRefused = errCode === 'DELIVERY_SLOT_FULL' || errCode === 'DELIVERY_SLOT_UNAVAILABLE';
  if (slotRefused && choices.deliverySlot !== undefined) return { ...choices, deliverySlot: undefined };
  return choices;
}

const SLOT_REFUSALS = new Set(['DELIVERY_SLOT_FULL', 'DELIVERY_SLOT_UNAVAILABLE', 'STEMS_SHORT']);

/** The choices without a remembered delivery day that has passed (a draft kept over midnight); else the same. */
export function withoutPassedDate(choices: Choices, now: number): Choices {
  if (!choices.deliveryDate || choices.deliveryDate >= shopDate(now)) return choices;
  return { ...choices, deliveryDate: undefined, deliverySlot: undefined };
}

/**
 * Whether the quote says the chosen day cannot be had (refused, or answered without a slot on a day the calendar
 * greys): then the choice goes, and the server preselects the earliest possible day.
 */
export function dayNoLongerOffered(
  date: string | undefined,
  quote: OrderQuote | undefined,
  error: { errCode?: string | undefined } | null,
): boolean {
  if (!date) return false;
  if (error?.errCode && SLOT_REFUSALS.has(error.errCode)) return true;
  if (!quote || quote.delivery.date !== null) return false;
  const day = quote.delivery.days.find((d) => d.date === date);
  return !day || day.unavailable !== null;
}
