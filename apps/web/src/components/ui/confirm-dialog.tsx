import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnEscape } from '../../lib/use-close-on-escape';

/**
 * A yes/no question over the page. Rendered in the tree rather than with Dialog.confirm, whose imperative rendering
 * needs a React 19 render hook that tests do not set up. Escape, the mask and 取消 answer no; `danger` colours the
 * yes of a question that destroys something.
 */
export function ConfirmDialog({
  visible,
  content,
  confirmText,
  cancelText,
  danger = false,
  onConfirm,
  onClose,
}: {
  visible: boolean;
  content: ReactNode;
  confirmText?: string;
  /** The no, where 取消 would read like the yes (取消订单). */
  cancelText?: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();

  useCloseOnEscape(visible, onClose);

  return (
    <Dialog
      visible={visible}
      content={content}
      closeOnMaskClick
      // In the body, not in the sheet that asks (its transform would hold it); global.css keeps it above every sheet.
      getContainer={() => document.body}
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: cancelText ?? t('common.cancel'), onClick: onClose },
          {
            key: 'confirm',
            text: confirmText ?? t('common.confirm'),
            bold: true,
            danger,
            onClick: () => {
              onClose();
              onConfirm();
            },
          },
        ],
      ]}
    />
  );
}
