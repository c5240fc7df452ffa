import type { FileBody } from '@ffe/shared/contracts/im';
import { useTranslation } from 'react-i18next';
import { fileExtension, formatFileSize } from '../utils/media-format';
import styles from './message-types.module.css';
import { UploadProgress } from './upload-progress';

/**
 * A file message: its kind, name and size, and a download link (the file keeps its name); the sender's own shows
 * its upload's progress while on its way.
 */
export function FileMessage({ body, progress }: { body: FileBody; progress?: number }) {
  const { t } = useTranslation();
  const name = body.name || t('chat.file.unnamed');
  const extension = fileExtension(name);
  const content = (
    <>
      <span className={styles.fileMain}>
        <span className={styles.fileName} title={name}>
          {name}
        </span>
        <span className={styles.fileSize}>{body.size > 0 ? formatFileSize(body.size) : ''}</span>
      </span>
      <span className={styles.fileIcon} aria-hidden="true">
        {extension || '?'}
      </span>
    </>
  );

  if (progress !== undefined || !body.url) {
    return (
      <span className={styles.file}>
        <span className={styles.fileRow}>{content}</span>
        {progress !== undefined && <UploadProgress progress={progress} />}
      </span>
    );
  }

  return (
    <a
      className={`${styles.file} ${styles.fileLink}`}
      href={body.url}
      download={name}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.file.open', { name })}
    >
      <span className={styles.fileRow}>{content}</span>
      <span className={styles.fileFoot}>{t('chat.file.download')}</span>
    </a>
  );
}
