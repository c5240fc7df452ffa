import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminCategory, AdminCategoryNode } from '@ffe/shared/contracts/admin-categories';
import { pictureAtWidth } from '@ffe/shared/domain/picture-widths';
import { App, Button, Flex, Space, Switch, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-empty';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { ApiError } from '../../../lib/api-client';
import { useCategoryTree } from '../api/category-tree';
import { useDeleteCategory } from '../api/delete-category';
import { useReorderCategories } from '../api/reorder-categories';
import { useUpdateCategory } from '../api/update-category';
import { type CategoryEditing, CategoryFormDrawer } from '../components/category-form-drawer';

/** The shop's two-level category tree: icons, order, visibility; add, edit, move and delete (empty ones only). */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const tree = useCategoryTree();
  const [editing, setEditing] = useState<CategoryEditing>();
  const update = useUpdateCategory();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const list = tree.data?.list ?? [];
  const fail = (error: Error) => void message.error(error.message);

  const siblingsOf = (c: AdminCategory) =>
    c.parentId === null ? list : (list.find((p) => p.id === c.parentId)?.children ?? []);
  const move = (c: AdminCategory, by: -1 | 1) => {
    const ids = siblingsOf(c).map((s) => s.id);
    const at = ids.indexOf(c.id);
    [ids[at], ids[at + by]] = [ids[at + by] as string, c.id];
    reorder.mutate({ parentId: c.parentId, ids }, { onError: fail });
  };
  const confirmDelete = (c: AdminCategory) => {
    const children = list.find((p) => p.id === c.id)?.children.length ?? 0;
    if (c.goodsCount > 0 || children > 0) {
      return void modal.warning({
        title:
          c.goodsCount > 0
            ? t('categories.deleteBlocked', { name: c.name, count: c.goodsCount })
            : t('categories.deleteHasChildren', { name: c.name }),
        okText: t('common.ok'),
      });
    }
    modal.confirm({
      title: t('categories.deleteConfirm', { name: c.name }),
      okText: t('categories.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(c.id).then(
          () => void message.success(t('categories.deleted')),
          // Goods added meanwhile: the server says how many.
          (error: Error) =>
            void (error instanceof ApiError && error.code === 409
              ? modal.warning({ title: error.message })
              : fail(error)),
        ),
    });
  };

  const columns: TableColumnsType<AdminCategoryNode | AdminCategory> = [
    {
      key: 'name',
      title: t('categories.name'),
      render: (_, c) => (
        <Flex gap={10} align="center">
          <img className="goods-thumb" src={pictureAtWidth(c.icon, 375)} alt="" />
          <Typography.Text strong={c.parentId === null}>{c.name}</Typography.Text>
          {!c.visible && <Tag>{t('categories.hidden')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'goods',
      className: 'nowrap',
      title: t('goods.title'),
      render: (_, c) => t('categories.goodsCount', { count: c.goodsCount }),
    },
    {
      key: 'visible',
      title: t('categories.visible'),
      render: (_, c) => (
        <Switch
          size="small"
          checked={c.visible}
          onChange={(visible) => update.mutate({ id: c.id, visible }, { onError: fail })}
        />
      ),
    },
    {
      key: 'actions',
      className: 'nowrap',
      title: t('common.actions'),
      render: (_, c) => {
        const siblings = siblingsOf(c);
        const at = siblings.findIndex((s) => s.id === c.id);
        return (
          <Space size={0}>
            <Tooltip title={t('categories.moveUp')}>
              <Button
                type="text"
                size="small"
                aria-label={t('categories.moveUp')}
                icon={<ArrowUpOutlined />}
                disabled={at <= 0}
                onClick={() => move(c, -1)}
              />
            </Tooltip>
            <Tooltip title={t('categories.moveDown')}>
              <Button
                type="text"
                size="small"
                aria-label={t('categories.moveDown')}
                icon={<ArrowDownOutlined />}
                disabled={at === siblings.length - 1}
                onClick={() => move(c, 1)}
              />
            </Tooltip>
            <Button type="link" size="small" onClick={() => setEditing({ category: c })}>
              {t('common.edit')}
            </Button>
            {c.parentId === null && (
              <Button type="link" size="small" onClick={() => setEditing({ parentId: c.id })}>
                {t('categories.createChild')}
              </Button>
            )}
            <Button type="link" size="small" danger onClick={() => confirmDelete(c)}>
              {t('categories.delete')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <Page
      title={t('categories.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })}>
          {t('categories.create')}
        </Button>
      }
    >
      {tree.isError && !tree.data ? (
        <LoadError error={tree.error} onRetry={() => void tree.refetch()} />
      ) : (
        <Table<AdminCategoryNode | AdminCategory>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list}
          loading={tree.isFetching}
          pagination={false}
          expandable={{ defaultExpandAllRows: true, childrenColumnName: 'children' }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <ListEmpty filtered={false} onClear={() => {}} /> }}
        />
      )}
      {editing && <CategoryFormDrawer editing={editing} tree={list} onClose={() => setEditing(undefined)} />}
    </Page>
  );
}
