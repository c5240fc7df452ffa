import { useTranslation } from 'react-i18next';
import styles from './message-types.module.css';

/** How much of a file on its way has been uploaded, as a bar and a percentage. */
export function UploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <span className={styles.upload} role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
      <span className={styles.uploadBar} style={{ width: `${percent}%` }} />
      <span className={styles.uploadText}>{t('chat.state.uploading', { percent })}</span>
    </span>
  );
}
