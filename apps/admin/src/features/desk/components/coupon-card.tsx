import type { CouponCardBody } from '@ffe/shared/contracts/im';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';

/** A coupon an agent gave: its name, what it takes off, from how much, and until when. */
export function CouponCard({ body }: { body: CouponCardBody }) {
  const { t } = useTranslation();
  const off =
    body.kind === 'fixed'
      ? t('desk.card.couponOff', { amount: body.amount_off.toFixed(2) })
      : t('desk.card.couponPercent', { percent: body.percent_off });
  return (
    <div className="desk-card desk-coupon">
      <div>
        <Typography.Text strong>
          {t('desk.card.coupon')} · {body.name}
        </Typography.Text>
        <div>{off}</div>
        <Typography.Text type="secondary" className="desk-small">
          {body.min_spend > 0 && `${t('desk.card.minSpend', { amount: body.min_spend.toFixed(2) })} · `}
          {t('desk.card.expires', { date: formatTime(body.expires_at) })}
        </Typography.Text>
      </div>
    </div>
  );
}
