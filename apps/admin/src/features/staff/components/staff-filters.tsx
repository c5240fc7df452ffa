import { staffRoles } from '@ffe/shared/domain/staff-roles';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, SearchFilter, YesNoFilter } from '../../../components/filter-bar';
import { booleanParam, enumParam, type TableState, textParam } from '../../../lib/use-table-state';
import { roleOptions } from './role-options';

/** The staff list's filters as the address's query keeps them. */
export const staffFilterParams = { keyword: textParam, role: enumParam(staffRoles), enabled: booleanParam };

export const STAFF_SORTABLE = ['username', 'displayName', 'role', 'lastSignInAt'] as const;
export type StaffSortField = (typeof STAFF_SORTABLE)[number];

/** Keyword (applied on Enter or the search button), role and status; each change goes back to the first page. */
export function StaffFilters({ table }: { table: TableState<typeof staffFilterParams, StaffSortField> }) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  return (
    <FilterBar table={table}>
      <SearchFilter
        label={t('staff.keyword')}
        value={filters.keyword}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      <ChoiceFilter
        label={t('staff.role')}
        width={160}
        value={filters.role}
        options={roleOptions(t)}
        onChange={(role) => setFilters({ role })}
      />
      <YesNoFilter
        label={t('staff.status')}
        value={filters.enabled}
        answers={[
          { value: true, label: t('staff.enabled') },
          { value: false, label: t('staff.disabled') },
        ]}
        onChange={(enabled) => setFilters({ enabled })}
      />
    </FilterBar>
  );
}
