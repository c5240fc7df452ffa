import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { toastFailure } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { type SandboxAnswer, useAnswerSandboxPayment } from '../api/answer-sandbox-payment';
import { type SandboxPayment, useSandboxPayment } from '../api/get-sandbox-payment';
import { BigAmount } from '../components/big-amount';
import barStyles from '../components/bottom-bar.module.css';
import { ChannelIcon } from '../components/channel-icon';
import { PageHeader } from '../components/page-header';
import { StatusPanel } from '../components/status-panel';
import { goToProviderUrl } from '../utils/app-path';
import styles from './sandbox-pay-page.module.css';

/** The payer's two answers, failing first so that paying is the button under the thumb. */
const ANSWERS = [
  { answer: 'fail', color: 'danger', fill: 'outline' },
  { answer: 'confirm', color: 'primary', fill: 'solid' },
] as const;

function Cashier({ payment, onRefresh }: { payment: SandboxPayment; onRefresh: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answer = useAnswerSandboxPayment();
  const once = useOneAtATime();

  if (payment.status !== 'pending') {
    return (
      <StatusPanel
        tone={payment.status === 'failed' ? 'failure' : 'notice'}
        title={t(`payment.sandboxStatus.${payment.status}`)}
      >
        <Link to={payment.returnUrl} replace className={styles.returnLink}>
          {t('payment.backToMerchant')}
        </Link>
      </StatusPanel>
    );
  }

  const reply = (choice: SandboxAnswer) =>
    once(() =>
      answer.mutateAsync({ paymentId: payment.paymentId, answer: choice }).then(
        // Back to the shop, in place of this page: the provider's page is done with.
        () => goToProviderUrl(payment.returnUrl, navigate, true),
        (error: Error) => {
          toastFailure(error);
          onRefresh();
        },
      ),
    );

  return (
    <div className={styles.page}>
      <section className={styles.receipt} aria-label={t('payment.receipt')}>
        <p className={styles.merchant}>{payment.merchant}</p>
        <BigAmount value={payment.amount} testId="sandbox-amount" />
        <dl className={styles.details}>
          <div>
            <dt>{t('payment.subject')}</dt>
            <dd>{payment.subject}</dd>
          </div>
          <div>
            <dt>{t('payment.channel')}</dt>
            <dd className={styles.channel}>
              <ChannelIcon channel={payment.channel} />
              {t(`payment.channels.${payment.channel}`)}
            </dd>
          </div>
        </dl>
        <p className={styles.notice}>{t('payment.sandboxHint')}</p>
      </section>
      <div className={`${barStyles.bar} ${styles.actions}`}>
        {ANSWERS.map(({ answer: choice, color, fill }) => (
          <Button
            key={choice}
            color={color}
            fill={fill}
            shape="rounded"
            size="large"
            disabled={answer.isPending}
            onClick={() => reply(choice)}
          >
            {t(`payment.${choice}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}

function LoadSandboxPayment({ paymentId }: { paymentId: string }) {
  const payment = useSandboxPayment(paymentId);
  if (payment.isPending) return <PageLoading />;
  if (payment.isError) return <PageError message={payment.error.message} onRetry={() => void payment.refetch()} />;
  return <Cashier payment={payment.data} onRefresh={() => void payment.refetch()} />;
}

/**
 * The sandbox provider's hosted pay page (`paymentId`): a cashier that pays or fails the payment on the payer's word,
 * then returns to the shop's returnUrl. Not the shop's own page, so no login.
 */
export default function SandboxPayPage({ paymentId }: { paymentId?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('title.sandboxPay')} badge={t('payment.sandbox')} />
      {paymentId ? <LoadSandboxPayment paymentId={paymentId} /> : <EmptyState title={t('payment.noPayment')} />}
    </>
  );
}
