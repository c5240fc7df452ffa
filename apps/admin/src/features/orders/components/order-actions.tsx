import type { AdminOrder } from '@ffe/shared/contracts/admin-orders';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useCan } from '../../../lib/permissions';
import { useCancelOrder } from '../api/cancel-order';
import { usePrepareOrder } from '../api/prepare-order';
import { ChangeDeliveryDialog } from './change-delivery-dialog';
import { DeliverDialog } from './deliver-dialog';
import { DispatchDialog } from './dispatch-dialog';
import { RefundDialog } from './refund-dialog';
import { useRefusal } from './use-refusal';

type Dialog = 'dispatch' | 'deliver' | 'refund' | 'change';

/** The stems a STEMS_SHORT refusal names, after its first ': ' ("红玫瑰 ×3; 尤加利 ×2"). */
export const shortStemsOf = (detail: string) => {
  const at = detail.indexOf(': ');
  return at < 0 ? '' : detail.slice(at + 2);
};

/** The moves the order's state and the member's permissions allow, as buttons; each asks the server, which decides. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const can = useCan();
  const prepare = usePrepareOrder();
  const cancel = useCancelOrder();
  const refusal = useRefusal();
  const once = useOneAtATime();
  const [dialog, setDialog] = useState<Dialog>();
  type DoneKey = 'orders.prepared' | `orders.${'cancel' | 'dispatch' | 'deliver' | 'refund' | 'change'}.done`;
  const done = (key: DoneKey) => () => {
    setDialog(undefined);
    void message.success(t(key, { orderNo: order.orderNo }));
  };
  /** A refused move whose order is where it would have gone is done (a second click); else it says why. */
  const refused = (key: DoneKey, reached: AdminOrder['status']) => async (error: unknown) => {
    const outcome = await refusal(error, order.id, [reached]);
    if (outcome.done) done(key)();
    else void message.error(outcome.message);
  };
  const waitingInShop = order.status === 'paid' || order.status === 'preparing';
  // The shop still owes the delivery: staff may change it at the customer's request until it is delivered.
  const changeable = waitingInShop || order.status === 'delivering';

  /** Starts the order; a cooler short of its stems asks the florist first whether to make it anyway. */
  const startPreparing = (makeAnyway = false): Promise<void> =>
    prepare.mutateAsync({ id: order.id, makeAnyway }).then(done('orders.prepared'), async (error: unknown) => {
      if (makeAnyway || !(error instanceof ApiError) || error.errCode !== 'STEMS_SHORT') {
        return refused('orders.prepared', 'preparing')(error);
      }
      modal.confirm({
        title: t('orders.makeShort.title', { orderNo: order.orderNo }),
        content: t('orders.makeShort.content', { stems: shortStemsOf(error.detail) }),
        okText: t('orders.makeShort.ok'),
        cancelText: t('common.cancel'),
        onOk: () => startPreparing(true),
      });
    });

  const confirmCancel = () =>
    modal.confirm({
      title: t('orders.cancel.confirm', { orderNo: order.orderNo }),
      content: t('orders.cancel.hint'),
      okText: t('orders.cancel.action'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        cancel.mutateAsync(order.id).then(done('orders.cancel.done'), refused('orders.cancel.done', 'cancelled')),
    });

  return (
    <Space wrap>
      {order.status === 'paid' && can('orders.prepare') && (
        <Button type="primary" loading={prepare.isPending} onClick={() => once(() => startPreparing())}>
          {t('orders.prepare')}
        </Button>
      )}
      {waitingInShop && can('orders.dispatch') && (
        <Button type={order.status === 'preparing' ? 'primary' : 'default'} onClick={() => setDialog('dispatch')}>
          {t('orders.dispatch.action')}
        </Button>
      )}
      {order.status === 'delivering' && can('orders.deliver') && (
        <Button type="primary" onClick={() => setDialog('deliver')}>
          {t('orders.deliver.action')}
        </Button>
      )}
      {changeable && can('orders.change') && (
        <Button onClick={() => setDialog('change')}>{t('orders.change.action')}</Button>
      )}
      {order.status === 'pending_payment' && can('orders.refund') && (
        <Button danger onClick={confirmCancel}>
          {t('orders.cancel.action')}
        </Button>
      )}
      {waitingInShop && can('orders.refund') && (
        <Button danger onClick={() => setDialog('refund')}>
          {t('orders.refund.action')}
        </Button>
      )}
      {dialog === 'dispatch' && (
        <DispatchDialog
          ids={[order.id]}
          orderNo={order.orderNo}
          onClose={() => setDialog(undefined)}
          onDone={done('orders.dispatch.done')}
        />
      )}
      {dialog === 'deliver' && (
        <DeliverDialog order={order} onClose={() => setDialog(undefined)} onDone={done('orders.deliver.done')} />
      )}
      {dialog === 'change' && (
        <ChangeDeliveryDialog order={order} onClose={() => setDialog(undefined)} onDone={done('orders.change.done')} />
      )}
      {dialog === 'refund' && (
        <RefundDialog order={order} onClose={() => setDialog(undefined)} onDone={done('orders.refund.done')} />
      )}
    </Space>
  );
}
