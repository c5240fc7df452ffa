import type { AuditEntryView } from '@ffe/shared/contracts/staff';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldWord, valueWord } from './audit-words';
import { type Change, changesOf } from './changes';

/** How many changed fields a row's summary names before "and N more". */
const SUMMARY_FIELDS = 2;

/** A row's changes in one line: `status: paid → preparing`. */
export function ChangeSummary({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const changes = changesOf(before, after);
  if (changes.length === 0) return <Typography.Text type="secondary">{t('audit.noDetail')}</Typography.Text>;
  const shown = changes
    .slice(0, SUMMARY_FIELDS)
    .map(
      ({ field, before: was, after: now }) =>
        `${field ? `${fieldWord(t, field)}: ` : ''}${valueWord(t, field, was)} → ${valueWord(t, field, now)}`,
    )
    .join('; ');
  const more = changes.length - SUMMARY_FIELDS;
  return (
    <Typography.Text ellipsis style={{ maxWidth: 240 }}>
      {shown}
      {more > 0 && ` ${t('audit.more', { count: more })}`}
    </Typography.Text>
  );
}

/** An expanded row: every changed field, before beside after, and where the write came from. */
export function EntryDetail({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <ChangeTable before={entry.before} after={entry.after} />
      <Typography.Text type="secondary">
        {t('audit.ip')}: {entry.ip}
      </Typography.Text>
    </Flex>
  );
}

function ChangeTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  return (
    <Table<Change>
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={changesOf(before, after)}
      locale={{ emptyText: t('audit.noDetail') }}
      columns={[
        { key: 'field', title: t('audit.field'), width: 180, render: (_, change) => fieldWord(t, change.field) },
        { key: 'before', title: t('audit.before'), render: (_, change) => valueWord(t, change.field, change.before) },
        { key: 'after', title: t('audit.after'), render: (_, change) => valueWord(t, change.field, change.after) },
      ]}
    />
  );
}
