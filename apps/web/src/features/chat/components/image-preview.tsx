import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/line-icon';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';
import styles from './image-preview.module.css';

/** A picture over the whole window; Escape (PRODUCT.md#chat-pages), the close button or a tap anywhere closes it. */
export function ImagePreview({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);

  useCloseOnEscape(true, onClose);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => before?.focus?.();
  }, []);

  return createPortal(
    <div className={styles.preview} role="dialog" aria-modal="true" aria-label={t('chat.image.preview')}>
      <button type="button" className={styles.backdrop} onClick={onClose} tabIndex={-1} aria-hidden="true" />
      <img className={styles.image} src={url} alt={t('chat.image.alt')} />
      <button ref={close} type="button" className={styles.close} onClick={onClose} aria-label={t('chat.image.close')}>
        <LineIcon d="M6 6l12 12M18 6L6 18" />
      </button>
    </div>,
    document.body,
  );
}
