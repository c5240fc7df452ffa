import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListTableProps } from './list-table';
import { Page } from './page';

type ListPageProps<T> = Omit<ListTableProps<T>, 'title' | 'children' | 'hint' | 'rowKey' | 'rowClassName'> & {
  title: string;
  /** The "new …" button beside the title. */
  create: { label: string; onClick: () => void };
  filters: ReactNode;
  /** The J/K cursor's class for a row, by the row's id. */
  cursor: { classNameFor: (id: string) => string };
  /** The drawers and dialogs the page opens. */
  children?: ReactNode;
};

/**
 * A list page whose rows have an `id`: the title with its "new" button, the filters, then the server's page in a table
 * with the shortcuts under it.
 */
export function ListPage<T extends { id: string }>({
  title,
  create,
  filters,
  cursor,
  children,
  ...table
}: ListPageProps<T>) {
  const { t } = useTranslation();
  return (
    <Page
      title={title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick}>
          {create.label}
        </Button>
      }
    >
      {filters}
      <ListTable<T>
        rowKey="id"
        size="middle"
        rowClassName={(row) => cursor.classNameFor(row.id)}
        scroll={{ x: 'max-content' }}
        hint={t('common.shortcutsHint')}
        {...table}
      />
      {children}
    </Page>
  );
}
