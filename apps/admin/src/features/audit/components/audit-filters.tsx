import { auditAreas } from '@ffe/shared/domain/audit';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, SearchFilter } from '../../../components/filter-bar';
import { dateParam, enumParam, type TableState, textParam } from '../../../lib/use-table-state';
import { useAuditPeople } from '../api/list-audit-people';

/** The audit log's filters as the address's query keeps them. */
export const auditFilterParams = {
  actor: textParam,
  area: enumParam(auditAreas),
  recordType: textParam,
  recordId: textParam,
  from: dateParam,
  to: dateParam,
};

const DAY = 'YYYY-MM-DD';

/** Person, area, record type and id (applied on Enter), and a date range; each change goes back to the first page. */
export function AuditFilters({
  table,
  actorNames,
}: {
  table: TableState<typeof auditFilterParams>;
  /** Names of people seen in the rows, for a person the list of people does not offer (yet). */
  actorNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  const people = useAuditPeople();
  const options = (people.data ?? []).map((person) => ({
    value: person.id,
    label: person.username ? `${person.name} (${person.username})` : person.name,
  }));
  if (filters.actor && !options.some((option) => option.value === filters.actor)) {
    options.unshift({ value: filters.actor, label: actorNames.get(filters.actor) ?? filters.actor });
  }
  return (
    <FilterBar table={table}>
      <Select
        aria-label={t('audit.person')}
        placeholder={t('audit.person')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 180 }}
        value={filters.actor}
        options={options}
        onChange={(actor?: string) => setFilters({ actor })}
      />
      <ChoiceFilter
        label={t('audit.area')}
        value={filters.area}
        options={auditAreas.map((area) => ({ value: area, label: t(`audit.areas.${area}`) }))}
        onChange={(area) => setFilters({ area })}
      />
      <SearchFilter
        label={t('audit.recordType')}
        button={false}
        width={160}
        value={filters.recordType}
        onSearch={(recordType) => setFilters({ recordType })}
      />
      <SearchFilter
        label={t('audit.recordId')}
        button={false}
        width={180}
        value={filters.recordId}
        onSearch={(recordId) => setFilters({ recordId })}
      />
      <DatePicker.RangePicker
        aria-label={t('audit.dateRange')}
        allowEmpty={[true, true]}
        style={{ width: 260 }}
        value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
        onChange={(range) => setFilters({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
      />
    </FilterBar>
  );
}
