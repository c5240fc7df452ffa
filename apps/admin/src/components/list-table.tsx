import type { TablePaginationConfig, TableProps } from 'antd';
import { Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ListEmpty } from './list-empty';
import { LoadError } from './load-error';

/** What a list page's query gives the table: its rows, whether it is asking, and its failure. */
interface ListQuery<T> {
  data: { list: T[] } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  refetch(): unknown;
}

export type ListTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'footer'> & {
  list: ListQuery<T>;
  /** The list's URL state: an empty list offers to clear its filters. */
  table: { hasFilters: boolean; clearFilters(): void };
  paging: { pagination: TablePaginationConfig; onChange: TableProps<T>['onChange'] };
  /** The keyboard shortcuts the list takes, under it. */
  hint: ReactNode;
};

/**
 * A console list: the server's page in an antd table with the address's paging and sort, an empty list that can clear
 * its filters, the shortcuts under it, and a failed first load as an error with a retry (a failed refresh keeps the rows).
 */
export function ListTable<T extends object>({ list, table, paging, hint, ...props }: ListTableProps<T>) {
  if (list.isError && !list.data && list.error) {
    return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  }
  return (
    <Table<T>
      {...props}
      dataSource={list.data?.list ?? []}
      loading={list.isFetching}
      pagination={paging.pagination}
      onChange={paging.onChange}
      locale={{ emptyText: <ListEmpty filtered={table.hasFilters} onClear={table.clearFilters} /> }}
      footer={() => <Typography.Text type="secondary">{hint}</Typography.Text>}
    />
  );
}
