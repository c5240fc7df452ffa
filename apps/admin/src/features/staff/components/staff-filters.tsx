import { staffRoles } from '@ffe/shared/domain/staff-roles';
import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <Flex gap={12} wrap className="filters">
      <Input.Search
        // A new address (back button, clear) shows its own keyword.
        key={filters.keyword ?? ''}
        defaultValue={filters.keyword}
        placeholder={t('staff.keyword')}
        aria-label={t('staff.keyword')}
        allowClear
        enterButton={t('common.search')}
        style={{ width: 320 }}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      <Select
        aria-label={t('staff.role')}
        placeholder={t('staff.role')}
        allowClear
        style={{ width: 160 }}
        value={filters.role}
        options={roleOptions(t)}
        onChange={(role) => setFilters({ role })}
      />
      <Select
        aria-label={t('staff.status')}
        placeholder={t('staff.status')}
        allowClear
        style={{ width: 140 }}
        value={filters.enabled === undefined ? undefined : String(filters.enabled)}
        options={[
          { value: 'true', label: t('staff.enabled') },
          { value: 'false', label: t('staff.disabled') },
        ]}
        onChange={(enabled?: string) => setFilters({ enabled: enabled === undefined ? undefined : enabled === 'true' })}
      />
      {table.hasFilters && <Button onClick={table.clearFilters}>{t('common.clearFilters')}</Button>}
    </Flex>
  );
}
