import type { DashboardTopGoods } from '@ffe/shared/contracts/admin-dashboard';
import { formatYuan } from '@ffe/shared/domain/money';
import { Flex, Image, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Hinted } from './hinted';

/** The month's ten best sellers by pieces sold in orders paid this month, with what their lines came to. */
export function TopGoods({ goods }: { goods: readonly DashboardTopGoods[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<DashboardTopGoods> = [
    { key: 'rank', title: '#', width: 48, render: (_, _goods, index) => index + 1 },
    {
      key: 'name',
      title: t('dashboard.top.goods'),
      render: (_, item) => (
        <Flex align="center" gap={12}>
          <Image src={item.cover} width={40} height={40} alt="" className="goods-cover" preview={false} />
          {item.name}
        </Flex>
      ),
    },
    { key: 'quantity', title: t('dashboard.top.quantity'), align: 'right', dataIndex: 'quantity' },
    {
      key: 'amount',
      title: <Hinted title={t('dashboard.top.amount')} hint={t('dashboard.hints.topAmount')} />,
      align: 'right',
      render: (_, item) => `¥${formatYuan(item.amount)}`,
    },
  ];
  return (
    <Table<DashboardTopGoods>
      rowKey="goodsId"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={[...goods]}
      locale={{ emptyText: t('dashboard.top.empty') }}
    />
  );
}
