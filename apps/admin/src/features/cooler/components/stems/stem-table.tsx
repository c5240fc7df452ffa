import type { CoolerStem } from '@ffe/shared/contracts/cooler-stems';
import { coolerStemKinds } from '@ffe/shared/domain/cooler-stems';
import { toYuan } from '@ffe/shared/domain/money';
import { App, Button, Flex, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, SearchFilter } from '../../../../components/filter-bar';
import { ListEmpty } from '../../../../components/list-empty';
import { LoadError } from '../../../../components/load-error';
import { formatYuan } from '../../../../lib/format';
import { useArchiveStem } from '../../api/archive-stem';
import { useStemList } from '../../api/stem-list';
import { StemFormDrawer } from './stem-form-drawer';

type Shown = 'active' | 'archived' | 'all';
interface Filters {
  keyword?: string | undefined;
  kind?: CoolerStem['kind'] | undefined;
  archived: Shown;
}
const PAGE_SIZE = 20;

/** The stems and materials: filter by kind, name and whether archived; add, edit, archive or restore. */
export function StemTable() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Filters>({ archived: 'active' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ stem?: CoolerStem }>();
  const list = useStemList({ ...filters, page, pageSize: PAGE_SIZE });
  const archive = useArchiveStem();
  const english = i18n.language === 'en';
  const filter = (next: Partial<Filters>) => {
    setFilters((now) => ({ ...now, ...next }));
    setPage(1);
  };
  const table = {
    hasFilters: !!filters.keyword || !!filters.kind || filters.archived !== 'active',
    clearFilters: () => filter({ keyword: undefined, kind: undefined, archived: 'active' }),
  };
  const unit = (s: CoolerStem) => t(`cooler.stems.units.${s.unit}`);

  const setArchived = (s: CoolerStem, archived: boolean) =>
    archive.mutate(
      { id: s.id, version: s.version, archived },
      {
        onSuccess: () =>
          void message.success(t(archived ? 'cooler.stems.archivedDone' : 'cooler.stems.unarchivedDone')),
      },
    );

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap justify="space-between" align="start">
        <FilterBar table={table}>
          <SearchFilter
            label={t('cooler.stems.keyword')}
            value={filters.keyword}
            onSearch={(keyword) => filter({ keyword: keyword.trim() || undefined })}
            width={260}
          />
          <ChoiceFilter
            label={t('cooler.stems.kindFilter')}
            value={filters.kind}
            options={coolerStemKinds.map((k) => ({ value: k, label: t(`cooler.stems.kinds.${k}`) }))}
            onChange={(kind) => filter({ kind })}
          />
          <Select<Shown>
            aria-label={t('cooler.stems.archivedFilter')}
            style={{ width: 120 }}
            value={filters.archived}
            onChange={(archived) => filter({ archived })}
            options={(['active', 'archived', 'all'] as const).map((v) => ({
              value: v,
              label: t(`cooler.stems.shown.${v}`),
            }))}
          />
        </FilterBar>
        <Button type="primary" onClick={() => setEditing({})}>
          {t('cooler.stems.create')}
        </Button>
      </Flex>
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<CoolerStem>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (count) => t('common.total', { count }),
          }}
          onChange={(pagination) => setPage(pagination.current ?? 1)}
          locale={{ emptyText: <ListEmpty filtered={table.hasFilters} onClear={table.clearFilters} /> }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('cooler.stems.name'),
              render: (_, s) => (
                <Space orientation="vertical" size={0}>
                  <span>{english && s.nameEn ? s.nameEn : s.name}</span>
                  {s.archived && <Tag>{t('cooler.stems.archivedTag')}</Tag>}
                </Space>
              ),
            },
            { title: t('cooler.stems.kind'), render: (_, s) => t(`cooler.stems.kinds.${s.kind}`) },
            {
              title: `${t('cooler.stems.variety')} / ${t('cooler.stems.grade')} / ${t('cooler.stems.colour')}`,
              render: (_, s) => [s.variety, s.grade, s.colour].filter(Boolean).join(' · '),
            },
            {
              title: t('cooler.stems.unit'),
              render: (_, s) => (
                <Space orientation="vertical" size={0}>
                  <span>{unit(s)}</span>
                  <Typography.Text type="secondary">
                    {t('cooler.stems.bunchOf', { count: s.bunchSize, unit: unit(s) })}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('cooler.stems.vaseLifeDays'),
              render: (_, s) => t('cooler.stems.days', { count: s.vaseLifeDays }),
            },
            { title: t('cooler.stems.substitutionGroup'), render: (_, s) => s.substitutionGroup ?? '' },
            { title: t('cooler.stems.value'), align: 'right', render: (_, s) => formatYuan(toYuan(s.valueCents)) },
            {
              title: t('common.actions'),
              fixed: 'right',
              render: (_, s) => (
                <Space>
                  <Button type="link" size="small" onClick={() => setEditing({ stem: s })}>
                    {t('common.edit')}
                  </Button>
                  {s.archived ? (
                    <Button type="link" size="small" onClick={() => setArchived(s, false)}>
                      {t('cooler.stems.unarchive')}
                    </Button>
                  ) : (
                    <Popconfirm
                      title={t('cooler.stems.archiveConfirm', { name: s.name })}
                      onConfirm={() => setArchived(s, true)}
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
      )}
      {editing && <StemFormDrawer stem={editing.stem} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
