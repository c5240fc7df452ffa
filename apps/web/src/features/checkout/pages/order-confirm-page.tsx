import { ORDER_NOTE_MAX_LENGTH } from '@ffe/shared/constants';
import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import type { OrderQuote } from '@ffe/shared/contracts/order';
import type { CartLineRef } from '@ffe/shared/domain/cart-lines';
import { formatYuan } from '@ffe/shared/domain/money';
import { Button, Input } from 'antd-mobile';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { PATHS, pathTo } from '../../../lib/paths';
import { cartActions } from '../../../stores/cart-actions';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderQuote } from '../api/confirm-order';
import { useCreateOrder } from '../api/create-order';
import { AddOnRow } from '../components/add-on-row';
import { AddressSection } from '../components/address-section';
import barStyles from '../components/bottom-bar.module.css';
import { CardMessage } from '../components/card-message';
import sectionStyles from '../components/checkout.module.css';
import { CouponPicker } from '../components/coupon-picker';
import { type DeliveryChoice, DeliveryPicker } from '../components/delivery-picker';
import { InvoicePicker } from '../components/invoice-picker';
import { OrderAmounts } from '../components/order-amounts';
import { QuoteLines } from '../components/quote-lines';
import { useRememberedDraft } from '../hooks/use-remembered-draft';
import { errCodeOf, toastFailure } from '../utils/failure';
import {
  type CheckoutQuery,
  linesToConfirm,
  type OrderLineInput,
  orderLineKey,
  withAddOns,
} from '../utils/order-lines';
import styles from './order-confirm-page.module.css';

/** What the member chose that the server quotes; left undefined, the server chooses (the best coupon, the default address). */
interface Choices {
  addressId?: string | undefined;
  couponId?: string | null | undefined;
  deliveryDate?: string | undefined;
  deliverySlot?: string | undefined;
}

interface Draft {
  choices: Choices;
  cardMessage: string;
  anonymous: boolean;
  invoice: InvoiceTitle | null;
  note: string;
}

const EMPTY_DRAFT: Draft = { choices: {}, cardMessage: '', anonymous: false, invoice: null, note: '' };

type Blocked = 'lineProblem' | 'noAddress' | 'outOfArea' | 'belowMinimum' | 'noSlot' | 'other';

/** Why the order cannot be submitted as quoted. */
function blockedBy(quote: OrderQuote): Blocked | null {
  if (quote.payable) return null;
  if (quote.lines.some((line) => line.problem !== null)) return 'lineProblem';
  if (!quote.address) return 'noAddress';
  if (quote.deliveryProblem) return quote.deliveryProblem.reason;
  if (!quote.delivery.slot) return 'noSlot';
  return 'other';
}

/** What the delivery problem's text names: the district not served, or the minimum order and what is missing. */
function problemValues(quote: OrderQuote) {
  const problem = quote.deliveryProblem;
  if (problem?.reason === 'outOfArea') return { district: problem.district };
  if (problem?.reason === 'belowMinimum') {
    return { minOrder: formatYuan(problem.minOrder), missing: formatYuan(problem.missing) };
  }
  return {};
}

/** The choice the server refused at create, dropped so that the new quote brings one that works; else the same. */
function withoutRefused(choices: Choices, errCode: string | undefined): Choices {
  if (errCode === 'COUPON_NOT_USABLE' && choices.couponId !== undefined) return { ...choices, couponId: undefined };
  const slotRefused = errCode === 'DELIVERY_SLOT_FULL' || errCode === 'DELIVERY_SLOT_UNAVAILABLE';
  if (slotRefused && choices.deliverySlot !== undefined) return { ...choices, deliverySlot: undefined };
  return choices;
}

/** The cart's lines that the order was made of, by goods and option; an add-on picked here never was in the cart. */
function cartLinesOrdered(fromCart: readonly OrderLineInput[], ordered: readonly OrderLineInput[]): CartLineRef[] {
  const keys = new Set(ordered.map(orderLineKey));
  return fromCart
    .filter((line) => keys.has(orderLineKey(line)))
    .map(({ goodsId, skuId }) => (skuId === undefined ? { goodsId } : { goodsId, skuId }));
}

