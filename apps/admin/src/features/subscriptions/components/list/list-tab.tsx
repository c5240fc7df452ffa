import type { AdminSubscriptionRow } from '@ffe/shared/contracts/admin-subscriptions';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListTable } from '../../../../components/list-table';
import { listRequest, useListRows } from '../../../../lib/antd-table';
import { useShortcuts } from '../../../../lib/use-shortcuts';
import { useTableState } from '../../../../lib/use-table-state';
import { useSeriesList } from '../../api/list-series';
import { useSubscriptionList } from '../../api/list-subscriptions';
import { useShownName } from '../../utils/use-shown-name';
import { listColumns } from './list-columns';
import { ListFilters, listFilterParams, SUBSCRIPTION_TABS } from './list-filters';

/** 订阅: the subscriptions by state with each state's count, filtered and paged in the address; a row opens its page. */
export default function ListTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const table = useTableState(listFilterParams);
  const { state = 'active', seriesId, weekday, district } = table.filters;
  const list = useSubscriptionList(
    listRequest(table, { tab: state, seriesId, weekday: weekday ? Number(weekday) : undefined, district }),
  );
  const series = useSeriesList();
  const shown = useShownName();
  const seriesName = (row: AdminSubscriptionRow) => {
    const one = series.data?.list.find((s) => s.id === row.seriesId);
    return one ? shown(one.name, one.nameEn) : row.seriesName;
  };
  const { paging, rows, cursor } = useListRows<never, AdminSubscriptionRow>(table, list.data, (row) => row.id);
  const open = (row: AdminSubscriptionRow) => navigate(`/subscriptions/${row.id}`);
  const counts = list.data?.counts;

  useShortcuts({
    Enter: () => {
      const active = rows.find((row) => row.id === cursor.activeKey);
      if (active) open(active);
    },
  });

  return (
    <>
      {/* On a phone the states scroll sideways rather than widen the page. */}
      <div style={{ overflowX: 'auto', marginBottom: 12 }}>
        <Segmented
          value={state}
          onChange={(value) => table.setFilters({ state: value === 'active' ? undefined : value })}
          options={SUBSCRIPTION_TABS.map((key) => ({
            value: key,
            label: counts
              ? `${t(`subscriptions.list.tabs.${key}`)} ${counts[key] ?? 0}`
              : t(`subscriptions.list.tabs.${key}`),
          }))}
        />
      </div>
      <ListFilters table={table} series={series.data?.list} />
      <ListTable<AdminSubscriptionRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        columns={listColumns(t, seriesName)}
        list={list}
        table={table}
        paging={paging}
        rowClassName={(row) => `${cursor.classNameFor(row.id)} clickable-row`}
        onRow={(row) => ({ onClick: () => open(row) })}
        hint={t('subscriptions.list.hint')}
      />
    </>
  );
}
