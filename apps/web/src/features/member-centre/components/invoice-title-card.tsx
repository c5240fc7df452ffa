import type { InvoiceTitle } from '@ffe/shared/contracts/member-centre';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './address-card.module.css';

/** One saved invoice title: its name, whether personal or a company, the tax number, and edit and delete. */
export function InvoiceTitleCard({
  title,
  busy,
  onEdit,
  onRemove,
}: {
  title: InvoiceTitle;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`} data-testid="invoice-title-card">
      <div className={styles.head}>
        <span className={styles.recipient} id={`${id}-name`}>
          {title.title}
        </span>
        <span className={styles.tag}>{t(`invoice.kinds.${title.kind}`)}</span>
      </div>
      {title.taxNumber && (
        <p className={styles.where}>
          {t('invoice.taxNumber')} {title.taxNumber}
        </p>
      )}
      <div className={styles.actions}>
        <span className={styles.spacer} />
        <button type="button" className={styles.button} onClick={onEdit} aria-describedby={`${id}-name`}>
          {t('address.edit')}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          onClick={onRemove}
          aria-describedby={`${id}-name`}
        >
          {t('invoice.remove')}
        </button>
      </div>
    </article>
  );
}
