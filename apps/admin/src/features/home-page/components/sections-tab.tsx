import { PlusOutlined } from '@ant-design/icons';
import type { AdminHomeSection } from '@ffe/shared/contracts/admin-home';
import { App, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDeleteHomeSection } from '../api/delete-home-section';
import { useHomeSections } from '../api/list-home-sections';
import { useReorderHomeSections } from '../api/reorder-home-sections';
import { moved, OrderedList } from './ordered-list';
import { SectionFormDrawer } from './section-form-drawer';

/** The home's goods rows in order: the self-filling best sellers and new arrivals, and chosen lists of goods. */
export function SectionsTab() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const sections = useHomeSections();
  const reorder = useReorderHomeSections();
  const remove = useDeleteHomeSection();
  const [editing, setEditing] = useState<AdminHomeSection | 'new'>();

  const confirmDelete = (section: AdminHomeSection) =>
    modal.confirm({
      title: t('homePage.deleteConfirm', { title: section.title }),
      content: t('homePage.deleteHint'),
      okText: t('homePage.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(section.id).then(
          () => void message.success(t('homePage.deleted')),
          (error: Error) => void message.error(error.message),
        ),
    });

  let body: React.ReactNode;
  if (sections.isPending) body = <Skeleton active />;
  else if (sections.isError) body = <LoadError error={sections.error} onRetry={() => void sections.refetch()} />;
  else if (sections.data.list.length === 0) body = <Empty description={t('homePage.empty')} />;
  else {
    const list = sections.data.list;
    body = (
      <OrderedList
        label={t('homePage.tabs.sections')}
        items={list}
        keyOf={(section) => section.id}
        disabled={reorder.isPending}
        onMove={(from, to) =>
          reorder.mutate(
            moved(list, from, to).map((s) => s.id),
            {
              onSuccess: () => void message.success(t('homePage.orderSaved')),
              onError: (error) => void message.error(error.message),
            },
          )
        }
        render={(section) => (
          <Flex vertical gap={2}>
            <Typography.Text strong>{section.title}</Typography.Text>
            <Flex gap={4}>
              <Tag color={section.kind === 'chosen' ? 'magenta' : 'gold'}>
                {t(`homePage.sectionKinds.${section.kind}`)}
              </Tag>
              {section.kind === 'chosen' && (
                <Typography.Text type="secondary">
                  {t('homePage.sectionGoodsCount', { count: section.goods.length })}
                </Typography.Text>
              )}
            </Flex>
          </Flex>
        )}
        actions={(section) => (
          <>
            <Button type="link" size="small" onClick={() => setEditing(section)}>
              {t('common.edit')}
            </Button>
            <Button type="link" size="small" danger onClick={() => confirmDelete(section)}>
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
      {editing && (
        <SectionFormDrawer section={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </Flex>
  );
}
