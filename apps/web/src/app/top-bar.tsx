import { SEARCH_KEYWORD_MAX_LENGTH } from '@ffe/shared/constants';
import { cartGoodsCount } from '@ffe/shared/domain/cart-lines';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate, useSearchParams } from 'react-router';
import { LineIcon } from '../components/ui/line-icon';
import { useCategoryTree } from '../features/catalogue/api/get-category-tree';
import { useSearchHistory } from '../features/catalogue/hooks/use-search-history';
import { goodsListingPath } from '../features/catalogue/utils/paths';
import { PATHS } from '../lib/paths';
import { useCartStore } from '../stores/cart-store';
import { useImUnreadConversations } from '../stores/im-unread-store';
import { useUserStore } from '../stores/user-store';
import { TabIcon } from './tab-icons';
import styles from './top-bar.module.css';
import { useItemsThatFit } from './use-items-that-fit';

/** The top-level categories the bar offers at most, as many as fit beside the search box; 全部分类 leads to all. */
const TOP_BAR_CATEGORIES = 5;

/**
 * The shop's header on a wide screen (issue 16), in place of the bottom tab bar: the brand, the categories, a search
 * box, the cart with its count, 我的 and the language. CSS shows it only above 960 px.
 */
export function TopBar() {
  const { t, i18n } = useTranslation();
  const categories = useCategoryTree().data ?? [];
  const [searchParams] = useSearchParams();
  const cartCount = useCartStore((s) => cartGoodsCount(s.cartList));
  const unread = useImUnreadConversations() ?? 0;
  const chooseLanguage = useUserStore((s) => s.chooseLanguage);
  const currentCategory = searchParams.get('categoryId');
  const shown = categories.slice(0, TOP_BAR_CATEGORIES);
  const row = useRef<HTMLElement>(null);
  // A name that does not fit beside the search box is left out whole (the English names are longer).
  const fitting = useItemsThatFit(
    row,
    shown.map((c) => c.name),
  );

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={PATHS.home} className={styles.brand}>
          <TabIcon name="home" />
          <span>{t('app.name')}</span>
        </Link>
        <nav ref={row} className={styles.categories} aria-label={t('tab.category')}>
          {shown.map((category, i) => (
            <Link
              key={category.id}
              to={goodsListingPath({ categoryId: category.id })}
              className={i < fitting ? styles.category : `${styles.category} ${styles.left}`}
              aria-current={currentCategory === category.id ? 'page' : undefined}
            >
              {category.name}
            </Link>
          ))}
          <NavLink to={PATHS.category} className={styles.category}>
            {t('topBar.allCategories')}
          </NavLink>
        </nav>
        <SearchBox />
        <NavLink to={PATHS.cart} className={styles.action}>
          <span className={styles.icon}>
            <TabIcon name="cart" />
            {cartCount > 0 && <span className={styles.badge}>{cartCount > 99 ? '99+' : cartCount}</span>}
          </span>
          <span>{t('tab.cart')}</span>
        </NavLink>
        <NavLink to={PATHS.me} className={styles.action}>
          <span className={styles.icon}>
            <TabIcon name="me" />
            {unread > 0 && <span className={styles.badge}>{unread > 99 ? '99+' : unread}</span>}
          </span>
          <span>{t('tab.me')}</span>
        </NavLink>
        <button
          type="button"
          className={styles.language}
          aria-label={t('common.switchLanguageName')}
          onClick={() => void chooseLanguage(i18n.language === 'en' ? 'zh-CN' : 'en')}
        >
          {t('common.switchLanguage')}
        </button>
      </div>
    </header>
  );
}

/**
 * Searches like the search page: the word joins the device's history and the listing opens. The box is a plain form
 * the browser can send by itself, so a word typed before the page hydrates still reaches the listing.
 */
function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useSearchHistory();
  const [searchParams] = useSearchParams();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the form, not from state: the box may have taken keys before React was there to see them.
    const keyword = (event.currentTarget.elements.namedItem('keyword') as HTMLInputElement).value.trim();
    if (!keyword) {
      navigate(PATHS.search);
      return;
    }
    history.remember(keyword);
    navigate(goodsListingPath({ keyword }));
  };

  return (
    <search className={styles.searchLandmark}>
      <form className={styles.search} action={PATHS.goodsSearch} method="get" onSubmit={submit}>
        <input
          type="search"
          name="keyword"
          className={styles.input}
          defaultValue={searchParams.get('keyword') ?? ''}
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          placeholder={t('home.searchPlaceholder')}
          aria-label={t('search.placeholder')}
        />
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <LineIcon size={20} d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.3 15.3 20 20" />
        </button>
      </form>
    </search>
  );
}
