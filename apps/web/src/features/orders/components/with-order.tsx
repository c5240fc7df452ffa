import type { Order } from '@ffe/shared/contracts/order';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { useOrder } from '../../../lib/api/get-order';
import { isNotFound } from '../../../lib/failure';

/** Loads order `id` for a page and renders `children` with it; without it, the page's missing, loading or failed state. */
export function WithOrder({ id, children }: { id: string | undefined; children: (order: Order) => ReactNode }) {
  const { t } = useTranslation();
  const order = useOrder(id);
  if (!id || isNotFound(order.error)) return <EmptyState title={t('order.notFound')} />;
  if (order.isPending) return <PageLoading />;
  if (order.isError) return <PageError message={order.error.message} onRetry={() => void order.refetch()} />;
  return children(order.data);
}
