import type { AdminFeedback } from '@ffe/shared/contracts/admin-service';
import { App, Flex, Switch, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerCell } from '../../../components/customer-cell';
import { starsColumn, wordsColumn } from '../../../components/customer-words';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { listRequest, sortOrderOf, useListRows } from '../../../lib/antd-table';
import { formatTime } from '../../../lib/format';
import { useShortcuts } from '../../../lib/use-shortcuts';
import { useTableState } from '../../../lib/use-table-state';
import { useHandleFeedback } from '../api/handle-feedback';
import { useFeedbackList } from '../api/list-feedback';
import {
  FEEDBACK_SORTABLE,
  FeedbackFilters,
  type FeedbackSortField,
  feedbackFilterParams,
} from '../components/feedback-filters';

/** `/feedback`: what customers told the shop, each marked handled (by whom, when) or open again with a switch. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useTableState(feedbackFilterParams, { sortable: FEEDBACK_SORTABLE });
  const list = useFeedbackList(listRequest(table, table.filters));
  const { paging, rows, cursor } = useListRows<FeedbackSortField, AdminFeedback>(table, list.data, (row) => row.id);
  const handle = useHandleFeedback();
  const toggle = (feedback: AdminFeedback) =>
    handle.mutate(
      { id: feedback.id, handled: !feedback.handled },
      {
        onSuccess: (saved) => void message.success(t(saved.handled ? 'feedback.markedDone' : 'feedback.markedOpen')),
      },
    );

  // H marks the highlighted feedback handled, or open again.
  useShortcuts({
    h: () => {
      const active = rows.find((row) => row.id === cursor.activeKey);
      if (active && !handle.isPending) toggle(active);
    },
  });

  const columns: TableColumnsType<AdminFeedback> = [
    {
      key: 'createTime',
      title: t('feedback.createTime'),
      className: 'nowrap',
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'createTime'),
      render: (_, feedback) => formatTime(feedback.createTime),
    },
    {
      key: 'type',
      title: t('feedback.type'),
      width: 90,
      render: (_, feedback) => <Tag>{t(`feedback.types.${feedback.type}`)}</Tag>,
    },
    starsColumn<AdminFeedback, FeedbackSortField>(t('feedback.rating'), table.sort),
    wordsColumn(t('feedback.content')),
    {
      key: 'customer',
      title: t('feedback.customer'),
      className: 'nowrap',
      render: (_, feedback) => (
        <Flex vertical gap={2}>
          <CustomerCell customer={feedback.customer} />
          {feedback.contact && (
            <Typography.Text type="secondary">{t('feedback.contact', { contact: feedback.contact })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'handled',
      title: t('feedback.handled'),
      width: 180,
      render: (_, feedback) => (
        <Flex vertical gap={4} align="start">
          <Switch
            checked={feedback.handled}
            checkedChildren={t('feedback.done')}
            unCheckedChildren={t('feedback.open')}
            loading={handle.isPending && handle.variables?.id === feedback.id}
            aria-label={t('feedback.handled')}
            onChange={() => toggle(feedback)}
          />
          {feedback.handled && feedback.handledBy && feedback.handledTime !== null && (
            <Typography.Text type="secondary" className="handled-by">
              {t('feedback.handledBy', { name: feedback.handledBy.name, time: formatTime(feedback.handledTime) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Page title={t('feedback.title')}>
      <FeedbackFilters table={table} />
      <ListTable<AdminFeedback>
        rowKey="id"
        columns={columns}
        list={list}
        table={table}
        paging={paging}
        rowClassName={(feedback) => cursor.classNameFor(feedback.id)}
        hint={t('feedback.shortcutsHint')}
      />
    </Page>
  );
}
