import type { AuditEntryView } from '@ffe/shared/contracts/staff';
import { isAuditAction } from '@ffe/shared/domain/audit';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { listRequest, useListRows } from '../../../lib/antd-table';
import { formatTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useAuditList } from '../api/list-audit';
import { AuditFilters, auditFilterParams } from '../components/audit-filters';
import { recordTypeWord } from '../components/audit-words';
import { ChangeSummary, EntryDetail } from '../components/change-list';

/** Every staff write: who, what, on which record, before and after, from where and when; filtered in the address. */
export default function AuditPage() {
  const { t } = useTranslation();
  const table = useTableState(auditFilterParams);
  const list = useAuditList(listRequest(table, table.filters));
  const { paging, rows, cursor } = useListRows<never, AuditEntryView>(table, list.data, (row) => row._id);
  const actorNames = useMemo(() => new Map(rows.map((row) => [row.actorId, row.actorName])), [rows]);

  const columns: TableColumnsType<AuditEntryView> = [
    { key: 'time', title: t('audit.time'), className: 'nowrap', render: (_, entry) => formatTime(entry.createdAt) },
    {
      key: 'person',
      title: t('audit.person'),
      className: 'nowrap',
      render: (_, entry) => (
        <Button
          type="link"
          size="small"
          title={t('audit.filterByPerson', { name: entry.actorName })}
          onClick={() => table.setFilters({ actor: entry.actorId })}
        >
          {entry.actorName}
        </Button>
      ),
    },
    {
      key: 'area',
      title: t('audit.area'),
      className: 'nowrap',
      render: (_, entry) => <Tag>{t(`audit.areas.${entry.area}`)}</Tag>,
    },
    {
      key: 'action',
      title: t('audit.action'),
      className: 'nowrap',
      // An action of an older server, not named in the locales, shows as it was recorded.
      render: (_, entry) =>
        isAuditAction(entry.action) ? (
          t(`audit.actions.${entry.action}`)
        ) : (
          <Typography.Text code>{entry.action}</Typography.Text>
        ),
    },
    {
      key: 'record',
      title: t('audit.record'),
      className: 'nowrap',
      render: (_, entry) => (
        <Button
          type="link"
          size="small"
          title={entry.recordId}
          onClick={() => table.setFilters({ recordType: entry.recordType, recordId: entry.recordId })}
        >
          {recordTypeWord(t, entry.recordType)} · {entry.recordLabel ?? entry.recordId.slice(0, 8)}
        </Button>
      ),
    },
    {
      key: 'changes',
      title: t('audit.changes'),
      render: (_, entry) => <ChangeSummary before={entry.before} after={entry.after} />,
    },
  ];

  return (
    <Page title={t('audit.title')}>
      <AuditFilters table={table} actorNames={actorNames} />
      <ListTable<AuditEntryView>
        rowKey="_id"
        size="middle"
        columns={columns}
        list={list}
        table={table}
        paging={paging}
        rowClassName={cursor.rowClassName}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (entry) => <EntryDetail entry={entry} /> }}
        hint={t('common.shortcutsHint')}
      />
    </Page>
  );
}