function Checkout({ initialLines, fromCart }: { initialLines: OrderLineInput[]; fromCart: boolean }) {
  const { t } = useTranslation();
  // The add-ons picked here are lines too; the lines from the cart stay as they came.
  const [lines, setLines] = useState(initialLines);
  const navigate = useNavigate();
  const [draft, setDraft, forgetDraft] = useRememberedDraft<Draft>(EMPTY_DRAFT);
  // One key for this visit: a retried create answers with the order the first try may have made.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const quote = useOrderQuote({ lines, ...draft.choices });
  const create = useCreateOrder();
  // Set at the first tap, before React has re-rendered the button as busy: a double tap makes one order.
  const submitting = useRef(false);
  const noteId = useId();

  if (!quote.data) {
    return quote.isError ? (
      <PageError message={quote.error.message} onRetry={() => void quote.refetch()} />
    ) : (
      <PageLoading />
    );
  }

  const current = quote.data;
  const blocked = blockedBy(current);
  const edit = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const choose = (change: Choices) => setDraft((d) => ({ ...d, choices: { ...d.choices, ...change } }));

  const submit = () => {
    const { address, delivery } = current;
    if (submitting.current || !address || !delivery.date || !delivery.slot) return;
    submitting.current = true;
    create.mutate(
      {
        lines,
        addressId: address.id,
        couponId: current.couponId,
        deliveryDate: delivery.date,
        deliverySlot: delivery.slot,
        idempotencyKey,
        cardMessage: draft.cardMessage.trim(),
        anonymous: draft.anonymous,
        invoiceTitleId: draft.invoice?.id,
        note: draft.note.trim(),
      },
      {
        onSuccess: (order) => {
          forgetDraft();
          if (fromCart) cartActions.remove(cartLinesOrdered(initialLines, lines));
          // Replaced, so that Back does not come back to a confirmation already spent.
          navigate(pathTo('orderPay', { id: order.id }), { replace: true });
        },
        onError: (error) => {
          submitting.current = false;
          toastFailure(error);
          // Stock, prices or slots changed: quote again so the page shows what stands now.
          const choices = withoutRefused(draft.choices, errCodeOf(error));
          if (choices === draft.choices) void quote.refetch();
          else edit({ choices });
        },
      },
    );
  };

  return (
    <div className={styles.page} aria-busy={quote.isFetching}>
      <AddressSection address={current.address} onChoose={(addressId) => choose({ addressId })} />
      <QuoteLines lines={current.lines} />
      <AddOnRow addOns={current.addOns} lines={lines} onChange={setLines} />
      <DeliveryPicker
        delivery={current.delivery}
        onChoose={({ date, slot }: DeliveryChoice) => choose({ deliveryDate: date, deliverySlot: slot })}
      />
      <CardMessage
        message={draft.cardMessage}
        anonymous={draft.anonymous}
        onMessage={(cardMessage) => edit({ cardMessage })}
        onAnonymous={(anonymous) => edit({ anonymous })}
      />
      <section className={sectionStyles.section} aria-label={t('checkout.extras')}>
        <CouponPicker quote={current} onChoose={(couponId) => choose({ couponId })} />
        <InvoicePicker chosen={draft.invoice} onChoose={(invoice) => edit({ invoice })} />
        <div className={sectionStyles.row}>
          <label htmlFor={noteId} className={sectionStyles.rowLabel}>
            {t('checkout.note')}
          </label>
          <Input
            id={noteId}
            className={styles.note}
            value={draft.note}
            onChange={(note) => edit({ note })}
            maxLength={ORDER_NOTE_MAX_LENGTH}
            placeholder={t('checkout.notePlaceholder')}
          />
        </div>
      </section>
      <OrderAmounts quote={current} />

      <div className={`${barStyles.bar} ${styles.bar}`}>
        {blocked && (
          <p className={styles.blocked} role="status">
            {t(`checkout.blocked.${blocked}`, problemValues(current))}
          </p>
        )}
        <div className={styles.barMain}>
          <span className={styles.total}>
            {t('checkout.payAmount')}
            <strong className={styles.totalAmount} data-testid="pay-amount">
              {t('checkout.money', { amount: formatYuan(current.payAmount) })}
            </strong>
          </span>
          <Button
            color="primary"
            shape="rounded"
            className={styles.submit}
            loading={create.isPending}
            loadingText={t('checkout.submitting')}
            disabled={blocked !== null || quote.isFetching}
            onClick={submit}
          >
            {t('checkout.submit')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Order confirmation: the lines come from the query (the cart's checked lines, one goods bought now, or an order's
 * lines bought again); the server quotes them with the member's choices, and submitting creates the order and goes
 * on to pay it.
 */
export default function OrderConfirmPage(query: CheckoutQuery) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cartList = useCartStore((state) => state.cartList);
  // Fixed for the visit: the cart loses these lines when the order is made, and the page must not empty meanwhile.
  const [lines] = useState(() => withAddOns(linesToConfirm(query, cartList), query.addOns));

  if (lines.length === 0) {
    return (
      <EmptyState title={t('checkout.emptyLines')} description={t('checkout.emptyLinesHint')}>
        <Button color="primary" onClick={() => navigate(PATHS.cart)}>
          {t('checkout.backToCart')}
        </Button>
      </EmptyState>
    );
  }
  return <Checkout initialLines={lines} fromCart={query.from === 'cart'} />;
}
