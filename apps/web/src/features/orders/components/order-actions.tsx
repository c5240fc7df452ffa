import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { Order } from '@ffe/shared/contracts/order';
import { formatCents } from '@ffe/shared/domain/money';
import type { OrderAction, OrderStatus } from '@ffe/shared/domain/order-state';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastFailure } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import { useCancelPaidOrder } from '../api/cancel-paid-order';
import { useReceiveOrder } from '../api/receive-order';
import { useAlreadyAt } from '../hooks/use-already-at';
import { actionsOf, buyAgainLines, refundableCents } from '../utils/order-facts';
import styles from './order-actions.module.css';

/** The actions that move the order on, drawn in the brand colour. */
const MAIN_ACTIONS: readonly OrderAction[] = ['pay', 'receive', 'comment'];

type Question = 'cancel' | 'cancelPaid' | 'receive';

/** Where each question's yes takes the order. */
const REACHED: Record<Question, OrderStatus> = { cancel: 'cancelled', cancelPaid: 'refunded', receive: 'received' };

/** The buttons the state table allows for an order; cancelling and receiving ask first, the others open a page. */
export function OrderActions({ order, className }: { order: Order; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const cancelPaid = useCancelPaidOrder();
  const receive = useReceiveOrder();
  const alreadyAt = useAlreadyAt();
  const once = useOneAtATime();
  // The question stays set while its dialog animates away; `open` alone says whether it is asked.
  const [question, setQuestion] = useState<Question>('cancel');
  const [open, setOpen] = useState(false);
  const closeQuestion = useCallback(() => setOpen(false), []);

  const pages: Partial<Record<OrderAction, string>> = {
    // The chat offers this order's card to send, so the service sees which order it is about.
    contact: pathTo('chat', { user_id: DEFAULT_CUSTOMER_SERVICE_UID, order_id: order.id }),
    pay: pathTo('orderPay', { id: order.id }),
    change: pathTo('orderChange', { id: order.id }),
    comment: pathTo('orderComment', { id: order.id }),
    afterSale: pathTo('afterSale', { orderId: order.id }),
    buyAgain: pathTo('orderConfirm', { lines: buyAgainLines(order) }),
  };

  // A yes tapped twice changes the order once; one found changed so already (another tab) is done.
  const answerYes = () =>
    once(() => {
      const change = { cancel, cancelPaid, receive }[question];
      const done = () => toast(t(`order.${question}Done`), 'success');
      const reached = REACHED[question];
      return change.mutateAsync(order.id).then(done, async (error: Error) => {
        if (await alreadyAt(error, order.id, reached)) done();
        else toastFailure(error);
      });
    });

  const busy = cancel.isPending || cancelPaid.isPending || receive.isPending;

  return (
    <div className={className ? `${styles.actions} ${className}` : styles.actions}>
      {actionsOf(order).map((action) => (
        <Button
          key={action}
          size="small"
          shape="rounded"
          // Customer service is always there, so it sits apart as a quiet text button at the start.
          fill={action === 'contact' ? 'none' : 'outline'}
          className={action === 'contact' ? styles.contact : undefined}
          color={MAIN_ACTIONS.includes(action) ? 'primary' : 'default'}
          disabled={busy}
          onClick={() => {
            const page = pages[action];
            if (page) navigate(page);
            else {
              setQuestion(action as Question);
              setOpen(true);
            }
          }}
        >
          {t(`order.actions.${action}`)}
        </Button>
      ))}
      <ConfirmDialog
        visible={open}
        content={t(`order.${question}Confirm`, { amount: formatCents(refundableCents(order)) })}
        confirmText={t(`order.actions.${question}`)}
        cancelText={question === 'receive' ? undefined : t('order.keepOrder')}
        danger={question !== 'receive'}
        onConfirm={answerYes}
        onClose={closeQuestion}
      />
    </div>
  );
}
