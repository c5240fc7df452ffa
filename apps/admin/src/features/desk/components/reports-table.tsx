import type { DeskFigures } from '@ffe/shared/contracts/admin-desk';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../utils/desk-words';

type Row = DeskFigures & { key: string; label: string };

/** The figures per shop day or per agent, times as minutes and seconds. */
export function ReportsTable({ rows, first }: { rows: readonly Row[]; first: string }) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      rowKey="key"
      size="small"
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        { key: 'label', title: first, dataIndex: 'label', className: 'nowrap' },
        { key: 'conversations', title: t('desk.reports.conversations'), dataIndex: 'conversations' },
        { key: 'resolved', title: t('desk.reports.resolved'), dataIndex: 'resolved' },
        {
          key: 'first',
          title: t('desk.reports.firstResponse'),
          render: (_, row) =>
            `${formatDuration(row.first_response_median_ms, t)} / ${formatDuration(row.first_response_p90_ms, t)}`,
        },
        {
          key: 'resolution',
          title: t('desk.reports.resolution'),
          render: (_, row) => formatDuration(row.resolution_median_ms, t),
        },
        {
          key: 'satisfaction',
          title: t('desk.reports.satisfaction'),
          render: (_, row) =>
            row.satisfaction === null ? t('desk.reports.noRating') : `${row.satisfaction.toFixed(2)} (${row.ratings})`,
        },
      ]}
    />
  );
}
