import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A yes/no question over the page. Rendered in the tree rather than with Dialog.confirm, whose imperative rendering
 * needs a React 19 render hook that tests do not set up; Escape closes it like a tap on the mask.
 */
export function ConfirmDialog({
  visible,
  content,
  confirmText,
  danger = false,
  onConfirm,
  onClose,
}: {
  visible: boolean;
  content: string;
  confirmText?: string;
  danger?: boolean;
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
