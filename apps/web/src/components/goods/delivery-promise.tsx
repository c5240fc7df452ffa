import { SHOP_UTC_OFFSET_MS } from '@ffe/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryPromiseQuery, useDeliveryPromise } from '../../lib/api/delivery-promise';
import styles from './delivery-promise.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:MM of an instant in the shop's time. */
const shopClock = (at: number) => new Date(at + SHOP_UTC_OFFSET_MS).toISOString().slice(11, 16);

/** H:MM:SS of a span. */
function span(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Ticks each second until `until` (an instant of the server's clock, `skew` ahead of this one), then stops. */
function useCountdown(until: number | null, skew: number): number | null {
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    setNow(Date.now() + skew);
    if (until === null) return;
    const timer = setInterval(() => {
      const at = Date.now() + skew;
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until, skew]);
  return until === null ? null : until - now;
}

/**
 * The delivery promise of the goods page and the cart (issue 16): "今日16:00前下单，今日送达" with the time left to the
 * cut-off, ticking each second; at the cut-off it asks again and shows the first date that can be booked. A member's
 * default district says whether it is served.
 */
export function DeliveryPromise() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const promise = useDeliveryPromise();
  const data = promise.data;
  const skew = data ? data.now - promise.dataUpdatedAt : 0;
  const left = useCountdown(data?.orderBy ?? null, skew);
  const closed = left !== null && left <= 0;

  useEffect(() => {
    if (closed) void client.invalidateQueries({ queryKey: deliveryPromiseQuery().queryKey });
  }, [closed, client]);

  if (!data) return null;
  let line: string;
  if (data.sameDay && data.orderBy !== null && !closed) line = t('promise.sameDay', { time: shopClock(data.orderBy) });
  else if (!data.firstDate) line = t('promise.none');
  else {
    const tomorrow = new Date(data.now + SHOP_UTC_OFFSET_MS + 86_400_000).toISOString().slice(0, 10);
    const [, month, day] = data.firstDate.split('-').map(Number);
    line =
      data.firstDate === tomorrow
        ? t('promise.tomorrow')
        : t('promise.firstDate', { date: t('common.monthDay', { month, day }) });
  }

  return (
    <section className={styles.promise} aria-label={line} data-testid="delivery-promise">
      <p className={styles.line}>
        <span>{line}</span>
        {left !== null && !closed && (
          <span className={styles.countdown} role="timer">
            {t('promise.countdown', { time: span(left) })}
          </span>
        )}
      </p>
      {data.area && (
        <p className={data.area.served ? styles.served : styles.notServed}>
          {data.area.served ? t('promise.served', { district: data.area.district }) : t('promise.notServed')}
        </p>
      )}
    </section>
  );
}
