import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chime } from '../../../lib/alert-sound';
import { usePushFrames } from '../../../lib/push-frames';
import { ORDERS_KEY } from '../api/list-orders';

/**
 * The new-order alert: while the console is open, a paid order shows a notification with a chime and the order list
 * is asked again, heard on the console's one push socket (lib/push-frames).
 */
export function OrderAlerts() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  usePushFrames((frame) => {
    if (frame.type === 'order-back') {
      // A courier brought flowers back: the florist decides what happens next.
      const back = frame.data;
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      chime('orders');
      notification.warning({
        key: `back-${back.orderId}`,
        title: t(`orders.attention.${back.outcome}`),
        description: t('orders.alert.back', { orderNo: back.orderNo, courier: back.courierName ?? '' }),
        placement: 'topRight',
        duration: 0,
        onClick: () => void navigate(`/orders/${back.orderId}`),
      });
      return;
    }
    if (frame.type !== 'order-paid') return;
    const alert = frame.data;
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    chime('orders');
    notification.info({
      key: alert.orderId,
      title: t('orders.alert.title', { orderNo: alert.orderNo }),
      description: t('orders.alert.body', {
        amount: alert.payAmount.toFixed(2),
        date: alert.deliveryDate,
        slot: alert.deliverySlot,
      }),
      placement: 'topRight',
      duration: 8,
      onClick: () => void navigate(`/orders/${alert.orderId}`),
      className: 'order-alert',
    });
  });

  return null;
}
