import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A yes/no question over the page, rendered in the tree (antd-mobile's imperative Dialog.confirm needs the app's
 * render hook, which tests do not load). Escape answers no.
 */
export function ConfirmDialog({
  visible,
  content,
  confirmText,
  onConfirm,
  onClose,
}: {
  visible: boolean;
  content: string;
  confirmText?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [visible, onClose]);

  return (
    <Dialog
      visible={visible}
      content={content}
      closeOnMaskClick
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onClose },
          {
            key: 'confirm',
            text: confirmText ?? t('common.confirm'),
            bold: true,
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
