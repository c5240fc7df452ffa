import type { AdminGoodsRow } from '@ffe/shared/contracts/admin-goods';
import { pictureAtWidth } from '@ffe/shared/domain/picture-widths';
import { App, Button, Flex, Space, Switch, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { useListRows } from '../../../lib/antd-table';
import { formatTime } from '../../../lib/format';
import { refusalSaid } from '../../../lib/query-client';
import { useTableState } from '../../../lib/use-table-state';
import { useGoodsList } from '../api/list-goods';
import { useSetGoodsStatus } from '../api/set-goods-status';
import { GoodsEditorDrawer } from '../components/goods-editor-drawer';
import { GoodsFilters, goodsFilterParams } from '../components/goods-filters';
import { StockCell } from '../components/stock-cell';

/** What the shop sells: a paged list with filters, inline stock and on/off sale, and the editor in a drawer. */
export default function GoodsPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const table = useTableState(goodsFilterParams);
  const { orderBy, ...filters } = table.filters;
  const list = useGoodsList({ ...filters, sort: orderBy, page: table.page, pageSize: table.pageSize });
  const { paging, cursor } = useListRows<never, AdminGoodsRow>(table, list.data, (row) => row.id);
  const [editing, setEditing] = useState<{ id?: string }>();
  const setStatus = useSetGoodsStatus();

  const changeStatus = (goods: AdminGoodsRow, onSale: boolean) => {
    const save = () =>
      setStatus
        .mutateAsync({ id: goods.id, status: onSale ? 'on_sale' : 'off_sale' })
        .then(() => void message.success(t('goods.statusSaved')), refusalSaid);
    if (onSale) return void save();
    modal.confirm({
      title: t('goods.putOffConfirm', { name: goods.name }),
      okText: t('goods.putOff'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: save,
    });
  };

  const columns: TableColumnsType<AdminGoodsRow> = [
    {
      key: 'goods',
      title: t('goods.name'),
      render: (_, g) => (
        <Flex gap={10} align="center">
          <img className="goods-thumb" src={pictureAtWidth(g.cover, 375)} alt="" />
          <Flex vertical>
            <Typography.Link onClick={() => setEditing({ id: g.id })}>{g.name}</Typography.Link>
            <Space size={4}>
              <Typography.Text type="secondary">{g.categoryName}</Typography.Text>
              {g.hasSpecs && <Tag color="blue">{t('goods.specsTag')}</Tag>}
              {g.addOn && <Tag color="purple">{t('goods.addOnTag')}</Tag>}
            </Space>
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'price',
      className: 'nowrap',
      title: t('goods.price'),
      render: (_, g) => (
        <Flex vertical>
          <span>{g.hasSpecs ? t('goods.from', { price: g.salePrice.toFixed(2) }) : `¥${g.salePrice.toFixed(2)}`}</span>
          {g.marketPrice > g.salePrice && (
            <Typography.Text type="secondary" delete>
              ¥{g.marketPrice.toFixed(2)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'stock', title: t('goods.stock'), render: (_, g) => <StockCell goods={g} /> },
    { key: 'sales', className: 'nowrap', title: t('goods.sales'), dataIndex: 'sales' },
    {
      key: 'status',
      className: 'nowrap',
      title: t('goods.status'),
      render: (_, g) => (
        <Switch
          checked={g.status === 'on_sale'}
          checkedChildren={t('goods.onSale')}
          unCheckedChildren={t('goods.offSale')}
          onChange={(on) => changeStatus(g, on)}
        />
      ),
    },
    { key: 'updatedAt', className: 'nowrap', title: t('goods.updatedAt'), render: (_, g) => formatTime(g.updatedAt) },
    {
      key: 'actions',
      className: 'nowrap',
      fixed: 'right',
      title: t('common.actions'),
      render: (_, g) => (
        <Button type="link" size="small" onClick={() => setEditing({ id: g.id })}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage<AdminGoodsRow>
      title={t('goods.title')}
      create={{ label: t('goods.create'), onClick: () => setEditing({}) }}
      filters={<GoodsFilters table={table} />}
      columns={columns}
      list={list}
      table={table}
      paging={paging}
      cursor={cursor}
    >
      {editing && <GoodsEditorDrawer goodsId={editing.id} onClose={() => setEditing(undefined)} />}
    </ListPage>
  );
}
