import type { AfterSale } from '@ffe/shared/contracts/after-sale';
import { formatYuan } from '@ffe/shared/domain/money';
import { Button, Steps } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { isNotFound, refusalToasted } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAfterSale } from '../api/get-after-sale';
import { useWithdrawAfterSale } from '../api/withdraw-after-sale';
import styles from '../pages/after-sale-page.module.css';
import { formatShopTime } from '../utils/shop-time';
import { afterSaleLineText } from './after-sale-lines';
import { Fact, Facts } from './fact-list';
import panel from './panel.module.css';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** The request's road: submitted → reviewed → refunded, or its end when rejected or withdrawn. */
function stepsOf(request: AfterSale): { title: string; status: StepStatus }[] {
  const submitted = { title: 'requested', status: 'finish' as StepStatus };
  switch (request.status) {
    case 'rejected':
      return [submitted, { title: 'review', status: 'finish' }, { title: 'rejected', status: 'error' }];
    case 'withdrawn':
      return [submitted, { title: 'withdrawn', status: 'finish' }];
    case 'requested':
      return [submitted, { title: 'review', status: 'process' }, { title: 'refunded', status: 'wait' }];
    case 'approved':
      return [submitted, { title: 'review', status: 'finish' }, { title: 'refunded', status: 'process' }];
    case 'refunded':
      return [submitted, { title: 'review', status: 'finish' }, { title: 'refunded', status: 'finish' }];
  }
}

/** What was asked: the amount, the lines, why, and the pictures sent as evidence. */
function RequestDetails({ request }: { request: AfterSale }) {
  const { t } = useTranslation();
  return (
    <section className={`${panel.panel} ${styles.card}`}>
      <Facts>
        <Fact label={t('afterSale.amount')}>
          <strong className={styles.price}>{t('order.money', { amount: formatYuan(request.amount) })}</strong>
        </Fact>
        {request.lines.length > 0 && (
          <Fact label={t('afterSale.lines')}>{request.lines.map(afterSaleLineText).join(t('order.separator'))}</Fact>
        )}
        <Fact label={t('afterSale.kind')}>{t(`afterSale.kinds.${request.kind}`)}</Fact>
        <Fact label={t('afterSale.reason')}>{t(`afterSale.reasons.${request.reason}`)}</Fact>
        <Fact label={t('afterSale.orderNo')}>
          <Link className={styles.link} to={pathTo('orderDetail', { id: request.orderId })}>
            {request.orderNo}
          </Link>
        </Fact>
        <Fact label={t('afterSale.createdAt')}>{formatShopTime(request.createTime)}</Fact>
        {request.description && <Fact label={t('afterSale.description')}>{request.description}</Fact>}
      </Facts>
      {request.pictures.length > 0 && (
        <ul className={styles.pictures} aria-label={t('afterSale.evidence')}>
          {request.pictures.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t('pictures.picture', { index: index + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One request's progress and details; it can be withdrawn while the shop has not looked at it. */
export function AfterSaleProgress({ id }: { id: string }) {
  const { t } = useTranslation();
  const request = useAfterSale(id);
  const withdraw = useWithdrawAfterSale();
  const once = useOneAtATime();
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => setAsking(false), []);

  if (isNotFound(request.error)) return <EmptyState title={t('afterSale.notFound')} />;
  if (request.isPending) return <PageLoading />;
  if (request.isError) return <PageError message={request.error.message} onRetry={() => void request.refetch()} />;

  const shown = request.data;
  const withdrawNow = () =>
    once(() => withdraw.mutateAsync(shown.id).then(() => toast(t('afterSale.withdrawn'), 'success'), refusalToasted));

  return (
    <div className={styles.page}>
      <header className={styles.status}>
        <h2>{t(`afterSale.status.${shown.status}`)}</h2>
        <p>{t(`afterSale.statusHint.${shown.status}`)}</p>
      </header>
      <section className={`${panel.panel} ${styles.card}`} aria-label={t('afterSale.progress')}>
        <Steps>
          {stepsOf(shown).map((step) => (
            <Steps.Step key={step.title} title={t(`afterSale.steps.${step.title}`)} status={step.status} />
          ))}
        </Steps>
        {shown.staffNote && <p className={styles.note}>{t('afterSale.staffNote', { note: shown.staffNote })}</p>}
      </section>
      <RequestDetails request={shown} />
      {shown.status === 'requested' && (
        <div className={styles.submit}>
          <Button block shape="rounded" loading={withdraw.isPending} onClick={() => setAsking(true)}>
            {t('afterSale.withdraw')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        visible={asking}
        content={t('afterSale.withdrawConfirm')}
        confirmText={t('afterSale.withdraw')}
        danger
        onConfirm={withdrawNow}
        onClose={close}
      />
    </div>
  );
}
