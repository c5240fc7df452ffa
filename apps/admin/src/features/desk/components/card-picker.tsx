import { Alert, Button, Empty, Flex, Input, Modal, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CardChoice {
  id: string;
  title: ReactNode;
  detail: ReactNode;
}

/** A dialog listing what may be sent to the customer (goods, an order, a coupon), each with its own send button. */
export function CardPicker({
  title,
  hint,
  choices,
  loading,
  error,
  empty,
  sendingId,
  onSearch,
  searchLabel,
  onSend,
  onClose,
}: {
  title: string;
  hint?: string;
  choices: readonly CardChoice[];
  loading: boolean;
  error: Error | null;
  empty: string;
  sendingId: string | undefined;
  onSearch?: (keyword: string) => void;
  searchLabel?: string;
  onSend: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden>
      {hint && <Alert type="info" showIcon title={hint} className="form-alert" />}
      {onSearch && (
        <Input.Search
          allowClear
          placeholder={searchLabel}
          aria-label={searchLabel}
          onSearch={(value) => onSearch(value.trim())}
          className="form-alert"
        />
      )}
      {error && <Alert type="error" showIcon title={error.message} />}
      {loading && <Skeleton active />}
      {!loading && !error && choices.length === 0 && <Empty description={empty} />}
      <ul className="desk-rows desk-picker">
        {choices.map((choice) => (
          <li key={choice.id}>
            <Flex justify="space-between" align="center" gap={8}>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{choice.title}</Typography.Text>
                <div className="desk-small">{choice.detail}</div>
              </div>
              <Button
                size="small"
                type="primary"
                loading={sendingId === choice.id}
                disabled={sendingId !== undefined && sendingId !== choice.id}
                onClick={() => onSend(choice.id)}
              >
                {t('desk.pick.send')}
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
