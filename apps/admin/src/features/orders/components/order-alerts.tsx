import { SoundOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openPushSocket } from '../../../lib/push-socket';
import { useToken } from '../../../lib/session';
import { ORDERS_KEY } from '../api/list-orders';
import { chime, setAlertsMuted, useAlertsMuted } from './alert-sound';

/**
 * The new-order alert: while the console is open, a paid order shows a notification with a chime and the order list
 * is asked again. The socket follows the sign-in: a new token opens a new one, logging out closes it.
 */
export function OrderAlerts() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useToken();
  // The socket outlives renders; what a frame does reads the latest of these.
  const latest = useRef({ t, notification, navigate });
  latest.current = { t, notification, navigate };

  useEffect(() => {
    if (!token) return;
    const socket = openPushSocket({
      token,
      onFrame: (frame) => {
        if (frame.type !== 'order-paid') return;
        const alert = frame.data;
        const { t: text, notification: notify, navigate: go } = latest.current;
        void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
        chime();
        notify.info({
          key: alert.orderId,
          title: text('orders.alert.title', { orderNo: alert.orderNo }),
          description: text('orders.alert.body', {
            amount: alert.payAmount.toFixed(2),
            date: alert.deliveryDate,
            slot: alert.deliverySlot,
          }),
          placement: 'topRight',
          duration: 8,
          onClick: () => void go(`/orders/${alert.orderId}`),
          className: 'order-alert',
        });
      },
    });
    return () => socket.close();
  }, [token, queryClient]);

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
