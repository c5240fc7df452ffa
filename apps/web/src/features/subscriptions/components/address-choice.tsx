import { addressLine } from '@ffe/shared/domain/address-line';
import { maskPhone } from '@ffe/shared/domain/masking';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoicePopup } from '../../../components/ui/choice-popup';
import { useAddresses } from '../../../lib/api/list-addresses';
import { pathTo } from '../../../lib/paths';
import styles from './subscription-parts.module.css';

/** Where the flowers go: one of the member's addresses (the default until another is chosen), or a way to add one. */
export function AddressChoice({
  value,
  onChoose,
  problem,
}: {
  value: string | undefined;
  onChoose: (addressId: string) => void;
  problem?: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const addresses = useAddresses();
  const list = addresses.data ?? [];
  const chosen = list.find((a) => a.id === value) ?? list[0];
  const addAddress = () => navigate(pathTo('addressAdd'));

  return (
    <section className={styles.section} aria-label={t('sub.buy.address')}>
      <h2 className={styles.heading}>{t('sub.buy.address')}</h2>
      {chosen ? (
        <button type="button" className={styles.address} onClick={() => setPicking(true)}>
          <span>
            {chosen.recipient} {maskPhone(chosen.phone)}
          </span>
          <span className={styles.muted}>{addressLine(chosen)}</span>
        </button>
      ) : (
        addresses.isSuccess && (
          <div>
            <p className={styles.muted}>{t('sub.buy.noAddress')}</p>
            <Button color="primary" fill="outline" shape="rounded" onClick={addAddress}>
              {t('sub.buy.addAddress')}
            </Button>
          </div>
        )
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <ChoicePopup
        visible={picking}
        title={t('sub.buy.chooseAddress')}
        value={chosen?.id}
        choices={list.map((a) => ({
          value: a.id,
          label: `${a.recipient} ${maskPhone(a.phone)}`,
          detail: addressLine(a),
        }))}
        onChoose={onChoose}
        onClose={() => setPicking(false)}
        source={addresses}
      >
        <Button block color="primary" fill="outline" shape="rounded" onClick={addAddress}>
          {t('sub.buy.addAddress')}
        </Button>
      </ChoicePopup>
    </section>
  );
}

/** The address the choice shows when none was chosen yet: the member's default (their first). */
export function useDefaultAddressId(): string | undefined {
  return useAddresses().data?.[0]?.id;
}
