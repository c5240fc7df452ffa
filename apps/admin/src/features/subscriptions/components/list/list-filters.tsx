import type { AdminSeries } from '@ffe/shared/contracts/admin-subscriptions';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, SearchFilter } from '../../../../components/filter-bar';
import { enumParam, type TableState, textParam } from '../../../../lib/use-table-state';
import { useShownName } from '../../utils/use-shown-name';
import { weekdayKey } from '../../utils/weekday-key';

export const SUBSCRIPTION_TABS = ['active', 'paused', 'ending', 'cancelled', 'all'] as const;
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The list's tab and filters as the address keeps them (`tab` is the area's own). */
export const listFilterParams = {
  state: enumParam(SUBSCRIPTION_TABS),
  seriesId: textParam,
  weekday: enumParam(WEEKDAYS),
  district: textParam,
};

/** By series, weekday and district. */
export function ListFilters({
  table,
  series,
}: {
  table: TableState<typeof listFilterParams>;
  series: readonly AdminSeries[] | undefined;
}) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  const shown = useShownName();
  return (
    <FilterBar
      table={{
        hasFilters: !!(filters.seriesId || filters.weekday || filters.district),
        clearFilters: () => setFilters({ seriesId: undefined, weekday: undefined, district: undefined }),
      }}
    >
      {series && (
        <ChoiceFilter
          label={t('subscriptions.list.series')}
          width={180}
          value={filters.seriesId}
          options={series.map((s) => ({ value: s.id, label: shown(s.name, s.nameEn) }))}
          onChange={(seriesId) => setFilters({ seriesId })}
        />
      )}
      <ChoiceFilter
        label={t('subscriptions.list.weekday')}
        value={filters.weekday}
        options={WEEKDAYS.map((day) => ({ value: day, label: t(weekdayKey(Number(day))) }))}
        onChange={(weekday) => setFilters({ weekday })}
      />
      <SearchFilter
        label={t('subscriptions.list.district')}
        value={filters.district}
        width={200}
        button={false}
        onSearch={(district) => setFilters({ district })}
      />
    </FilterBar>
  );
}
