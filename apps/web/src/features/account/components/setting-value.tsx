import { useTranslation } from 'react-i18next';
import styles from './settings.module.css';

/** A setting's value at the end of its row, or 未设置 when there is none. */
export function SettingValue({ text }: { text: string | undefined }) {
  const { t } = useTranslation();
  return <span className={styles.value}>{text || t('settings.unset')}</span>;
}
