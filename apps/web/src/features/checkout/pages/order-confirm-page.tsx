import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DeliveryChoice } from '../../../components/delivery/delivery-choices';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { PATHS } from '../../../lib/paths';
import { cartActions } from '../../../stores/cart-actions';
import { useCartStore } from '../../../stores/cart-store';
import { useUserStore } from '../../../stores/user-store';
import { useOrderQuote } from '../api/confirm-order';
import { AddOnRow } from '../components/add-on-row';
import { AddressSection } from '../components/address-section';
import { CardMessage } from '../components/card-message';
import { DeliveryPicker } from '../components/delivery-picker';
import { OrderAmounts } from '../components/order-amounts';
import { OrderExtras } from '../components/order-extras';
import { OrderSubmitBar } from '../components/order-submit-bar';
import { QuoteLines } from '../components/quote-lines';
import { RecipientText } from '../components/recipient-text';
import { SenderSection } from '../components/sender-section';
import { useRememberedDraft } from '../hooks/use-remembered-draft';
import { useSubmitOrder } from '../hooks/use-submit-order';
import {
  type Choices,
  type Draft,
  dayNoLongerOffered,
  EMPTY_DRAFT,
  withoutPassedDate,
  withoutRefused,
} from '../utils/checkout-draft';
import {
  type CheckoutQuery,
  cartLinesOrdered,
  linesToConfirm,
  type OrderLineInput,
  withAddOns,
} from '../utils/order-lines';
import { hasSenderProblems, senderOfAccount, senderProblems } from '../utils/sender';
import styles from './order-confirm-page.module.css';

function Checkout({ initialLines, fromCart }: { initialLines: OrderLineInput[]; fromCart: boolean }) {
  // The add-ons picked here are lines too; the lines from the cart stay as they came.
  const [lines, setLines] = useState(initialLines);
  const [draft, setDraft, forgetDraft] = useRememberedDraft<Draft>(EMPTY_DRAFT);
  const quote = useOrderQuote({ lines, ...withoutPassedDate(draft.choices, Date.now()) });
  const order = useSubmitOrder();
  const user = useUserStore((state) => state.user);
  // Set by a submit the orderer's problems stopped: from then on they show, and say why the button waits.
  const [triedSubmit, setTriedSubmit] = useState(false);

  // A remembered day closed, booked up or passed since gives way to the earliest one the server can still offer.
  if (dayNoLongerOffered(draft.choices.deliveryDate, quote.data, quote.error as { errCode?: string } | null)) {
    setDraft((d) => ({ ...d, choices: { ...d.choices, deliveryDate: undefined, deliverySlot: undefined } }));
  }

  if (!quote.data) {
    return quote.isError ? (
      <PageError message={quote.error.message} onRetry={() => void quote.refetch()} />
    ) : (
      <PageLoading />
    );
  }

  const current = quote.data;
  const edit = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const choose = (change: Choices) => setDraft((d) => ({ ...d, choices: { ...d.choices, ...change } }));
  const sender = draft.sender ?? senderOfAccount(user);
  const senderWrong = hasSenderProblems(senderProblems(sender));

  const submit = () => {
    setTriedSubmit(true);
    if (senderWrong) return;
    order.submit(current, lines, draft, sender, {
      onCreated: () => {
        forgetDraft();
        if (fromCart) cartActions.remove(cartLinesOrdered(initialLines, lines));
      },
      onRefused: (errCode) => {
        // Stock, prices or slots changed: quote again so the page shows what stands now.
        const choices = withoutRefused(draft.choices, errCode);
        if (choices === draft.choices) void quote.refetch();
        else edit({ choices });
      },
    });
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
        signature={draft.cardSignature ?? ''}
        anonymous={draft.anonymous}
        onMessage={(cardMessage) => edit({ cardMessage })}
        onSignature={(cardSignature) => edit({ cardSignature })}
        onAnonymous={(anonymous) => edit({ anonymous })}
      />
      <RecipientText on={draft.notifyRecipient ?? true} onChange={(notifyRecipient) => edit({ notifyRecipient })} />
      <SenderSection sender={sender} showProblems={triedSubmit} onChange={(next) => edit({ sender: next })} />
      <OrderExtras
        quote={current}
        onCoupon={(couponId) => choose({ couponId })}
        invoice={draft.invoice}
        onInvoice={(invoice) => edit({ invoice })}
        note={draft.note}
        onNote={(note) => edit({ note })}
      />
      {/* A desktop shows the amounts and the button beside the form. */}
      <div className={styles.aside}>
        <OrderAmounts quote={current} />
        <OrderSubmitBar
          quote={current}
          quoting={quote.isFetching}
          submitting={order.isPending}
          senderWrong={triedSubmit && senderWrong}
          onSubmit={submit}
        />
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
