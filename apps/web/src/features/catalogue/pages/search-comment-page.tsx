import type { CommentFilter } from '@ffe/shared/contracts/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/ui/load-more';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import { searchCommentsInfiniteQuery, useSearchCommentsInfinite } from '../api/search-comments';
import { CommentItem } from '../components/comment-item';
import styles from './search-comment-page.module.css';

const FILTERS = ['all', 'good', 'neutral', 'bad', 'pictures'] as const satisfies readonly CommentFilter[];

function CommentList({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<CommentFilter>('all');
  const comments = useSearchCommentsInfinite(goodsId, filter);
  // While another filter's first page loads, the counts stay those of the page already shown.
  const cachedSummary = () =>
    queryClient.getQueryData(searchCommentsInfiniteQuery(goodsId, 'all').queryKey)?.pages[0]?.summary;

  const summary = comments.data?.pages[0]?.summary ?? cachedSummary();
  const countOf = (f: CommentFilter) =>
    f === 'all' ? summary?.total : f === 'pictures' ? summary?.withPictures : summary?.[f];

  if (comments.error instanceof ApiError && comments.error.code === 404) {
    return <EmptyState title={t('goods.notFound')} />;
  }

  let list: React.ReactNode;
  if (comments.isPending) list = <PageLoading />;
  else if (!comments.data) {
    list = <PageError message={comments.error?.message} onRetry={() => void comments.refetch()} />;
  } else {
    const items = comments.data.pages.flatMap((page) => page.list);
    list =
      items.length === 0 ? (
        <EmptyState title={t('goods.noComments')} />
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((comment) => (
              <li key={comment.id}>
                <CommentItem comment={comment} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={comments.hasNextPage} loadMore={() => comments.fetchNextPage({ throwOnError: true })} />
        </>
      );
  }

  return (
    <>
      <div className={styles.head}>
        {summary && (
          <p className={styles.summary}>
            <span className={styles.rate}>{t('goods.goodRate', { rate: summary.goodRate })}</span>
            <span className={styles.total}>{t('goods.comments', { count: summary.total })}</span>
          </p>
        )}
        <div className={styles.filters} role="toolbar" aria-label={t('comment.filters')}>
          {FILTERS.map((f) => {
            const count = countOf(f);
            return (
              <button
                key={f}
                type="button"
                className={styles.filter}
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {t(`comment.${f}`)}
                {count !== undefined && ` ${count}`}
              </button>
            );
          })}
        </div>
      </div>
      {list}
    </>
  );
}

/** Every comment on one goods, filtered by all / good / bad / with pictures, loading more as it scrolls. */
export default function SearchCommentPage({ id }: { id?: string | undefined }) {
  const { t } = useTranslation();
  if (!id) return <EmptyState title={t('goods.notFound')} />;
  return <CommentList goodsId={id} />;
}
