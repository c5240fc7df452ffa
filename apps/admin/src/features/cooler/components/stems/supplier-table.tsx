import type { CoolerSupplier } from '@ffe/shared/contracts/cooler-stems';
import { App, Button, Flex, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../../components/list-empty';
import { LoadError } from '../../../../components/load-error';
import { useArchiveSupplier } from '../../api/archive-supplier';
import { useSupplierList } from '../../api/supplier-list';
import { SupplierFormDrawer } from './supplier-form-drawer';

type Shown = 'active' | 'archived' | 'all';

/** The suppliers: add, edit, archive or restore. */
export function SupplierTable() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [shown, setShown] = useState<Shown>('active');
  const [editing, setEditing] = useState<{ supplier?: CoolerSupplier }>();
  const list = useSupplierList(shown);
  const archive = useArchiveSupplier();

  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap justify="space-between">
        <Select<Shown>
          aria-label={t('cooler.stems.archivedFilter')}
          style={{ width: 140 }}
          value={shown}
          onChange={setShown}
          options={(['active', 'archived', 'all'] as const).map((v) => ({
            value: v,
            label: t(`cooler.stems.shown.${v}`),
          }))}
        />
        <Button type="primary" onClick={() => setEditing({})}>
          {t('cooler.stems.createSupplier')}
        </Button>
      </Flex>
      <Table<CoolerSupplier>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: <ListEmpty filtered={shown !== 'active'} onClear={() => setShown('active')} /> }}
        columns={[
          {
            title: t('cooler.stems.supplierName'),
            render: (_, s) => (
              <Space>
                {s.name}
                {s.nameEn && <span className="secondary">{s.nameEn}</span>}
                {s.archived && <Tag>{t('cooler.stems.archivedTag')}</Tag>}
              </Space>
            ),
          },
          { title: t('cooler.stems.contact'), dataIndex: 'contact' },
          {
            title: t('common.actions'),
            render: (_, s) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing({ supplier: s })}>
                  {t('common.edit')}
                </Button>
                {s.archived ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      archive.mutate(
                        { id: s.id, version: s.version, archived: false },
                        { onSuccess: () => void message.success(t('cooler.stems.unarchivedDone')) },
                      )
                    }
                  >
                    {t('cooler.stems.unarchive')}
                  </Button>
                ) : (
                  <Popconfirm
                    title={t('cooler.stems.supplierArchiveConfirm', { name: s.name })}
                    onConfirm={() =>
                      archive.mutate(
                        { id: s.id, version: s.version, archived: true },
                        { onSuccess: () => void message.success(t('cooler.stems.archivedDone')) },
                      )
                    }
                  >
                    <Button type="link" size="small" danger>
                      {t('cooler.stems.archive')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && <SupplierFormDrawer supplier={editing.supplier} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
