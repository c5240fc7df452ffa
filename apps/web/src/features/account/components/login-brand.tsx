import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

/** The shop's logo, greeting and a line about this way of logging in. */
export function LoginBrand({ hint }: { hint: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.brand}>
      <img className={styles.logo} src="/favicon.svg" alt="" width={64} height={64} />
      <h1 className={styles.welcome}>{t('account.welcome')}</h1>
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
