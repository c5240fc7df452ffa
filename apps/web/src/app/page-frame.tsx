import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { TitleBar } from '../components/ui/title-bar';
import { recordPage } from '../lib/page-stack';
import { PageTitleContext } from '../lib/page-title';
import { LazyPage } from './lazy-page';
import styles from './page-frame.module.css';
import { RequireLogin } from './require-login';
import type { RouteEntry } from './route-table';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

/**
 * One route's page: the wide screen's top bar, its title bar (unless it draws its own), the page with its query as
 * props, the tab bar on tabs.
 * A needLogin page asks for login first.
 */
export function PageFrame({ entry }: { entry: RouteEntry }) {
  const frame = <Frame entry={entry} />;
  return entry.needLogin ? <RequireLogin>{frame}</RequireLogin> : frame;
}

function Frame({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { pathname, key } = useLocation();
  // A page may name itself (usePageTitle); the route table's title stands otherwise.
  const [pageTitle, setPageTitle] = useState<string>();
  const title = pageTitle ?? t(`title.${entry.title}`);
  const isTab = entry.tab !== undefined;

  useEffect(() => {
    document.title = title || t('app.name');
  }, [title, t]);

  // Every entry of the history, so the login pages know how many of them to go back over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry (key) at the same path counts too
  useEffect(() => recordPage(pathname), [pathname, key]);

  return (
    <div className={isTab ? `${styles.frame} ${styles.withTabBar}` : styles.frame}>
      <TopBar />
      {!entry.customHeader && <TitleBar title={title} withBack={!isTab} />}
      <main className={entry.fillsWindow ? `${styles.main} ${styles.fills}` : styles.main}>
        <PageTitleContext value={setPageTitle}>
          <LazyPage load={entry.load} prefetch={entry.prefetch} props={Object.fromEntries(searchParams)} />
        </PageTitleContext>
      </main>
      {isTab && <TabBar active={entry.tab ?? 0} />}
    </div>
  );
}
