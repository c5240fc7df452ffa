import type { HomePreview } from '@ffe/shared/contracts/admin-home';
import { DEFAULT_SECTION_TITLES } from '@ffe/shared/domain/home-page';
import { useTranslation } from 'react-i18next';
import styles from './phone-preview.module.css';

/** The preview's goods rows; the shop skips a section with no goods to show, and so does this. */
export function PreviewSections({ sections }: { sections: HomePreview['sections'] }) {
  const { t } = useTranslation();
  return sections
    .filter((section) => section.goods.length > 0)
    .map((section) => {
      // As the shop: a self-filling section keeping its default title reads in the reader's language.
      const title =
        section.kind !== 'chosen' && DEFAULT_SECTION_TITLES[section.kind] === section.title
          ? t(`homePage.defaultTitles.${section.kind}`)
          : section.title;
      return (
        <div key={section.id} className={styles.section}>
          <div className={styles.sectionHead}>
            <span className={styles.sectionTitle}>{title}</span>
            {section.kind !== 'chosen' && <span className={styles.small}>{t('homePage.more')} ›</span>}
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the row scrolls sideways, so a keyboard must reach it to scroll (WCAG 2.1.1) */}
          <section className={styles.goodsRow} tabIndex={0} aria-label={title}>
            {section.goods.map((goods) => (
              <div key={goods.id} className={styles.goods}>
                <img src={goods.cover} alt="" />
                <div className={styles.strong}>{goods.name}</div>
                <div className={styles.price}>¥{goods.salePrice}</div>
              </div>
            ))}
          </section>
        </div>
      );
    });
}
