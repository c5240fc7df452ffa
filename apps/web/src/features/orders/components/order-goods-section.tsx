import type { Order } from '@ffe/shared/contracts/order';
import { useTranslation } from 'react-i18next';
import { useMoneyRows } from '../../../components/order/money-rows';
import styles from '../pages/order-detail-page.module.css';
import { Fact, Facts } from './fact-list';
import { OrderLines } from './order-lines';
import { OrderSection } from './order-section';

/** What was bought and what it cost: every charged line (goods, delivery, surcharge, coupon), the total, and refunds. */
export function OrderGoodsSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const rows = useMoneyRows(order, order.paidAt === null ? 'due' : 'pay');
  return (
    <OrderSection title={t('order.goods')}>
      <OrderLines lines={order.lines} />
      <Facts>
        {rows.map((row) => (
          <Fact key={row.key} label={row.label}>
            {row.role === 'total' ? <strong className={styles.price}>{row.value}</strong> : row.value}
          </Fact>
        ))}
      </Facts>
    </OrderSection>
  );
}
