import { Popup, type PopupProps } from 'antd-mobile';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnEscape } from '../../lib/use-close-on-escape';
import styles from './bottom-sheet.module.css';
import { LineIcon } from './line-icon';

/**
 * A bottom sheet as a dialog named by its title, with a close button and Escape; `children` fill it below the title.
 * `tall` lets a form reach 85% of the screen (a list stops at 75%).
 */
export function BottomSheet({
  visible,
  title,
  onClose,
  tall = false,
  popup,
  children,
}: {
  visible: boolean;
  title: ReactNode;
  onClose: () => void;
  tall?: boolean;
  /** A sheet opened over another is mounted on the body and destroyed on close. */
  popup?: Pick<PopupProps, 'destroyOnClose' | 'getContainer'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  useCloseOnEscape(visible, onClose);
  const height = tall ? styles.tall : '';

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={`${styles.body} ${height}`}
      {...popup}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={`${styles.sheet} ${height}`}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            <LineIcon d="M6 6l12 12M18 6L6 18" size={20} />
          </button>
        </div>
        {children}
      </div>
    </Popup>
  );
}
