import type { OrderQuote, Sender } from '@ffe/shared/contracts/order';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errCodeOf, toastFailure } from '../../../lib/failure';
import { pathTo } from '../../../lib/paths';
import { useCreateOrder } from '../api/create-order';
import type { Draft } from '../utils/checkout-draft';
import type { OrderLineInput } from '../utils/order-lines';

interface Outcome {
  onCreated: () => void;
  /** Told after the failure is shown, with the server's code when it gave one. */
  onRefused: (errCode: string | undefined) => void;
}

/** Creates the order as quoted and filled in, then goes on to pay it; one order however often it is tapped. */
export function useSubmitOrder() {
  const navigate = useNavigate();
  // One key for this visit: a retried create answers with the order the first try may have made.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateOrder();
  // Set at the first tap, before React has re-rendered the button as busy: a double tap makes one order.
  const submitting = useRef(false);

  /** `sender` is the orderer as shown (the draft's, or the account's it starts from), already checked. */
  const submit = (
    quote: OrderQuote,
    lines: OrderLineInput[],
    draft: Draft,
    sender: Sender,
    { onCreated, onRefused }: Outcome,
  ) => {
    const { address, delivery } = quote;
    if (submitting.current || !address || !delivery.date || !delivery.slot) return;
    submitting.current = true;
    create.mutate(
      {
        lines,
        addressId: address.id,
        couponId: quote.couponId,
        deliveryDate: delivery.date,
        deliverySlot: delivery.slot,
        idempotencyKey,
        cardMessage: draft.cardMessage.trim(),
        // An anonymous card is signed by no one, whatever was typed before the switch.
        cardSignature: draft.anonymous ? '' : (draft.cardSignature ?? '').trim(),
        anonymous: draft.anonymous,
        notifyRecipient: draft.notifyRecipient ?? true,
        sender: { name: sender.name.trim(), phone: sender.phone.trim() },
        invoiceTitleId: draft.invoice?.id,
        note: draft.note.trim(),
      },
      {
        onSuccess: (order) => {
          onCreated();
          // Replaced, so that Back does not come back to a confirmation already spent.
          navigate(pathTo('orderPay', { id: order.id }), { replace: true });
        },
        onError: (error) => {
          submitting.current = false;
          toastFailure(error);
          onRefused(errCodeOf(error));
        },
      },
    );
  };

  return { submit, isPending: create.isPending };
}
