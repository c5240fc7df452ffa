import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, SearchFilter, YesNoFilter } from '../../../components/filter-bar';
import { booleanParam, enumParam, type TableState, textParam } from '../../../lib/use-table-state';

export const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** The list's filters as the address's query keeps them. */
export const commentFilterParams = {
  replied: booleanParam,
  rating: enumParam(RATINGS),
  hidden: booleanParam,
  keyword: textParam,
};

export const COMMENT_SORTABLE = ['createTime', 'rating'] as const;
export type CommentSortField = (typeof COMMENT_SORTABLE)[number];

/** Replied or not, by stars, shown or hidden, and by words in the comment, the author's nickname or the goods (applied on Enter). */
export function CommentFilters({ table }: { table: TableState<typeof commentFilterParams, CommentSortField> }) {
  const { t } = useTranslation();
  const { filters, setFilters } = table;
  return (
    <FilterBar table={table}>
      <SearchFilter
        label={t('comments.keyword')}
        value={filters.keyword}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      <YesNoFilter
        label={t('comments.replied')}
        value={filters.replied}
        answers={[
          { value: false, label: t('comments.notReplied') },
          { value: true, label: t('comments.repliedYes') },
        ]}
        onChange={(replied) => setFilters({ replied })}
      />
      <ChoiceFilter
        label={t('comments.rating')}
        value={filters.rating}
        options={RATINGS.map((rating) => ({ value: rating, label: t('comments.stars', { count: Number(rating) }) }))}
        onChange={(rating) => setFilters({ rating })}
      />
      <YesNoFilter
        label={t('comments.hidden')}
        value={filters.hidden}
        answers={[
          { value: false, label: t('comments.shownOnly') },
          { value: true, label: t('comments.hiddenOnly') },
        ]}
        onChange={(hidden) => setFilters({ hidden })}
      />
    </FilterBar>
  );
}
