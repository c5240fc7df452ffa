import type { Order } from '@ffe/shared/contracts/order';
import { canAskAfterSale, isAfterSaleOpen } from '@ffe/shared/domain/order-state';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { AfterSaleApplyForm } from '../components/after-sale-apply-form';
import { AfterSaleProgress } from '../components/after-sale-progress';
import { AfterSaleRequests } from '../components/after-sale-requests';
import { WithOrder } from '../components/with-order';
import { factsOf } from '../utils/order-facts';
import styles from './after-sale-page.module.css';

/** The apply form for an order, or why it cannot have one now. */
function ApplyOrWhyNot({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (canAskAfterSale(factsOf(order))) return <AfterSaleApplyForm order={order} />;
  const open = order.afterSales.find((request) => isAfterSaleOpen(request.status));
  return (
    <EmptyState
      title={open ? t('afterSale.openExists') : t('afterSale.notAllowed')}
      description={t(`order.status.${order.status}`)}
    >
      <Link
        className={styles.link}
        to={open ? pathTo('afterSale', { id: open.id }) : pathTo('orderDetail', { id: order.id })}
      >
        {open ? t('afterSale.viewProgress') : t('afterSale.viewOrder')}
      </Link>
    </EmptyState>
  );
}

/** After-sale service: `?orderId=` applies for an order, `?id=` follows one request, neither lists them all. */
export default function AfterSalePage({ id, orderId }: { id?: string | undefined; orderId?: string | undefined }) {
  if (id) return <AfterSaleProgress key={id} id={id} />;
  if (orderId) return <WithOrder id={orderId}>{(order) => <ApplyOrWhyNot order={order} />}</WithOrder>;
  return <AfterSaleRequests />;
}
