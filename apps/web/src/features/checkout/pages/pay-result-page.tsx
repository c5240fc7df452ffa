import { formatYuan } from '@ffe/shared/domain/money';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecommendedGoods } from '../../../components/goods/recommended-goods';
import { PageError } from '../../../components/ui/page-states';
import { useOrder } from '../../../lib/api/get-order';
import { PATHS, pathTo } from '../../../lib/paths';
import { usePaymentStatus } from '../api/get-payment-status';
import { DeliveryFacts } from '../components/delivery-facts';
import { NavButton } from '../components/nav-button';
import { PageHeader } from '../components/page-header';
import { StatusPanel } from '../components/status-panel';
import styles from './pay-result-page.module.css';

/** How long a pending payment is asked about before the page says it is still being confirmed. */
const CONFIRM_WAIT_MS = 20_000;

function ViewOrder({ orderId, primary = false }: { orderId: string | undefined; primary?: boolean }) {
  const { t } = useTranslation();
  const order = useOrder(orderId).data;
  const subscription = order?.kind === 'subscription' ? order.subscription : null;
  if (!orderId) return null;
  // A 周花 plan's purchase is followed on its subscription's page; the order itself is never made (decision 061).
  if (subscription) {
    return (
      <NavButton to={pathTo('subscriptionDetail', { id: subscription.id })} primary={primary}>
        {t('payment.viewSubscription')}
      </NavButton>
    );
  }
  return (
    <NavButton to={pathTo('orderDetail', { id: orderId })} primary={primary}>
      {t('payment.viewOrder')}
    </NavButton>
  );
}

/** When and to whom a goods order goes; a plan's purchase has no one delivery to name. */
function PaidFacts({ orderId }: { orderId: string }) {
  const kind = useOrder(orderId).data?.kind;
  return kind === 'goods' ? <DeliveryFacts orderId={orderId} /> : null;
}

/** The payment's outcome, asked about every second while it is pending, for at most 20 s at a time. */
function PaymentOutcome({ paymentId, orderId }: { paymentId: string; orderId: string | undefined }) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [waitedLong, setWaitedLong] = useState(false);
  const status = usePaymentStatus(paymentId, !waitedLong);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each refresh (a new round) waits 20 s again
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const payment = status.data;
  if (!payment && status.isError) {
    return <PageError message={status.error.message} onRetry={() => void status.refetch()} />;
  }
  const order = payment?.orderId ?? orderId;

  switch (payment?.status) {
    case 'succeeded':
      return (
        <StatusPanel
          tone="success"
          title={t('payment.succeeded')}
          description={
            <>
              <strong className={styles.amount}>{t('checkout.money', { amount: formatYuan(payment.amount) })}</strong>
              {order && <PaidFacts orderId={order} />}
            </>
          }
        >
          <ViewOrder orderId={order} primary />
          <NavButton to={PATHS.home}>{t('common.goHome')}</NavButton>
        </StatusPanel>
      );
    case 'failed':
      return (
        <StatusPanel tone="failure" title={t('payment.failed')} description={t('payment.failedHint')}>
          {order && (
            <NavButton to={pathTo('orderPay', { id: order })} primary>
              {t('payment.payAgain')}
            </NavButton>
          )}
          <ViewOrder orderId={order} />
        </StatusPanel>
      );
    case 'refunded':
      return (
        <StatusPanel tone="notice" title={t('payment.refunded')} description={t('payment.refundedHint')}>
          <ViewOrder orderId={order} />
        </StatusPanel>
      );
    default:
      if (!waitedLong) return <StatusPanel tone="waiting" title={t('payment.checking')} />;
      return (
        <StatusPanel tone="notice" title={t('payment.stillChecking')} description={t('payment.stillCheckingHint')}>
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => {
              setWaitedLong(false);
              setRound((n) => n + 1);
              void status.refetch();
            }}
          >
            {t('payment.refresh')}
          </Button>
          <ViewOrder orderId={order} />
        </StatusPanel>
      );
  }
}

/** Where a payment (`paymentId`, of the order `orderId`) ended up, under the page's own header with back and home. */
export default function PayResultPage({
  orderId,
  paymentId,
}: {
  orderId?: string | undefined;
  paymentId?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('title.payResult')} home />
      {paymentId ? (
        <PaymentOutcome paymentId={paymentId} orderId={orderId} />
      ) : (
        <StatusPanel tone="notice" title={t('payment.noPayment')}>
          <ViewOrder orderId={orderId} />
        </StatusPanel>
      )}
      <RecommendedGoods />
    </>
  );
}
