import { feedbackType } from '@ffe/shared/contracts/member-centre';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <Flex gap={12} wrap className="filters">
      <Select
        aria-label={t('feedback.handled')}
        placeholder={t('feedback.handled')}
        allowClear
        style={{ width: 140 }}
        value={filters.handled === undefined ? undefined : String(filters.handled)}
        options={[
          { value: 'false', label: t('feedback.open') },
          { value: 'true', label: t('feedback.done') },
        ]}
        onChange={(handled?: string) => setFilters({ handled: handled === undefined ? undefined : handled === 'true' })}
      />
      <Select
        aria-label={t('feedback.type')}
        placeholder={t('feedback.type')}
        allowClear
        style={{ width: 140 }}
        value={filters.type}
        options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) }))}
        onChange={(type) => setFilters({ type })}
      />
      {table.hasFilters && <Button onClick={table.clearFilters}>{t('common.clearFilters')}</Button>}
    </Flex>
  );
}
