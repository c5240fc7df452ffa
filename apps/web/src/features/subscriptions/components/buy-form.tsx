import type { SubscriptionPlan, subscriptionSeriesDetail } from '@ffe/shared/contracts/subscription';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { pathTo } from '../../../lib/paths';
import { useCreateSubscription } from '../api/create-subscription';
import { type BuyInput, useSubscriptionQuote } from '../api/quote-subscription';
import { dateWithWeekday, newAttemptKey, useProblemWords, useRefusal } from '../utils/words';
import { AddressChoice, useDefaultAddressId } from './address-choice';
import { CardFields } from './card-fields';
import { ChoiceChips } from './choice-chips';
import { EMPTY_GIFT, type GiftDraft, GiftFields } from './gift-fields';
import { QuotePanel } from './quote-panel';
import styles from './subscription-parts.module.css';

type SeriesDetail = z.infer<typeof subscriptionSeriesDetail.response>;
type Recipient = NonNullable<BuyInput['recipient']>;

export interface BuyDraft {
  gift: boolean;
  firstDate?: string | undefined;
  slot?: string | undefined;
  addressId?: string | undefined;
  couponId?: string | null | undefined;
  cardMessage: string;
  cardEvery: boolean;
  giftDraft: GiftDraft;
}

const giftReady = (gift: GiftDraft) =>
  gift.recipientName.trim().length >= 2 && /^1\d{10}$/.test(gift.recipientPhone) && gift.from.trim().length > 0;

/** The quote's and the purchase's input from what is chosen; a renewal's recipient stands until an address is picked. */
function buyInput(
  plan: SubscriptionPlan,
  draft: BuyDraft,
  addressId: string | undefined,
  renewal?: Recipient,
): BuyInput {
  const coupon = draft.couponId === undefined ? {} : { couponId: draft.couponId };
  // An unfinished gift is quoted without it (the price is the same): the server would refuse its fields.
  if (draft.gift)
    return giftReady(draft.giftDraft)
      ? { planId: plan.id, ...coupon, gift: draft.giftDraft }
      : { planId: plan.id, ...coupon };
  const where = draft.addressId || !renewal ? (addressId ? { addressId } : {}) : { recipient: renewal };
  return {
    planId: plan.id,
    ...coupon,
    ...(draft.firstDate ? { firstDate: draft.firstDate } : {}),
    ...(draft.slot ? { slot: draft.slot } : {}),
    ...where,
    cardMessage: draft.cardMessage,
    cardEvery: draft.cardEvery,
  };
}

/** Buying one plan: for oneself (first date, slot, address, card) or as a gift, the quote, and Pay. */
export function BuyForm({
  series,
  plan,
  renewal,
}: {
  series: SeriesDetail;
  plan: SubscriptionPlan;
  renewal?: Recipient | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refusal = useRefusal();
  const wordsOf = useProblemWords();
  const [draft, setDraft] = useState<BuyDraft>(() => ({
    gift: false,
    firstDate: plan.firstDates[0],
    slot: series.slots[0]?.id,
    cardMessage: '',
    cardEvery: false,
    giftDraft: EMPTY_GIFT,
  }));
  const defaultAddress = useDefaultAddressId();
  const addressId = draft.addressId ?? defaultAddress;
  const input = buyInput(plan, draft, addressId, renewal);
  const quote = useSubscriptionQuote(input);
  const create = useCreateSubscription();
  // One key per attempt: a retried Pay with the same choices answers the first purchase, a changed choice is new.
  const attempt = useRef({ input: '', key: newAttemptKey() });
  const edit = (change: Partial<BuyDraft>) => setDraft((d) => ({ ...d, ...change }));

  const problem = quote.data?.problem ?? null;
  const shown = problem
    ? { field: problem.field, text: wordsOf(problem.code, problem.field) }
    : refusal(create.error ?? quote.error);
  const problemText = shown?.text;
  const problemField = shown?.field;

  const pay = () => {
    const now = JSON.stringify(input);
    if (attempt.current.input !== now) attempt.current = { input: now, key: newAttemptKey() };
    create.mutate(
      { ...input, idempotencyKey: attempt.current.key },
      { onSuccess: ({ orderId }) => navigate(pathTo('orderPay', { id: orderId })) },
    );
  };

  return (
    <div className={styles.form}>
      <ChoiceChips
        label={t('sub.buy.who')}
        chips={[
          { value: 'self', label: t('sub.buy.forSelf') },
          { value: 'gift', label: t('sub.buy.asGift'), disabled: !plan.giftable },
        ]}
        value={draft.gift ? 'gift' : 'self'}
        onChoose={(value) => edit({ gift: value === 'gift' })}
      />
      {!plan.giftable && <p className={styles.muted}>{t('sub.buy.notGiftable')}</p>}
      {draft.gift ? (
        <GiftFields
          gift={draft.giftDraft}
          onChange={(giftDraft) => edit({ giftDraft })}
          problemField={problemField}
          problem={problemText}
        />
      ) : (
        <>
          <ChoiceChips
            label={t('sub.buy.firstDate')}
            chips={plan.firstDates.map((date) => ({ value: date, label: dateWithWeekday(t, date) }))}
            value={draft.firstDate}
            onChoose={(firstDate) => edit({ firstDate })}
          />
          <ChoiceChips
            label={t('sub.buy.slot')}
            chips={series.slots.map((slot) => ({ value: slot.id, label: slot.label }))}
            value={draft.slot}
            onChoose={(slot) => edit({ slot })}
          />
          <AddressChoice
            value={addressId}
            onChoose={(id) => edit({ addressId: id })}
            problem={problemField === 'addressId' || problemField === 'recipient' ? problemText : undefined}
          />
          <CardFields
            message={draft.cardMessage}
            every={draft.cardEvery}
            onMessage={(cardMessage) => edit({ cardMessage })}
            onEvery={(cardEvery) => edit({ cardEvery })}
          />
        </>
      )}
      <div className={styles.aside}>
        {quote.data && <QuotePanel quote={quote.data} onCoupon={(couponId) => edit({ couponId })} />}
        {problemText && !(problemField ?? '').match(/^(gift\.|addressId$|recipient$)/) && (
          <p className={styles.problem} role="alert">
            {problemText}
          </p>
        )}
        <Button
          block
          color="primary"
          shape="rounded"
          loading={create.isPending}
          disabled={!quote.data || Boolean(problem) || quote.isFetching || (draft.gift && !giftReady(draft.giftDraft))}
          onClick={pay}
        >
          {quote.isFetching && !quote.data ? t('sub.buy.quoting') : t('sub.buy.submit')}
        </Button>
      </div>
    </div>
  );
}
