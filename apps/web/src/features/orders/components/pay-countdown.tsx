import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_KEY } from '../../../lib/api/get-order';
import { useTimeLeft } from '../hooks/use-time-left';
import { formatTimeLeft } from '../utils/shop-time';

/** The time an unpaid order has left to be paid, in `text` ('order.payLeft' or 'order.hint.pending_payment'). */
export function PayCountdown({
  deadline,
  text,
}: {
  deadline: number;
  text: 'order.payLeft' | 'order.hint.pending_payment';
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const left = useTimeLeft(deadline) ?? 0;
  const expired = left === 0;
  // The server cancels the order at its deadline; reading the orders again then shows it.
  useEffect(() => {
    if (expired) void client.invalidateQueries({ queryKey: ORDERS_KEY });
  }, [expired, client]);
  return <span role="timer">{expired ? t('order.payExpired') : t(text, { time: formatTimeLeft(left) })}</span>;
}
