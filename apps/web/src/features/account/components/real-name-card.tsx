import type { RealNameInfo } from '@ffe/shared/contracts/account';
import { useTranslation } from 'react-i18next';
import styles from './settings.module.css';

/** A verified member's real-name status: the masked name and number, and when it was verified. */
export function RealNameCard({ info }: { info: RealNameInfo }) {
  const { t, i18n } = useTranslation();
  const date = info.verifiedAt ? new Date(info.verifiedAt).toLocaleDateString(i18n.language) : '';
  return (
    <div className={styles.page}>
      <section className={styles.realNameCard}>
        <h2 className={styles.realNameTitle}>{t('security.verifiedTitle')}</h2>
        <dl className={styles.realNameFacts}>
          <dt>{t('security.name')}</dt>
          <dd>{info.realName}</dd>
          <dt>{t('security.identity')}</dt>
          <dd>{info.identity}</dd>
        </dl>
        {date && <p className={styles.value}>{t('security.verifiedAt', { date })}</p>}
      </section>
    </div>
  );
}
