import type { Order } from '@ffe/shared/contracts/order';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { OrderChangeForm } from '../components/order-change-form';
import { WithOrder } from '../components/with-order';
import styles from './order-change-page.module.css';

/** The form while the order is paid; once the florist started (or it ended), why it cannot change. */
function FormOrWhyNot({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.status === 'paid') return <OrderChangeForm order={order} />;
  return (
    <EmptyState title={t('order.change.notChangeable')} description={t('order.change.notChangeableHint')}>
      <Link className={styles.link} to={pathTo('orderDetail', { id: order.id })}>
        {t('order.change.viewOrder')}
      </Link>
    </EmptyState>
  );
}

/** Changing a paid order before the florist starts (issue 16): `?id=` names the order. */
export default function OrderChangePage({ id }: { id?: string | undefined }) {
  return <WithOrder id={id}>{(order) => <FormOrWhyNot order={order} />}</WithOrder>;
}
