import type { AdminAfterSale } from '@ffe/shared/contracts/admin-service';
import { formatYuan } from '@ffe/shared/domain/money';
import type { AfterSaleStatus } from '@ffe/shared/domain/order-state';
import { Button, Flex, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { CustomerCell } from '../../../components/customer-cell';
import { PictureStrip } from '../../../components/picture-strip';
import { sortOrderOf } from '../../../lib/antd-table';
import { formatTime } from '../../../lib/format';
import type { SortState } from '../../../lib/use-table-state';
import type { AfterSaleSortField } from './after-sale-filters';

const STATUS_COLOURS: Record<AfterSaleStatus, string> = {
  requested: 'orange',
  approved: 'blue',
  refunded: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

/**
 * The queue's columns. `sort` draws the arrows the address asks for; `onApprove` and `onReject` act on a request
 * still waiting.
 */
export function afterSaleColumns(
  t: TFunction,
  {
    sort,
    onApprove,
    onReject,
  }: {
    sort: SortState<AfterSaleSortField> | undefined;
    onApprove: (request: AdminAfterSale) => void;
    onReject: (request: AdminAfterSale) => void;
  },
): TableColumnsType<AdminAfterSale> {
  return [
    {
      key: 'createTime',
      title: t('afterSales.createTime'),
      className: 'nowrap',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'createTime'),
      render: (_, request) => formatTime(request.createTime),
    },
    {
      key: 'order',
      title: t('afterSales.order'),
      className: 'nowrap',
      render: (_, request) => (
        <Flex vertical gap={4} align="start">
          <Typography.Text copyable>{request.orderNo}</Typography.Text>
          <Tag>{t(`afterSales.kinds.${request.kind}`)}</Tag>
        </Flex>
      ),
    },
    {
      key: 'customer',
      title: t('afterSales.customer'),
      className: 'nowrap',
      render: (_, request) => <CustomerCell customer={request.customer} />,
    },
    {
      key: 'reason',
      title: t('afterSales.reason'),
      width: 280,
      render: (_, request) => (
        <Flex vertical gap={6}>
          <Typography.Text strong>{t(`afterSales.reasons.${request.reason}`)}</Typography.Text>
          {request.description && (
            <Typography.Paragraph ellipsis={{ rows: 2, tooltip: request.description }} style={{ margin: 0 }}>
              {request.description}
            </Typography.Paragraph>
          )}
          <PictureStrip pictures={request.pictures} />
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: t('afterSales.amount'),
      align: 'right',
      className: 'nowrap',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'amount'),
      render: (_, request) => <Typography.Text strong>¥{formatYuan(request.amount)}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('afterSales.status'),
      width: 210,
      render: (_, request) => (
        <Flex vertical gap={4} align="start">
          <Tag color={STATUS_COLOURS[request.status]}>{t(`afterSales.statuses.${request.status}`)}</Tag>
          {request.staffNote && (
            <Typography.Text type="secondary">{t('afterSales.note', { note: request.staffNote })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      className: 'nowrap',
      render: (_, request) =>
        request.status === 'requested' ? (
          <Space size={4}>
            <Button type="primary" size="small" onClick={() => onApprove(request)}>
              {t('afterSales.approve')}
            </Button>
            <Button danger size="small" onClick={() => onReject(request)}>
              {t('afterSales.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];
}
