import type { GoodsPage } from '@ffe/shared/contracts/catalogue';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { GoodsGrid } from '../../../components/goods/goods-grid';
import { LoadMore } from '../../../components/ui/load-more';
import { PageError } from '../../../components/ui/page-states';
import { GoodsGridSkeleton } from './goods-grid-skeleton';

export type GoodsFeedQuery = UseInfiniteQueryResult<InfiniteData<GoodsPage>>;

/**
 * A goods grid that loads the next page as its end scrolls into view; `empty` shows when nothing matched. A feed that
 * `opensThePage` shows its first pictures at once (see GoodsGrid).
 */
export function GoodsFeed({
  query,
  empty,
  opensThePage = false,
}: {
  query: GoodsFeedQuery;
  empty: React.ReactNode;
  opensThePage?: boolean;
}) {
  if (query.isPending) return <GoodsGridSkeleton />;
  if (!query.data) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />;
  const goods = query.data.pages.flatMap((page) => page.list);
  if (goods.length === 0) return empty;
  return (
    <>
      <GoodsGrid goods={goods} opensThePage={opensThePage} />
      <LoadMore hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage({ throwOnError: true })} />
    </>
  );
}
