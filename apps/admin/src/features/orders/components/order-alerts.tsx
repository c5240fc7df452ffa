import { SoundOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chime, setAlertsMuted, useAlertsMuted } from '../../../lib/alert-sound';
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
    if (frame.type !== 'order-paid') return;
    const alert = frame.data;
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    chime();
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

/** The header's switch for the new-order sound, remembered on this device. */
export function AlertSoundToggle() {
  const { t } = useTranslation();
  const muted = useAlertsMuted();
  const label = muted ? t('orders.alert.unmute') : t('orders.alert.mute');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={!muted}
        className={muted ? 'alert-muted' : undefined}
        icon={<SoundOutlined style={muted ? { opacity: 0.35 } : undefined} />}
        onClick={() => setAlertsMuted(!muted)}
      />
    </Tooltip>
  );
}
