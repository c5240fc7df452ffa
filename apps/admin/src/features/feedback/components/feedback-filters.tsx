import { feedbackType } from '@ffe/shared/contracts/member-centre';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, YesNoFilter } from '../../../components/filter-bar';
import { booleanParam, enumParam, type TableState } from '../../../lib/use-table-state';

export const FEEDBACK_TYPES = feedbackType.options;

/** The inbox's filters as the address's query keeps them. */
export const feedbackFilterParams = { handled: booleanParam, type: enumParam(FEEDBACK_TYPES) };

export const FEEDBACK_SORTABLE = ['createTime', 'rating'] as const;
export type FeedbackSortField = (typeof FEEDBACK_SORTABLE)[number];

/** Handled or open, and by kind. */
export function FeedbackFilters({ table }: { table: TableState<typeof feedbackFilterParams, FeedbackSortField> }) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  return (
    <FilterBar table={table}>
      <YesNoFilter
        label={t('feedback.handled')}
        value={filters.handled}
        answers={[
          { value: false, label: t('feedback.open') },
          { value: true, label: t('feedback.done') },
        ]}
        onChange={(handled) => setFilters({ handled })}
      />
      <ChoiceFilter
        label={t('feedback.type')}
        value={filters.type}
        options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) }))}
        onChange={(type) => setFilters({ type })}
      />
    </FilterBar>
  );
}
