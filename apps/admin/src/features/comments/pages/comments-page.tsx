import type { AdminComment } from '@ffe/shared/contracts/admin-service';
import { Flex, Rate, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomerCell } from '../../../components/customer-cell';
import { ListEmpty } from '../../../components/list-empty';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { PictureStrip } from '../../../components/picture-strip';
import { sortOrderOf, sortRequest, useTablePaging } from '../../../lib/antd-table';
import { formatTime } from '../../../lib/format';
import { useRowCursor } from '../../../lib/use-shortcuts';
import { useTableState } from '../../../lib/use-table-state';
import { useCommentList } from '../api/list-comments';
import {
  COMMENT_SORTABLE,
  CommentFilters,
  type CommentSortField,
  commentFilterParams,
} from '../components/comment-filters';
import { ReplyBox } from '../components/reply-box';

/** `/comments`: what customers wrote of their flowers, with their stars and pictures; the shop replies in the row. */
export default function CommentsPage() {
  const { t } = useTranslation();
  const table = useTableState(commentFilterParams, { sortable: COMMENT_SORTABLE });
  const { rating, ...filters } = table.filters;
  const list = useCommentList({
    ...filters,
    ...(rating ? { rating: Number(rating) } : {}),
    ...sortRequest(table.sort),
    page: table.page,
    pageSize: table.pageSize,
  });
  const paging = useTablePaging<CommentSortField, AdminComment>(table, list.data?.total);
  const rows = list.data?.list ?? [];
  const cursor = useRowCursor({
    rowKeys: rows.map((row) => row.id),
    page: table.page,
    pageCount: paging.pageCount,
    setPage: table.setPage,
  });

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
          {comment.orderNo && <Typography.Text type="secondary">{comment.orderNo}</Typography.Text>}
          <Flex gap={6} align="center" wrap>
            <CustomerCell customer={comment.customer} />
            {comment.anonymous && <Tag>{t('comments.anonymous')}</Tag>}
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'rating',
      title: t('comments.rating'),
      className: 'nowrap',
      sorter: true,
      sortOrder: sortOrderOf(table.sort, 'rating'),
      render: (_, comment) => (
        <Rate
          disabled
          value={comment.rating}
          className="small-rate"
          aria-label={t('comments.stars', { count: comment.rating })}
        />
      ),
    },
    {
      key: 'content',
      title: t('comments.content'),
      render: (_, comment) => (
        <Flex vertical gap={6}>
          <Typography.Paragraph style={{ margin: 0 }}>{comment.content}</Typography.Paragraph>
          <PictureStrip pictures={comment.pictures} />
        </Flex>
      ),
    },
    {
      key: 'reply',
      title: t('comments.reply'),
      width: 300,
      render: (_, comment) => <ReplyBox key={`${comment.id}-${comment.replyTime}`} comment={comment} />,
    },
  ];

  return (
    <Page title={t('comments.title')}>
      <CommentFilters table={table} />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AdminComment>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={paging.pagination}
          onChange={paging.onChange}
          rowClassName={(comment) => cursor.classNameFor(comment.id)}
          locale={{ emptyText: <ListEmpty filtered={table.hasFilters} onClear={table.clearFilters} /> }}
          footer={() => <Typography.Text type="secondary">{t('common.shortcutsHint')}</Typography.Text>}
        />
      )}
    </Page>
  );
}
