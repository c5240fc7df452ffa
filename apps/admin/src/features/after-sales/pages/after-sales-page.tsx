import type { AdminAfterSale } from '@ffe/shared/contracts/admin-service';
import { formatYuan } from '@ffe/shared/domain/money';
import { App, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { listRequest, useListRows } from '../../../lib/antd-table';
import { refusalSaid } from '../../../lib/query-client';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { useTableState } from '../../../lib/use-table-state';
import { useApproveAfterSale } from '../api/approve-after-sale';
import { useAfterSaleList } from '../api/list-after-sales';
import { afterSaleColumns } from '../components/after-sale-columns';
import {
  AFTER_SALE_SORTABLE,
  AfterSaleFilters,
  type AfterSaleSortField,
  afterSaleFilterParams,
} from '../components/after-sale-filters';
import { RejectDialog } from '../components/reject-dialog';

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

  /** A made order's request also asks whether its stems go back to the cooler (else they are written off). */
  const confirmApprove = (request: AdminAfterSale) => {
    // The one dialog's answer, read when it is confirmed.
    let stemsReturned = false;
    const content = request.orderMade ? (
      <Space orientation="vertical">
        {t('afterSales.approveHint')}
        <Checkbox onChange={(e) => (stemsReturned = e.target.checked)}>{t('afterSales.stemsReturned')}</Checkbox>
      </Space>
    ) : (
      t('afterSales.approveHint')
    );
    modal.confirm({
      title: t('afterSales.approveConfirm', { amount: formatYuan(request.amount), orderNo: request.orderNo }),
      content,
      okText: t('afterSales.approve'),
      cancelText: t('common.cancel'),
      onOk: () =>
        approve
          .mutateAsync({ id: request.id, stemsReturned })
          .then(() => void message.success(t('afterSales.approved', { orderNo: request.orderNo })), refusalSaid),
    });
  };

  // A: approve, R: reject the highlighted request, when it still waits.
  useShortcuts({
    a: () => active?.status === 'requested' && confirmApprove(active),
    r: () => active?.status === 'requested' && setRejecting(active),
  });

  return (
    <Page title={t('afterSales.title')}>
      <AfterSaleFilters table={table} />
      <ListTable<AdminAfterSale>
        rowKey="id"
        columns={afterSaleColumns(t, { sort: table.sort, onApprove: confirmApprove, onReject: setRejecting })}
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
