import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError } from '../../../components/ui/page-states';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';
import { RECOMMENDED, searchGoodsInfiniteQuery, useSearchGoodsInfinite } from '../../../lib/api/search-goods';
import { useWechatShareCard } from '../../../lib/wechat/use-share-card';
import { useUserStore } from '../../../stores/user-store';
import { useHome } from '../api/get-home';
import { CategoryIcons } from '../components/category-icons';
import { GoodsFeed } from '../components/goods-feed';
import { HomeBanners } from '../components/home-banners';
import { HomeLinks } from '../components/home-links';
import { HomeSections } from '../components/home-sections';
import { HomeSkeleton } from '../components/home-skeleton';
import { SearchEntry } from '../components/search-entry';
import styles from './home-page.module.css';

/** The home page shows the first five categories as round icons. */
const HOME_CATEGORY_ICONS = 5;

/** The shop's front page: carousel, entries, categories, promotions, sections, then recommendations without end. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useUserStore((s) => s.chooseLanguage);
  const queryClient = useQueryClient();
  const home = useHome();
  const feed = useSearchGoodsInfinite(RECOMMENDED);
  useWechatShareCard(home.data && { kind: 'home', picture: home.data.banners[0]?.image });

  const refresh = async () => {
    // Start the recommendations over instead of refetching every page scrolled through.
    queryClient.setQueryData(
      searchGoodsInfiniteQuery(RECOMMENDED).queryKey,
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    await Promise.all([home.refetch(), feed.refetch()]);
  };

  let body: React.ReactNode;
  if (home.data) {
    body = (
      <PullToRefresh
        onRefresh={refresh}
        texts={{
          pulling: t('home.pullToRefresh'),
          release: t('home.releaseToRefresh'),
          refreshing: t('home.refreshing'),
          done: t('home.refreshed'),
        }}
      >
        <div className={styles.content}>
          <HomeBanners banners={home.data.banners} />
          <HomeLinks links={home.data.entries} variant="entry" />
          {home.data.categoryIcons.length > 0 && (
            <nav className={styles.icons} aria-label={t('tab.category')}>
              <CategoryIcons categories={home.data.categoryIcons.slice(0, HOME_CATEGORY_ICONS)} />
            </nav>
          )}
          <HomeLinks links={home.data.promotions} variant="promotion" />
          <HomeSections sections={home.data.sections} />
          <section aria-labelledby="home-recommend">
            <h2 className={styles.recommendTitle} id="home-recommend">
              {t('home.recommend')}
            </h2>
            <GoodsFeed query={feed} empty={<EmptyState title={t('common.empty')} />} />
          </section>
        </div>
      </PullToRefresh>
    );
  } else if (home.isError) {
    body = <PageError message={home.error.message} onRetry={() => void home.refetch()} />;
  } else {
    body = <HomeSkeleton />;
  }

  return (
    <>
      <header className={styles.topBar}>
        <h1 className={styles.appName}>{t('app.name')}</h1>
        <SearchEntry placeholder={t('home.searchPlaceholder')} />
        <button
          type="button"
          className={styles.language}
          aria-label={t('common.switchLanguageName')}
          data-testid="language-toggle"
          onClick={() => void chooseLanguage(i18n.language === 'en' ? 'zh-CN' : 'en')}
        >
          <span className={styles.pill}>{t('common.switchLanguage')}</span>
        </button>
      </header>
      {body}
    </>
  );
}
