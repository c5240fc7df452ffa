import { useImStore } from '@ffe/im-client/runtime/im-store';
import { useTranslation } from 'react-i18next';
import styles from './chat-view.module.css';

/** The connection's state when it is not simply online, so a reader knows why nothing arrives. */
export function ConnectionNote() {
  const { t } = useTranslation();
  const status = useImStore((s) => s.status);
  const text = t(`chat.index.status.${status}`);
  if (!text) return null;
  return (
    <p className={styles.connection} role="status">
      {text}
    </p>
  );
}
