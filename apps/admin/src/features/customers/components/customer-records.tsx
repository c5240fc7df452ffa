import type { AdminCustomerDetail } from '@ffe/shared/contracts/admin-customers';
import { Card, Table, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime, formatYuan } from '../../../lib/format';

type Detail = AdminCustomerDetail;
type Row<K extends 'orders' | 'afterSales' | 'coupons'> = Detail[K]['list'][number];

/** A small table of recent rows, saying when there are more than it shows. */
function Recent<T extends { id: string }>({
  rows,
  total,
  columns,
}: {
  rows: T[];
  total: number;
  columns: TableColumnsType<T>;
}) {
  const { t } = useTranslation();
  return (
    <Table<T>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      footer={
        total > rows.length
          ? () => (
              <Typography.Text type="secondary">
                {t('customers.recentOnly', { shown: rows.length, total })}
              </Typography.Text>
            )
          : undefined
      }
    />
  );
}

/** The customer's orders (each opening the workbench's order page), after-sales, coupons and addresses, as tabs. */
export function CustomerRecords({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const orderLink = (id: string, orderNo: ReactNode) => <Link to={`/orders/${encodeURIComponent(id)}`}>{orderNo}</Link>;

  const orders: TableColumnsType<Row<'orders'>> = [
    { key: 'no', title: t('customers.orderNo'), render: (_, o) => orderLink(o.id, o.orderNo) },
    { key: 'status', title: t('customers.orderStatus'), render: (_, o) => <Tag>{t(`orders.status.${o.status}`)}</Tag> },
    { key: 'pay', title: t('customers.payAmount'), align: 'right', render: (_, o) => formatYuan(o.payAmount) },
    {
      key: 'refunded',
      title: t('customers.refunded'),
      align: 'right',
      render: (_, o) => (o.refundedAmount > 0 ? formatYuan(o.refundedAmount) : '—'),
    },
    { key: 'at', className: 'nowrap', title: t('customers.createTime'), render: (_, o) => formatTime(o.createTime) },
  ];
  const afterSales: TableColumnsType<Row<'afterSales'>> = [
    { key: 'no', title: t('customers.orderNo'), render: (_, a) => orderLink(a.orderId, a.orderNo ?? a.orderId) },
    { key: 'kind', title: t('customers.afterSaleKind'), render: (_, a) => t(`afterSales.kinds.${a.kind}`) },
    {
      key: 'status',
      title: t('customers.orderStatus'),
      render: (_, a) => <Tag>{t(`afterSales.statuses.${a.status}`)}</Tag>,
    },
    { key: 'amount', title: t('customers.afterSaleAmount'), align: 'right', render: (_, a) => formatYuan(a.amount) },
    { key: 'at', className: 'nowrap', title: t('customers.requestTime'), render: (_, a) => formatTime(a.createTime) },
  ];
  const coupons: TableColumnsType<Row<'coupons'>> = [
    { key: 'name', title: t('customers.coupon'), dataIndex: 'name' },
    {
      key: 'value',
      title: t('customers.couponValue'),
      render: (_, c) =>
        c.kind === 'fixed'
          ? t('customers.couponFixed', { off: formatYuan(c.amountOff), min: formatYuan(c.minSpend) })
          : t('customers.couponPercent', { percent: c.percentOff, min: formatYuan(c.minSpend) }),
    },
    {
      key: 'state',
      title: t('customers.couponState'),
      render: (_, c) => <Tag>{t(`customers.couponStates.${c.state}`)}</Tag>,
    },
    { key: 'until', className: 'nowrap', title: t('customers.expiresAt'), render: (_, c) => formatTime(c.expiresAt) },
  ];
  const addresses: TableColumnsType<Detail['addresses'][number]> = [
    {
      key: 'recipient',
      title: t('customers.recipient'),
      render: (_, a) => (
        <>
          {a.recipient} {a.isDefault && <Tag color="blue">{t('customers.defaultAddress')}</Tag>}
        </>
      ),
    },
    { key: 'phone', className: 'nowrap', title: t('customers.phone'), dataIndex: 'phone' },
    { key: 'address', title: t('customers.address'), render: (_, a) => `${a.region} ${a.detail}` },
  ];

  const tab = (key: string, label: string, count: number, children: ReactNode) => ({
    key,
    label: `${label} (${count})`,
    children,
  });
  return (
    <Card size="small">
      <Tabs
        items={[
          tab(
            'orders',
            t('customers.tabs.orders'),
            detail.orders.total,
            <Recent rows={detail.orders.list} total={detail.orders.total} columns={orders} />,
          ),
          tab(
            'afterSales',
            t('customers.tabs.afterSales'),
            detail.afterSales.total,
            <Recent rows={detail.afterSales.list} total={detail.afterSales.total} columns={afterSales} />,
          ),
          tab(
            'coupons',
            t('customers.tabs.coupons'),
            detail.coupons.total,
            <Recent rows={detail.coupons.list} total={detail.coupons.total} columns={coupons} />,
          ),
          tab(
            'addresses',
            t('customers.tabs.addresses'),
            detail.addresses.length,
            <Recent rows={detail.addresses} total={detail.addresses.length} columns={addresses} />,
          ),
        ]}
      />
    </Card>
  );
}
