import type { Address } from '@ffe/shared/contracts/member-centre';
import { addressLine } from '@ffe/shared/domain/address-line';
import { maskPhone } from '@ffe/shared/domain/masking';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { presetTagLabel } from '../utils/address-tags';
import styles from './address-card.module.css';

/** One saved address: who receives it, the phone masked, where, its tag and whether it is the default. */
export function AddressCard({
  address,
  editPath,
  busy,
  onSetDefault,
  onRemove,
}: {
  address: Address;
  editPath: string;
  busy: boolean;
  onSetDefault: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const presetLabel = presetTagLabel(address.tag);
  return (
    <article
      className={styles.card}
      aria-labelledby={`${id}-who`}
      aria-describedby={`${id}-where`}
      data-testid="address-card"
    >
      <div className={styles.head}>
        <span className={styles.who} id={`${id}-who`}>
          <span className={styles.recipient}>{address.recipient}</span>
          <span className={styles.phone}>{maskPhone(address.phone)}</span>
        </span>
        {address.isDefault && <span className={styles.defaultBadge}>{t('address.default')}</span>}
        {address.tag && <span className={styles.tag}>{presetLabel ? t(presetLabel) : address.tag}</span>}
      </div>
      <p className={styles.where} id={`${id}-where`}>
        {addressLine(address)}
      </p>
      <div className={styles.actions}>
        {address.isDefault ? (
          <span className={styles.isDefault}>{t('address.isDefaultNow')}</span>
        ) : (
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={onSetDefault}
            aria-describedby={`${id}-who`}
          >
            {t('address.setDefault')}
          </button>
        )}
        <span className={styles.spacer} />
        <Link to={editPath} className={styles.button} aria-describedby={`${id}-who`}>
          {t('address.edit')}
        </Link>
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          onClick={onRemove}
          aria-describedby={`${id}-who`}
        >
          {t('address.remove')}
        </button>
      </div>
    </article>
  );
}
