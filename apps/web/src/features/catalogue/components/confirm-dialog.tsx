import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCloseOnEscape } from '../hooks/use-close-on-escape';

/**
 * A yes/no question over the page. Rendered in the tree rather than with Dialog.confirm, whose
 * imperative rendering needs a React 19 render hook the app does not set up.
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

  useCloseOnEscape(visible, onClose);

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
