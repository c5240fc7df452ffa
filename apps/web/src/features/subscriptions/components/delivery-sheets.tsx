import type { SubscriptionDelivery, SubscriptionDetail } from '@ffe/shared/contracts/subscription';
import { addressLine } from '@ffe/shared/domain/address-line';
import { maskPhone } from '@ffe/shared/domain/masking';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicePopup } from '../../../components/ui/choice-popup';
import { useAddresses } from '../../../lib/api/list-addresses';
import { useSeries } from '../api/get-series';
import { dateWithWeekday } from '../utils/words';
import { ChoiceChips } from './choice-chips';
import styles from './subscription-parts.module.css';

/** The open dates a delivery may move to: the plan's dates still open for changes, less those already taken. */
export function MoveSheet({
  subscription,
  delivery,
  onMove,
  onClose,
}: {
  subscription: SubscriptionDetail;
  delivery: SubscriptionDelivery | null;
  onMove: (date: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const series = useSeries(subscription.seriesId);
  const taken = new Set(subscription.deliveries.filter((d) => d.status !== 'cancelled').map((d) => d.date));
  const plan = series.data?.plans.find((p) => p.id === subscription.planId);
  const open = (plan?.firstDates ?? []).filter((date) => !taken.has(date));
  return (
    <ChoicePopup
      visible={delivery !== null}
      title={t('sub.detail.chooseDate')}
      value={undefined}
      choices={open.map((date) => ({ value: date, label: dateWithWeekday(t, date) }))}
      onChoose={onMove}
      onClose={onClose}
      source={series}
    >
      {series.isSuccess && open.length === 0 && <p className={styles.muted}>{t('sub.detail.noOpenDates')}</p>}
    </ChoicePopup>
  );
}

/** A new recipient and address from the member's address book, for this delivery or for all to come. */
export function ChangeSheet({
  delivery,
  onChange,
  onClose,
}: {
  delivery: SubscriptionDelivery | null;
  onChange: (scope: 'one' | 'all', addressId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<'one' | 'all'>('one');
  const addresses = useAddresses(delivery !== null);
  return (
    <ChoicePopup
      visible={delivery !== null}
      title={t('sub.detail.change')}
      value={undefined}
      choices={(addresses.data ?? []).map((a) => ({
        value: a.id,
        label: `${a.recipient} ${maskPhone(a.phone)}`,
        detail: addressLine(a),
      }))}
      onChoose={(addressId) => onChange(scope, addressId)}
      onClose={onClose}
      source={addresses}
    >
      <ChoiceChips
        label={t('sub.detail.changeScope')}
        chips={[
          { value: 'one', label: t('sub.detail.scopeOne') },
          { value: 'all', label: t('sub.detail.scopeAll') },
        ]}
        value={scope}
        onChoose={(value) => setScope(value === 'all' ? 'all' : 'one')}
      />
    </ChoicePopup>
  );
}
