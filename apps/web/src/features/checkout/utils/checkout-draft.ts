import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import type { Sender } from '@ffe/shared/contracts/order';

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
  const slotRefused = errCode === 'DELIVERY_SLOT_FULL' || errCode === 'DELIVERY_SLOT_UNAVAILABLE';
  if (slotRefused && choices.deliverySlot !== undefined) return { ...choices, deliverySlot: undefined };
  return choices;
}
