import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';

/** The selection's count and the moves that work on all of it, for staff who may make them. */
export function BulkBar({
  count,
  preparing,
  onPrepare,
  onDispatch,
}: {
  count: number;
  preparing: boolean;
  onPrepare: () => void;
  onDispatch: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  if (!can('orders.prepare') && !can('orders.dispatch')) return null;
  return (
    <Flex gap={8} align="center" className="bulk-bar">
      <Typography.Text type="secondary">{t('orders.selected', { count })}</Typography.Text>
      {can('orders.prepare') && (
        <Button disabled={count === 0} loading={preparing} onClick={onPrepare}>
          {t('orders.bulkPrepare')}
        </Button>
      )}
      {can('orders.dispatch') && (
        <Button disabled={count === 0} onClick={onDispatch}>
          {t('orders.bulkDispatch')}
        </Button>
      )}
    </Flex>
  );
}
