import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { Picture } from '../../../components/ui/picture';
import { isNotFound } from '../../../lib/failure';
import { loginPathFor, pathTo } from '../../../lib/paths';
import { hasValidToken } from '../../../lib/session';
import { useSeries } from '../api/get-series';
import { useSubscription } from '../api/get-subscription';
import { BuyForm } from '../components/buy-form';
import { PlanChoices } from '../components/plan-choices';
import styles from '../components/subscription-parts.module.css';

/**
 * One series to buy (`?id=`): its plans (`?plan=` preselects one), and the form for the plan chosen. `?renew=` is
 * the subscription bought again, whose recipient and address the new one starts from.
 */
export default function SeriesPage({ id = '', plan, renew }: { id?: string; plan?: string; renew?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const series = useSeries(id);
  const previous = useSubscription(renew ?? '', Boolean(renew));

  if (!series.data) {
    if (series.isError && isNotFound(series.error)) {
      return (
        <EmptyState title={t('sub.noSeries')} description={t('sub.noSeriesHint')}>
          <Button color="primary" onClick={() => navigate(pathTo('subscriptions'))}>
            {t('sub.browse')}
          </Button>
        </EmptyState>
      );
    }
    return series.isError ? (
      <PageError message={series.error.message} onRetry={() => void series.refetch()} />
    ) : (
      <PageLoading />
    );
  }
  // A renewal waits for the subscription it renews, so the form starts from its recipient.
  if (renew && previous.isPending) return <PageLoading />;

  const current = series.data;
  const chosen = current.plans.find((p) => p.id === plan) ?? current.plans[0];
  const choose = (planId: string) =>
    navigate(pathTo('subscriptionSeries', { id, plan: planId, renew }), { replace: true });

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <Picture src={current.cover} alt="" className={styles.cover} sizes="(min-width: 961px) 400px, 100vw" />
        <div>
          <h2 className={styles.title}>{current.name}</h2>
          <p className={styles.muted}>{current.description}</p>
          <p>{t('sub.thisWeek', { title: current.thisWeek.title })}</p>
          <p className={styles.muted}>{t('sub.nextWeek', { title: current.nextWeek.title })}</p>
        </div>
      </header>
      <PlanChoices plans={current.plans} value={chosen?.id} onChoose={choose} />
      {chosen &&
        // A visitor sees the plans; the form's quote and addresses are a member's, so it waits for a sign-in.
        (hasValidToken() ? (
          <BuyForm key={chosen.id} series={current} plan={chosen} renewal={previous.data?.recipient} />
        ) : (
          <Button
            block
            color="primary"
            onClick={() => navigate(loginPathFor(pathTo('subscriptionSeries', { id, plan: chosen.id })))}
          >
            {t('sub.signInToBuy')}
          </Button>
        ))}
    </div>
  );
}
