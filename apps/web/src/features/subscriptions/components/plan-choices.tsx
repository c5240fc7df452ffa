import type { SubscriptionPlan } from '@ffe/shared/contracts/subscription';
import { formatYuan } from '@ffe/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { everyWords } from '../utils/words';
import styles from './subscription-parts.module.css';

/** The series' plans: deliveries, how often, the price and per bouquet, and whether it can be a gift. */
export function PlanChoices({
  plans,
  value,
  onChoose,
}: {
  plans: readonly SubscriptionPlan[];
  value: string | undefined;
  onChoose: (planId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.plans}>
      <legend className={styles.legend}>{t('sub.plan.choose')}</legend>
      {plans.map((plan) => (
        <button
          key={plan.id}
          type="button"
          className={styles.plan}
          aria-pressed={plan.id === value}
          onClick={() => onChoose(plan.id)}
        >
          <span className={styles.planName}>
            {t('sub.plan.deliveries', { count: plan.deliveries })} · {everyWords(t, plan.everyWeeks)}
            {plan.giftable && <span className={styles.tag}>{t('sub.plan.giftable')}</span>}
          </span>
          <span className={styles.price}>{t('sub.plan.price', { price: formatYuan(plan.price) })}</span>
          <span className={styles.muted}>{t('sub.plan.perDelivery', { price: formatYuan(plan.perDelivery) })}</span>
        </button>
      ))}
    </fieldset>
  );
}
