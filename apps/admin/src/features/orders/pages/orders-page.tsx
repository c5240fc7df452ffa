import { PrinterOutlined } from '@ant-design/icons';
import type { AdminOrderRow, BulkOutcome } from '@ffe/shared/contracts/admin-orders';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { useListRows } from '../../../lib/antd-table';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { useCan } from '../../../lib/permissions';
import { refusalSaid } from '../../../lib/query-client';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { useTableState } from '../../../lib/use-table-state';
import { useBulkPrepare } from '../api/bulk-prepare';
import { useDaySheet } from '../api/get-day-sheet';
import { useDistricts } from '../api/list-districts';
import { useOrderList } from '../api/list-orders';
import { usePrepareOrder } from '../api/prepare-order';
import { BulkBar } from '../components/bulk-bar';
import { DispatchDialog } from '../components/dispatch-dialog';
import { ExportOrdersButton } from '../components/export-orders-button';
import { orderColumns } from '../components/order-columns';
import {
  ORDER_SORTABLE,
  OrderFilters,
  type OrderSortField,
  orderFilterParams,
  serverSort,
  shownDate,
} from '../components/order-filters';
import { OrderStatusTabs } from '../components/order-status-tabs';
import { slotHours, slotLabeller } from '../components/slot-labels';
import { useRefusal } from '../components/use-refusal';

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
  const districts = useDistricts(can('orders.read'));
  const { paging, rows, cursor } = useListRows<OrderSortField, AdminOrderRow>(table, list.data, (row) => row.id);
  const [selected, setSelected] = useState<string[]>([]);
  const [dispatching, setDispatching] = useState<string[]>();
  const prepare = usePrepareOrder();
  const bulkPrepare = useBulkPrepare();
  const refusal = useRefusal();
  const once = useOneAtATime();

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

  const prepareSelected = () => once(() => bulkPrepare.mutateAsync(selected).then(reportBulk, refusalSaid));

  /** P: the selection if there is one, else the row J and K are on. */
  const prepareCurrent = () => {
    if (!can('orders.prepare')) return;
    if (selected.length > 0) return prepareSelected();
    const row = rows.find((r) => r.id === cursor.activeKey);
    if (!row) return void message.info(t('orders.noCurrent'));
    const prepared = () => void message.success(t('orders.prepared', { orderNo: row.orderNo }));
    // P pressed twice prepares once; an order found preparing already is done.
    once(() =>
      prepare.mutateAsync({ id: row.id }).then(prepared, async (error: unknown) => {
        const outcome = await refusal(error, row.id, ['preparing']);
        if (outcome.done) prepared();
        else void message.error(`${row.orderNo}: ${outcome.message}`);
      }),
    );
  };

  useShortcuts({
    Enter: () => cursor.activeKey && void navigate(cursor.activeKey),
    p: prepareCurrent,
  });

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
          <ExportOrdersButton filter={filter} />
        </Space>
      }
    >
      <OrderFilters
        table={table}
        slots={(sheet.data?.slots ?? []).map((slot) => ({ value: slot.slot, label: slotHours(slot) }))}
        districts={districts.data ?? []}
      />
      <OrderStatusTabs
        counts={list.data?.counts}
        status={table.filters.status}
        onChange={(status) => table.setFilters({ status })}
      />
      <BulkBar
        count={selected.length}
        preparing={bulkPrepare.isPending}
        onPrepare={prepareSelected}
        onDispatch={() => setDispatching(selected)}
      />
      <ListTable<AdminOrderRow>
        rowKey="id"
        size="middle"
        columns={orderColumns(t, { date, slotLabel, sort: table.sort })}
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
