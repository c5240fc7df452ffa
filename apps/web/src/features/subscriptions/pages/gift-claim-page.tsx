import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { Picture } from '../../../components/ui/picture';
import { isNotFound } from '../../../lib/failure';
import { pathTo } from '../../../lib/paths';
import { useClaimGift } from '../api/claim-gift';
import { useGift } from '../api/get-gift';
import { AddressChoice, useDefaultAddressId } from '../components/address-choice';
import { ChoiceChips } from '../components/choice-chips';
import styles from '../components/subscription-parts.module.css';
import { dateWithWeekday, everyWords, useRefusal } from '../utils/words';

/** A gift's claim link (`?token=`): who sends it and their words, the plan (never the price), and claiming it once. */
export default function GiftClaimPage({ token = '' }: { token?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gift = useGift(token);
  const claim = useClaimGift();
  const refusal = useRefusal();
  const defaultAddress = useDefaultAddressId();
  const [firstDate, setFirstDate] = useState<string>();
  const [slot, setSlot] = useState<string>();
  const [addressId, setAddressId] = useState<string>();

  if (!gift.data) {
    if (gift.isError && isNotFound(gift.error)) {
      return <EmptyState title={t('sub.claim.gone')} description={t('sub.claim.goneHint')} />;
    }
    return gift.isError ? (
      <PageError message={refusal(gift.error)?.text} onRetry={() => void gift.refetch()} />
    ) : (
      <PageLoading />
    );
  }
  const g = gift.data;
  if (g.claimed) {
    return (
      <EmptyState title={t('sub.claim.used')} description={t('sub.claim.usedHint')}>
        <Button color="primary" shape="rounded" onClick={() => navigate(pathTo('subscriptionMine'))}>
          {t('sub.mine')}
        </Button>
      </EmptyState>
    );
  }
  const date = firstDate ?? g.firstDates[0];
  const slotId = slot ?? g.slots[0]?.id;
  const where = addressId ?? defaultAddress;
  const failure = refusal(claim.error);

  const submit = () => {
    if (!date || !slotId || !where) return;
    claim.mutate(
      { token, firstDate: date, slot: slotId, addressId: where },
      {
        onSuccess: ({ subscriptionId }) =>
          navigate(pathTo('subscriptionDetail', { id: subscriptionId }), { replace: true }),
      },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <Picture src={g.cover} alt="" className={styles.cover} sizes="(min-width: 961px) 400px, 100vw" />
        <div>
          <h2 className={styles.title}>{t('sub.claim.from', { from: g.from })}</h2>
          {g.message && <blockquote className={styles.quote}>{g.message}</blockquote>}
          <p>{g.seriesName}</p>
          <p className={styles.muted}>
            {t('sub.claim.plan', { deliveries: g.deliveries, every: everyWords(t, g.everyWeeks) })}
          </p>
        </div>
      </header>
      <div className={styles.form}>
        <ChoiceChips
          label={t('sub.buy.firstDate')}
          chips={g.firstDates.map((d) => ({ value: d, label: dateWithWeekday(t, d) }))}
          value={date}
          onChoose={setFirstDate}
        />
        <ChoiceChips
          label={t('sub.buy.slot')}
          chips={g.slots.map((s) => ({ value: s.id, label: s.label }))}
          value={slotId}
          onChoose={setSlot}
        />
        <AddressChoice value={where} onChoose={setAddressId} />
        <div className={styles.aside}>
          {failure && (
            <p className={styles.problem} role="alert">
              {failure.text}
            </p>
          )}
          <Button
            block
            color="primary"
            shape="rounded"
            loading={claim.isPending}
            disabled={!date || !slotId || !where}
            onClick={submit}
          >
            {t('sub.claim.claim')}
          </Button>
        </div>
      </div>
    </div>
  );
}
