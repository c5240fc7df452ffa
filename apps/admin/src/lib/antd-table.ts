import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useRowCursor } from './use-shortcuts';
import { PAGE_SIZES, type SortOrder, type SortState } from './use-table-state';

interface PagedState<F extends string> {
  page: number;
  pageSize: number;
  sort: SortState<F> | undefined;
  setPage(page: number, pageSize?: number): void;
  setSort(sort: SortState<F> | undefined): void;
}

/** A column's sort arrow, from the address's query. */
export const sortOrderOf = <F extends string>(sort: SortState<F> | undefined, field: F): SortOrder | null =>
  sort?.field === field ? sort.order : null;

/** antd Table's pagination and change handler, driven by the list's URL state; sorting only on `sortable` fields. */
export function useTablePaging<F extends string, T>(state: PagedState<F>, total: number | undefined) {
  const { t } = useTranslation();
  const pagination: TablePaginationConfig = {
    current: state.page,
    pageSize: state.pageSize,
    total: total ?? 0,
    pageSizeOptions: PAGE_SIZES.map(String),
    showSizeChanger: true,
    showTotal: (count) => t('common.total', { count }),
  };
  const onChange = (
    next: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
    extra: { action: string },
  ) => {
    if (extra.action === 'paginate') state.setPage(next.current ?? 1, next.pageSize ?? state.pageSize);
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = one?.columnKey as F | undefined;
      state.setSort(field && one?.order ? { field, order: one.order } : undefined);
    }
  };
  return { pagination, onChange, pageCount: Math.max(1, Math.ceil((total ?? 0) / state.pageSize)) };
}

/** A list's sort as the console's list contracts take it (`sort` and `asc`/`desc`); none leaves the server's own. */
export const sortRequest = <F extends string>(sort: SortState<F> | undefined) =>
  sort ? { sort: sort.field, order: sort.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : {};

/** A list page's call: its filters, and the sort and page the address keeps. */
export const listRequest = <F extends string, Filters extends object>(
  state: Pick<PagedState<F>, 'page' | 'pageSize' | 'sort'>,
  filters: Filters,
) => ({ ...filters, ...sortRequest(state.sort), page: state.page, pageSize: state.pageSize });

/** A list page's table: paging and sort from the address, the page's rows, and the J/K cursor over them. */
export function useListRows<F extends string, T>(
  state: PagedState<F>,
  data: { list: T[]; total: number } | undefined,
  keyOf: (row: T) => string,
) {
  const paging = useTablePaging<F, T>(state, data?.total);
  const rows = data?.list ?? [];
  const cursor = useRowCursor({
    rowKeys: rows.map(keyOf),
    page: state.page,
    pageCount: paging.pageCount,
    setPage: state.setPage,
  });
  return { paging, rows, cursor };
}
