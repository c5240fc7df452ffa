import { useTranslation } from 'react-i18next';
import { FilterBar, SearchFilter, YesNoFilter } from '../../../components/filter-bar';
import { booleanParam, type TableState, textParam } from '../../../lib/use-table-state';

/** The list's filters as the address's query keeps them. */
export const customerFilterParams = { keyword: textParam, disabled: booleanParam };

/** A nickname or phone digits (applied on Enter), and the account's state; each change goes back to the first page. */
export function CustomerFilters({ table }: { table: TableState<typeof customerFilterParams> }) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  return (
    <FilterBar table={table}>
      <SearchFilter
        label={t('customers.keyword')}
        value={filters.keyword}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      <YesNoFilter
        label={t('customers.status')}
        value={filters.disabled}
        answers={[
          { value: false, label: t('customers.active') },
          { value: true, label: t('customers.disabled') },
        ]}
        onChange={(disabled) => setFilters({ disabled })}
      />
    </FilterBar>
  );
}
