import { Popup } from 'antd-mobile';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';
import { ChatIcon } from './chat-icons';
import styles from './chat-sheet.module.css';

/**
 * The chat's bottom sheet: a titled dialog over the chat that the close button, a tap outside or Escape closes. It
 * holds a forwarded history, a map, the forward target list and the composers of code, rich text and places.
 */
export function ChatSheet({
  open,
  title,
  onClose,
  footer,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Stays under the scrolling content, such as a send button. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  useCloseOnEscape(open, onClose);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body} destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.sheet}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('chat.sheet.close')}>
            <ChatIcon name="close" size={20} />
          </button>
        </div>
        <div className={styles.scroll}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </Popup>
  );
}
