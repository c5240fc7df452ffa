import { adminGoodsSort } from '@ffe/shared/contracts/admin-goods';
import { goodsStatus } from '@ffe/shared/contracts/catalogue';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, FilterBar, SearchFilter, YesNoFilter } from '../../../components/filter-bar';
import { booleanParam, enumParam, type ParamSpec, type TableState, textParam } from '../../../lib/use-table-state';
import { useCategoryTree } from '../api/category-tree';
import { categoryOptions } from './category-options';

const positiveParam: ParamSpec<number> = {
  parse: (raw) => (/^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : undefined),
  format: String,
};

/** The goods list's filters as the address's query keeps them (`orderBy`: the query's `sort` is the table's). */
export const goodsFilterParams = {
  keyword: textParam,
  categoryId: textParam,
  status: enumParam(goodsStatus.options),
  stockBelow: positiveParam,
  addOn: booleanParam,
  orderBy: enumParam(adminGoodsSort.options),
};

/** Keyword, category, status, low stock, add-ons and order; each change goes back to the first page. */
export function GoodsFilters({ table }: { table: TableState<typeof goodsFilterParams, never> }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const { filters, setFilters } = table;
  return (
    <FilterBar table={table}>
      <SearchFilter
        label={t('goods.keyword')}
        value={filters.keyword}
        onSearch={(keyword) => setFilters({ keyword })}
      />
      <ChoiceFilter
        label={t('goods.category')}
        width={180}
        value={filters.categoryId}
        options={categoryOptions(tree.data?.list)}
        onChange={(categoryId) => setFilters({ categoryId })}
      />
      <ChoiceFilter
        label={t('goods.status')}
        value={filters.status}
        options={[
          { value: 'on_sale', label: t('goods.onSale') },
          { value: 'off_sale', label: t('goods.offSale') },
        ]}
        onChange={(status) => setFilters({ status })}
      />
      <InputNumber
        key={filters.stockBelow ?? ''}
        aria-label={t('goods.stockBelow')}
        placeholder={t('goods.stockBelow')}
        min={1}
        precision={0}
        style={{ width: 130 }}
        defaultValue={filters.stockBelow}
        onBlur={(e) => setFilters({ stockBelow: Number(e.target.value) || undefined })}
        onPressEnter={(e) => setFilters({ stockBelow: Number((e.target as HTMLInputElement).value) || undefined })}
      />
      <YesNoFilter
        label={t('goods.kind')}
        width={160}
        value={filters.addOn}
        answers={[
          { value: true, label: t('goods.addOnOnly') },
          { value: false, label: t('goods.noAddOns') },
        ]}
        onChange={(addOn) => setFilters({ addOn })}
      />
      <ChoiceFilter
        label={t('goods.sort')}
        width={170}
        value={filters.orderBy}
        options={adminGoodsSort.options.map((value) => ({ value, label: t(`goods.sorts.${value}`) }))}
        onChange={(orderBy) => setFilters({ orderBy })}
      />
    </FilterBar>
  );
}
