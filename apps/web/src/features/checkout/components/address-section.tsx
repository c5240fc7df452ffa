import type { Address } from '@ffe/shared/contracts/member-centre';
import { addressLine } from '@ffe/shared/domain/address-line';
import { maskPhone } from '@ffe/shared/domain/masking';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoicePopup } from '../../../components/ui/choice-popup';
import { LineIcon } from '../../../components/ui/line-icon';
import { useAddresses } from '../../../lib/api/list-addresses';
import { pathTo } from '../../../lib/paths';
import styles from './address-section.module.css';
import sectionStyles from './checkout.module.css';

/** Where the flowers go: the quote's address, another of the member's from a sheet, or a way to add the first. */
export function AddressSection({ address, onChoose }: { address: Address | null; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const addresses = useAddresses(picking);
  const addAddress = () => navigate(pathTo('addressAdd'));

  if (!address) {
    return (
      <section className={`${sectionStyles.section} ${styles.empty}`} aria-label={t('checkout.address')}>
        <p className={styles.emptyTitle}>{t('checkout.noAddress')}</p>
        <p className={sectionStyles.hint}>{t('checkout.noAddressHint')}</p>
        <Button color="primary" shape="rounded" className={styles.add} onClick={addAddress}>
          {t('checkout.addAddress')}
        </Button>
      </section>
    );
  }

  return (
    <section className={sectionStyles.section} aria-label={t('checkout.address')}>
      {/* Named by what it shows, then what it does (label in name, WCAG 2.5.3). */}
      <button type="button" className={styles.card} onClick={() => setPicking(true)}>
        <span className={styles.text}>
          <span className={styles.who}>
            {address.tag && <span className={styles.tag}>{address.tag}</span>}
            <span>{address.recipient}</span>
            <span>{maskPhone(address.phone)}</span>
          </span>
          <span className={styles.place}>{addressLine(address)}</span>
        </span>
        <span className={sectionStyles.visuallyHidden}>{t('checkout.changeAddress')}</span>
        <LineIcon d="M9 5l7 7-7 7" size={16} />
      </button>
      <ChoicePopup
        visible={picking}
        title={t('checkout.chooseAddress')}
        value={address.id}
        choices={(addresses.data ?? []).map((a) => ({
          value: a.id,
          label: `${a.recipient} ${maskPhone(a.phone)}`,
          detail: addressLine(a),
        }))}
        onChoose={onChoose}
        onClose={() => setPicking(false)}
        source={addresses}
      >
        <Button block color="primary" fill="outline" shape="rounded" onClick={addAddress}>
          {t('checkout.addAddress')}
        </Button>
      </ChoicePopup>
    </section>
  );
}
