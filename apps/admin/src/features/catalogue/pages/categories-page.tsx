import { PlusOutlined } from '@ant-design/icons';
import type { AdminCategory, AdminCategoryNode } from '@ffe/shared/contracts/admin-categories';
import { pictureAtWidth } from '@ffe/shared/domain/picture-widths';
import { App, Button, Flex, Space, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../components/list-empty';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { isRecordChanged } from '../../../components/use-stale-save';
import { useCategoryTree } from '../api/category-tree';
import { useUpdateCategory } from '../api/update-category';
import { type CategoryEditing, CategoryFormDrawer } from '../components/category-form-drawer';
import { CategoryOrderButtons } from '../components/category-order-buttons';
import { useConfirmCategoryDelete } from '../components/use-confirm-category-delete';

/** The shop's two-level category tree: icons, order, visibility; add, edit, move and delete (empty ones only). */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tree = useCategoryTree();
  const [editing, setEditing] = useState<CategoryEditing>();
  const update = useUpdateCategory();
  const list = tree.data?.list ?? [];
  const confirmDelete = useConfirmCategoryDelete(list);

  const siblingsOf = (c: AdminCategory) =>
    c.parentId === null ? list : (list.find((p) => p.id === c.parentId)?.children ?? []);

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
          aria-label={t('categories.visible')}
          onChange={(visible) =>
            update.mutate(
              { id: c.id, version: c.version, visible },
              // Changed since the list was read: the tree now shows it as it is, to be switched knowingly.
              {
                onError: (error) =>
                  void message.error(isRecordChanged(error) ? t('staleSave.listChanged') : error.message),
              },
            )
          }
        />
      ),
    },
    {
      key: 'actions',
      className: 'nowrap',
      title: t('common.actions'),
      render: (_, c) => (
        <Space size={0}>
          <CategoryOrderButtons category={c} siblings={siblingsOf(c)} />
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
      ),
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
