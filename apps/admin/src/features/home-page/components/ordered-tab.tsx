import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { refusalSaid } from '../../../lib/query-client';
import { moved, OrderedList } from './ordered-list';

interface OrderedTabProps<T extends { id: string; title: string }> {
  /** The tab's list as its query answers it. */
  items: UseQueryResult<{ list: T[] }>;
  label: string;
  render: (item: T) => ReactNode;
  /** Saves the whole list's ids in their new order. */
  reorder: (ids: string[]) => Promise<unknown>;
  reordering: boolean;
  remove: (item: T) => Promise<unknown>;
  /** The add (no item) or edit drawer. */
  drawer: (item: T | undefined, onClose: () => void) => ReactNode;
}

/** A home tab's rows in the shop's order: add, edit, move, and delete after a confirmation. */
export function OrderedTab<T extends { id: string; title: string }>({
  items,
  label,
  render,
  reorder,
  reordering,
  remove,
  drawer,
}: OrderedTabProps<T>) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<T | 'new'>();

  const confirmDelete = (item: T) =>
    modal.confirm({
      title: t('homePage.deleteConfirm', { title: item.title }),
      content: t('homePage.deleteHint'),
      okText: t('homePage.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove(item).then(() => void message.success(t('homePage.deleted')), refusalSaid),
    });

  let body: ReactNode;
  if (items.isPending) body = <Skeleton active />;
  else if (items.isError) body = <LoadError error={items.error} onRetry={() => void items.refetch()} />;
  else if (items.data.list.length === 0) body = <Empty description={t('homePage.empty')} />;
  else {
    const list = items.data.list;
    body = (
      <OrderedList
        label={label}
        items={list}
        keyOf={(item) => item.id}
        disabled={reordering}
        onMove={(from, to) =>
          void reorder(moved(list, from, to).map((item) => item.id)).then(
            () => void message.success(t('homePage.orderSaved')),
            refusalSaid,
          )
        }
        render={render}
        actions={(item) => (
          <>
            <Button type="link" size="small" onClick={() => setEditing(item)}>
              {t('common.edit')}
            </Button>
            <Button type="link" size="small" danger onClick={() => confirmDelete(item)}>
              {t('homePage.delete')}
            </Button>
          </>
        )}
      />
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('homePage.add')}
        </Button>
      </Flex>
      {body}
      {editing && drawer(editing === 'new' ? undefined : editing, () => setEditing(undefined))}
    </Flex>
  );
}
