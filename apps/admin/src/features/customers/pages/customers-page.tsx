import type { AdminCustomerSummary } from '@ffe/shared/contracts/admin-customers';
import { Avatar, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { listRequest, useListRows } from '../../../lib/antd-table';
import { formatTime, formatYuan } from '../../../lib/format';
import { useMemberName } from '../../../lib/member-name';
import { useTableState } from '../../../lib/use-table-state';
import { useCustomerList } from '../api/list-customers';
import { CustomerFilters, customerFilterParams } from '../components/customer-filters';

/** `/customers`: the shop's members, newest first, found by nickname or phone digits; a row opens the customer page. */
export default function CustomersPage() {
  const { t } = useTranslation();
  const memberName = useMemberName();
  const table = useTableState(customerFilterParams);
  const list = useCustomerList(listRequest(table, table.filters));
  const { paging, cursor } = useListRows(table, list.data, (row: AdminCustomerSummary) => row.id);
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  const columns: TableColumnsType<AdminCustomerSummary> = [
    {
      key: 'nickname',
      title: t('customers.nickname'),
      render: (_, c) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={c.avatar || undefined}>
            {c.nickname.slice(0, 1)}
          </Avatar>
          <Link to={c.id}>{memberName(c.nickname, c.phone)}</Link>
          {c.disabled && <Tag color="red">{t('customers.disabled')}</Tag>}
        </Flex>
      ),
    },
    { key: 'phone', className: 'nowrap', title: t('customers.phone'), render: (_, c) => c.phone ?? none },
    { key: 'orderCount', title: t('customers.orderCount'), align: 'right', dataIndex: 'orderCount' },
    {
      key: 'totalSpent',
      className: 'nowrap',
      title: t('customers.totalSpent'),
      align: 'right',
      render: (_, c) => formatYuan(c.totalSpent),
    },
    {
      key: 'lastOrder',
      className: 'nowrap',
      title: t('customers.lastOrder'),
      render: (_, c) => (c.lastOrderTime === null ? none : formatTime(c.lastOrderTime)),
    },
    { key: 'joined', className: 'nowrap', title: t('customers.joined'), render: (_, c) => formatTime(c.createTime) },
  ];

  return (
    <Page title={t('customers.title')}>
      <CustomerFilters table={table} />
      <ListTable<AdminCustomerSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        list={list}
        table={table}
        paging={paging}
        rowClassName={(c) => cursor.classNameFor(c.id)}
        scroll={{ x: 'max-content' }}
        hint={t('common.shortcutsHint')}
      />
    </Page>
  );
}
