import type { AdminComment } from '@ffe/shared/contracts/admin-service';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerCell } from '../../../components/customer-cell';
import { starsColumn, wordsColumn } from '../../../components/customer-words';
import { ListTable } from '../../../components/list-table';
import { Page } from '../../../components/page';
import { listRequest, sortOrderOf, useListRows } from '../../../lib/antd-table';
import { formatTime } from '../../../lib/format';
import { useTableState } from '../../../lib/use-table-state';
import { useCommentList } from '../api/list-comments';
import {
  COMMENT_SORTABLE,
  CommentFilters,
  type CommentSortField,
  commentFilterParams,
} from '../components/comment-filters';
import { HideButton } from '../components/hide-button';
import { ReplyBox } from '../components/reply-box';

/** `/comments`: what customers wrote of their flowers, with their stars and pictures; the shop replies in the row. */
export default function CommentsPage() {
  const { t } = useTranslation();
  const table = useTableState(commentFilterParams, { sortable: COMMENT_SORTABLE });
  const { rating, ...filters } = table.filters;
  const list = useCommentList({ ...listRequest(table, filters), ...(rating ? { rating: Number(rating) } : {}) });
  const { paging, cursor } = useListRows<CommentSortField, AdminComment>(table, list.data, (row) => row.id);

  const columns: TableColumnsType<AdminComment> = [
    {
      key: 'createTime',
      title: t('comments.createTime'),
      className: 'nowrap',
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'createTime'),
      render: (_, comment) => formatTime(comment.createTime),
    },
    {
      key: 'goods',
      title: t('comments.goods'),
      width: 200,
      render: (_, comment) => (
        <Flex vertical gap={4} align="start">
          <Typography.Text strong>{comment.goodsName ?? comment.goodsId}</Typography.Text>
          {comment.skuName && (
            <Typography.Text type="secondary">{t('comments.option', { name: comment.skuName })}</Typography.Text>
          )}
          {comment.orderNo && <Typography.Text type="secondary">{comment.orderNo}</Typography.Text>}
          <Flex gap={6} align="center" wrap>
            <CustomerCell customer={comment.customer} />
            {comment.anonymous && <Tag>{t('comments.anonymous')}</Tag>}
            {comment.hiddenTime !== null && <Tag color="red">{t('comments.hiddenTag')}</Tag>}
          </Flex>
        </Flex>
      ),
    },
    starsColumn<AdminComment, CommentSortField>(t('comments.rating'), table.sort),
    wordsColumn(t('comments.content')),
    {
      key: 'reply',
      title: t('comments.reply'),
      width: 300,
      render: (_, comment) => <ReplyBox key={`${comment.id}-${comment.replyTime}`} comment={comment} />,
    },
    {
      key: 'actions',
      className: 'nowrap',
      title: t('common.actions'),
      render: (_, comment) => <HideButton comment={comment} />,
    },
  ];

  return (
    <Page title={t('comments.title')}>
      <CommentFilters table={table} />
      <ListTable<AdminComment>
        rowKey="id"
        columns={columns}
        list={list}
        table={table}
        paging={paging}
        rowClassName={(comment) => cursor.classNameFor(comment.id)}
        hint={t('common.shortcutsHint')}
      />
    </Page>
  );
}
