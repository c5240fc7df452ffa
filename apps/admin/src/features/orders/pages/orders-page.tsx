import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import type { AdminOrderRow, AdminOrderSort, BulkOutcome } from '@ffe/shared/contracts/admin-orders';
import { orderStatuses } from '@ffe/shared/domain/order-state';
import { App, Badge, Button, Flex, Space, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { sortOrderOf, useListRows } from '../../../lib/antd-table';
import { formatShortTime, formatYuan } from '../../../lib/format';
import { useCan } from '../../../lib/permissions';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { type SortState, useTableState } from '../../../lib/use-table-state';
import { useBulkPrepare } from '../api/bulk-prepare';
import { useExportOrders } from '../api/export-orders';
import { useDaySheet } from '../api/get-day-sheet';
import { useOrderList } from '../api/list-orders';
import { usePrepareOrder } from '../api/prepare-order';
import { DispatchDialog } from '../components/dispatch-dialog';
import {
  ORDER_SORTABLE,
  OrderFilters,
  type OrderSortField,
  orderFilterParams,
  shownDate,
} from '../components/order-filters';
import { OrderLines } from '../components/order-lines';
import { slotLabeller } from '../components/slot-labels';
import { StatusTag } from '../components/status-tag';

/** The table's sort as the list contract names it; no sort is the workroom's order (day, slot, order time). */
function serverSort(sort: SortState<OrderSortField> | undefined): AdminOrderSort {
  if (!sort) return 'slot';
  return sort.order === 'ascend' ? sort.field : `-${sort.field}`;
}

/** The orders workbench: a day's orders by state, moved one at a time or as a selection, from the keyboard too. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan();
  const table = useTableState(orderFilterParams, { sortable: ORDER_SORTABLE });
  const date = shownDate(table.filters);
  const filter = {
    ...table.filters,
    deliveryDate: date ?? null,
    sort: serverSort(table.sort),
  };
  const list = useOrderList({ ...filter, page: table.page, pageSize: table.pageSize });
  // The day's slots name the slot filter and column; a courier (no orders.read) sees the bare ids.
  const sheet = useDaySheet(date ?? '', date !== undefined && can('orders.read'));
  const slotLabel = slotLabeller(sheet.data);
  const { paging, rows, cursor } = useListRows<OrderSortField, AdminOrderRow>(table, list.data, (row) => row.id);
  const [selected, setSelected] = useState<string[]>([]);
  const [dispatching, setDispatching] = useState<string[]>();
  const prepare = usePrepareOrder();
  const bulkPrepare = useBulkPrepare();
  const exporting = useExportOrders();

  const reportBulk = (outcome: BulkOutcome) => {
    if (outcome.failed.length === 0) {
      void message.success(t('orders.bulkDone', { count: outcome.succeeded.length }));
    } else {
      const numbers = new Map(rows.map((row) => [row.id, row.orderNo]));
      const reasons = outcome.failed.map((f) => `${numbers.get(f.id) ?? f.id} ${f.message}`).join('; ');
      void message.warning(
        t('orders.bulkPartly', { ok: outcome.succeeded.length, failed: outcome.failed.length, reasons }),
      );
    }
    setSelected([]);
  };

  const prepareSelected = () =>
    bulkPrepare.mutate(selected, {
      onSuccess: reportBulk,
      onError: (error) => void message.error(error.message),
    });

  /** P: the selection if there is one, else the row J and K are on. */
  const prepareCurrent = () => {
    if (!can('orders.prepare')) return;
    if (selected.length > 0) return prepareSelected();
    const row = rows.find((r) => r.id === cursor.activeKey);
    if (!row) return void message.info(t('orders.noCurrent'));
    prepare.mutate(row.id, {
      onSuccess: () => void message.success(t('orders.prepared', { orderNo: row.orderNo })),
      onError: (error) => void message.error(`${row.orderNo}: ${error.message}`),
    });
  };

  useShortcuts({
    Enter: () => cursor.activeKey && void navigate(cursor.activeKey),
    p: prepareCurrent,
  });

  const onExport = () =>
    exporting.mutate(filter, {
      onError: (error) => void message.error(t('orders.exportFailed', { message: error.message })),
    });

  const counts = list.data?.counts;
  const tabs = (['all', ...orderStatuses] as const).map((status) => ({
    key: status,
    label: (
      <Space size={4}>
        <span>{t(`orders.status.${status}`)}</span>
        <Badge
          className="tab-count"
          size="small"
          count={counts?.[status] ?? 0}
          showZero
          overflowCount={9999}
          color={status === 'paid' ? '#c0446a' : '#bfbfbf'}
        />
      </Space>
    ),
  }));

  const columns: TableColumnsType<AdminOrderRow> = [
    {
      key: 'orderNo',
      title: t('orders.orderNo'),
      className: 'nowrap',
      render: (_, row) => (
        <Space size={4}>
          <Link to={row.id}>{row.orderNo}</Link>
          {row.recentlyPaid && <Tag color="red">{t('orders.new')}</Tag>}
          {row.hasAfterSale && <Tag color="gold">{t('orders.afterSale')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'slot',
      title: t('orders.slot'),
      className: 'nowrap',
      render: (_, row) => (date ? slotLabel(row.deliverySlot) : `${row.deliveryDate} ${slotLabel(row.deliverySlot)}`),
    },
    {
      key: 'recipient',
      title: t('orders.recipient'),
      className: 'nowrap',
      render: (_, row) => (
        <span>
          {row.recipient.name}
          <Typography.Text type="secondary"> {row.recipient.phone}</Typography.Text>
        </span>
      ),
    },
    { key: 'district', title: t('orders.district'), className: 'nowrap', render: (_, row) => row.recipient.district },
    {
      key: 'lines',
      title: t('orders.lines'),
      render: (_, row) => <OrderLines lines={row.lines} />,
    },
    {
      key: 'payAmount',
      title: t('orders.amount'),
      className: 'nowrap',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'payAmount'),
      render: (_, row) => formatYuan(row.payAmount),
    },
    {
      key: 'status',
      title: t('orders.state'),
      className: 'nowrap',
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      key: 'paidAt',
      title: t('orders.paidAt'),
      className: 'nowrap',
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'paidAt'),
      render: (_, row) => (row.paidAt === null ? '—' : formatShortTime(row.paidAt)),
    },
  ];

  return (
    <Page
      title={t('orders.title')}
      extra={
        <Space>
          {can('orders.read') && (
            <Link to={`day-sheet${date ? `?date=${date}` : ''}`}>
              <Button icon={<PrinterOutlined />}>{t('orders.sheet.title')}</Button>
            </Link>
          )}
          {can('orders.export') && (
            <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={onExport}>
              {t('orders.export')}
            </Button>
          )}
        </Space>
      }
    >
      <OrderFilters
        table={table}
        slots={(sheet.data?.slots ?? []).map((slot) => ({ value: slot.slot, label: `${slot.start}–${slot.end}` }))}
      />
      <Tabs
        // Ten states with their counts fit a 1280 px screen in English too, instead of hiding some behind "more".
        tabBarGutter={16}
        activeKey={table.filters.status ?? 'all'}
        items={tabs}
        onChange={(key) => table.setFilters({ status: key === 'all' ? undefined : (key as AdminOrderRow['status']) })}
      />
      {(can('orders.prepare') || can('orders.dispatch')) && (
        <Flex gap={8} align="center" className="bulk-bar">
          <Typography.Text type="secondary">{t('orders.selected', { count: selected.length })}</Typography.Text>
          {can('orders.prepare') && (
            <Button disabled={selected.length === 0} loading={bulkPrepare.isPending} onClick={prepareSelected}>
              {t('orders.bulkPrepare')}
            </Button>
          )}
          {can('orders.dispatch') && (
            <Button disabled={selected.length === 0} onClick={() => setDispatching(selected)}>
              {t('orders.bulkDispatch')}
            </Button>
          )}
        </Flex>
      )}
      <ListTable<AdminOrderRow>
        rowKey="id"
        size="middle"
        columns={columns}
        list={list}
        table={table}
        paging={paging}
        rowClassName={(row) => cursor.rowClassName({ _id: row.id })}
        rowSelection={
          can('orders.prepare') || can('orders.dispatch')
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        onRow={(row) => ({ onDoubleClick: () => void navigate(row.id) })}
        scroll={{ x: 'max-content' }}
        hint={t('orders.shortcutsHint')}
      />
      {dispatching && (
        <DispatchDialog
          ids={dispatching}
          onClose={() => setDispatching(undefined)}
          onDone={(outcome) => {
            setDispatching(undefined);
            if (outcome) reportBulk(outcome);
          }}
        />
      )}
    </Page>
  );
}
