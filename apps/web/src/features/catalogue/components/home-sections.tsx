import type { GoodsSort, Home } from '@ffe/shared/contracts/catalogue';
import { DEFAULT_SECTION_TITLES } from '@ffe/shared/domain/home-page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GoodsCard } from '../../../components/goods/goods-card';
import { goodsListingPath } from '../utils/paths';
import styles from './home-sections.module.css';
import { Icon } from './icons';

/**
 * Self-filling sections get a "more" link sorted the same way, and their title in the reader's language while the staff
 * keep the default one; a renamed or chosen section shows its title as written.
 */
const SELF_FILLING: Partial<Record<string, { title: 'home.hot' | 'home.new'; sort: GoodsSort }>> = {
  hot: { title: 'home.hot', sort: 'sales' },
  new: { title: 'home.new', sort: 'new' },
};

/** The home page's goods sections (best sellers, new arrivals), each a row that scrolls sideways. */
export function HomeSections({ sections }: { sections: Home['sections'] }) {
  const { t } = useTranslation();
  return sections
    .filter((section) => section.goods.length > 0)
    .map((section) => {
      const known = SELF_FILLING[section.kind];
      const kept = section.kind !== 'chosen' && DEFAULT_SECTION_TITLES[section.kind] === section.title;
      const headingId = `home-section-${section.id}`;
      const title = known && kept ? t(known.title) : section.title;
      return (
        <section key={section.id} className={styles.section} aria-labelledby={headingId}>
          <div className={styles.header}>
            <h2 className={styles.title} id={headingId}>
              {title}
            </h2>
            {known && (
              <Link to={goodsListingPath({ sort: known.sort })} className={styles.more}>
                {t('home.more')}
                {/* A bare "more" tells a screen reader or a search engine nothing (Lighthouse link-text). */}
                <span className={styles.visuallyHidden}> {title}</span>
                <Icon name="right" size={14} />
              </Link>
            )}
          </div>
          <ul className={styles.row}>
            {section.goods.map((goods) => (
              <li key={goods.id}>
                <GoodsCard goods={goods} />
              </li>
            ))}
          </ul>
        </section>
      );
    });
}
