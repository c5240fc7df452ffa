import type { AdminAfterSale } from '@ffe/shared/contracts/admin-service';
import { formatYuan } from '@ffe/shared/domain/money';
import type { AfterSaleStatus } from '@ffe/shared/domain/order-state';
import { App, Button, Flex, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerCell } from '../../../components/customer-cell';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { PictureStrip } from '../../../components/picture-strip';
import { listRequest, sortOrderOf, useListRows } from '../../../lib/antd-table';
import { formatTime } from '../../../lib/format';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { useTableState } from '../../../lib/use-table-state';
import { useApproveAfterSale } from '../api/approve-after-sale';
import { useAfterSaleList } from '../api/list-after-sales';
import {
  AFTER_SALE_SORTABLE,
  AfterSaleFilters,
  type AfterSaleSortField,
  afterSaleFilterParams,
} from '../components/after-sale-filters';
import { RejectDialog } from '../components/reject-dialog';

const STATUS_COLOURS: Record<AfterSaleStatus, string> = {
  requested: 'orange',
  approved: 'blue',
  refunded: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

/**
 * `/after-sales`: the customers' requests, open ones first, with the order, reason, pictures and amount asked; a
 * request still waiting is approved (the money goes back through the provider) or rejected with a reason.
 */
export default function AfterSalesPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const table = useTableState(afterSaleFilterParams, { sortable: AFTER_SALE_SORTABLE });
  const list = useAfterSaleList(listRequest(table, table.filters));
  const { paging, rows, cursor } = useListRows<AfterSaleSortField, AdminAfterSale>(table, list.data, (row) => row.id);
  const active = rows.find((row) => row.id === cursor.activeKey);
  const [rejecting, setRejecting] = useState<AdminAfterSale>();
  const approve = useApproveAfterSale();

  const confirmApprove = (request: AdminAfterSale) =>
    modal.confirm({
      title: t('afterSales.approveConfirm', { amount: formatYuan(request.amount), orderNo: request.orderNo }),
      content: t('afterSales.approveHint'),
      okText: t('afterSales.approve'),
      cancelText: t('common.cancel'),
      onOk: () =>
        approve.mutateAsync({ id: request.id }).then(
          () => void message.success(t('afterSales.approved', { orderNo: request.orderNo })),
          (error: Error) => void message.error(error.message),
        ),
    });

  // A: approve, R: reject the highlighted request, when it still waits.
  useShortcuts({
    a: () => active?.status === 'requested' && confirmApprove(active),
    r: () => active?.status === 'requested' && setRejecting(active),
  });

  const columns: TableColumnsType<AdminAfterSale> = [
    {
      key: 'createTime',
      title: t('afterSales.createTime'),
      className: 'nowrap',
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'createTime'),
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
      sortOrder: sortOrderOf(table.sort, 'amount'),
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
            <Button type="primary" size="small" onClick={() => confirmApprove(request)}>
              {t('afterSales.approve')}
            </Button>
            <Button danger size="small" onClick={() => setRejecting(request)}>
              {t('afterSales.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <Page title={t('afterSales.title')}>
      <AfterSaleFilters table={table} />
      <ListTable<AdminAfterSale>
        rowKey="id"
        columns={columns}
        list={list}
        table={table}
        paging={paging}
        rowClassName={(request) => cursor.classNameFor(request.id)}
        hint={t('afterSales.shortcutsHint')}
      />
      {rejecting && <RejectDialog request={rejecting} onClose={() => setRejecting(undefined)} />}
    </Page>
  );
}
