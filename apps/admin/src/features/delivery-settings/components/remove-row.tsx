import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Removes a row of the form after asking; nothing is saved until the settings are. */
export function RemoveRow({
  question,
  hint,
  onRemove,
}: {
  /** Read when asked, so it names the row as it is now. */
  question: () => ReactNode;
  hint?: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question}
      description={hint}
      okText={t('deliverySettings.remove')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      onConfirm={onRemove}
    >
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('deliverySettings.remove')} />
    </Popconfirm>
  );
}
