import { downloadChatFile } from '@ffe/im-client/api/download-chat-file';
import { useImClient } from '@ffe/im-client/client-context';
import type { FileBody } from '@ffe/shared/contracts/im';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileExtension, formatFileSize } from '../utils/media-format';
import styles from './message-types.module.css';
import { UploadProgress } from './upload-progress';

/** Hands a downloaded file to the browser to keep under its name. */
function keep(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A file message: its kind, name and size, and a download link (the file keeps its name); the sender's own shows
 * its upload's progress while on its way. A tap downloads through the chat client, so the download gives up after
 * 60 s (PRODUCT.md#shop-constants); a tap with a modifier key is left to the browser (a new tab, a saved link).
 */
export function FileMessage({ body, progress }: { body: FileBody; progress?: number }) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
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

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    downloadChatFile(imClient, body.url)
      .then((file) => keep(file, name))
      // The chat client has said what went wrong.
      .catch(() => {})
      .finally(() => setDownloading(false));
  };

  return (
    <a
      className={`${styles.file} ${styles.fileLink}`}
      href={body.url}
      download={name}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat.file.open', { name })}
      aria-busy={downloading}
      onClick={onClick}
    >
      <span className={styles.fileRow}>{content}</span>
      <span className={styles.fileFoot}>{t('chat.file.download')}</span>
    </a>
  );
}
