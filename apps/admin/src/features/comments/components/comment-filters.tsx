import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { booleanParam, enumParam, type TableState, textParam } from '../../../lib/use-table-state';

export const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** The list's filters as the address's query keeps them. */
export const commentFilterParams = { replied: booleanParam, rating: enumParam(RATINGS), keyword: textParam };

export const COMMENT_SORTABLE = ['createTime', 'rating'] as const;
export type CommentSortField = (typeof COMMENT_SORTABLE)[number];

/** Replied or not, by stars, and by words in the comment, the author's nickname or the goods (applied on Enter). */
export function CommentFilters({ table }: { table: TableState<typeof commentFilterParams, CommentSortField> }) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  return (
    <Flex gap={12} wrap className="filters">
      <Input.Search
        key={filters.keyword ?? ''}
        defaultValue={filters.keyword}
        placeholder={t('comments.keyword')}
        aria-label={t('comments.keyword')}
        allowClear
        enterButton={t('common.search')}
        style={{ width: 320 }}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      <Select
        aria-label={t('comments.replied')}
        placeholder={t('comments.replied')}
        allowClear
        style={{ width: 140 }}
        value={filters.replied === undefined ? undefined : String(filters.replied)}
        options={[
          { value: 'false', label: t('comments.notReplied') },
          { value: 'true', label: t('comments.repliedYes') },
        ]}
        onChange={(replied?: string) => setFilters({ replied: replied === undefined ? undefined : replied === 'true' })}
      />
      <Select
        aria-label={t('comments.rating')}
        placeholder={t('comments.rating')}
        allowClear
        style={{ width: 140 }}
        value={filters.rating}
        options={RATINGS.map((rating) => ({ value: rating, label: t('comments.stars', { count: Number(rating) }) }))}
        onChange={(rating) => setFilters({ rating })}
      />
      {table.hasFilters && <Button onClick={table.clearFilters}>{t('common.clearFilters')}</Button>}
    </Flex>
  );
}
