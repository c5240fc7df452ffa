import { DownloadOutlined } from '@ant-design/icons';
import type { AdminOrderFilter } from '@ffe/shared/contracts/admin-orders';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions';
import { useExportOrders } from '../api/export-orders';

/** Downloads the orders the filters show, every page of them, for staff who may export. */
export function ExportOrdersButton({ filter }: { filter: AdminOrderFilter }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const exporting = useExportOrders();
  if (!can('orders.export')) return null;
  const onExport = () =>
    exporting.mutate(filter, {
      onError: (error) => void message.error(t('orders.exportFailed', { message: error.message })),
    });
  return (
    <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={onExport}>
      {t('orders.export')}
    </Button>
  );
}
