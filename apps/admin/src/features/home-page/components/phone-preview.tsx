import type { HomePreview } from '@ffe/shared/contracts/admin-home';
import { Flex, Skeleton, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useHomePreview } from '../api/get-home-preview';
import styles from './phone-preview.module.css';
import { PreviewSections } from './preview-sections';

const columns = (count: number) => ({ '--columns': count }) as CSSProperties;

/** The shop's home at 375 px, drawn from the stored data as the shop would draw it now (dates applied). */
export function PhonePreview() {
  const { t } = useTranslation();
  const preview = useHomePreview();
  return (
    <Flex vertical gap={8} align="center">
      <Typography.Text strong>{t('homePage.preview')}</Typography.Text>
      <Typography.Text type="secondary">{t('homePage.previewHint')}</Typography.Text>
      <div className={styles.phone} data-testid="home-preview">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the screen scrolls, so a keyboard must reach it to scroll (WCAG 2.1.1) */}
        <section className={styles.screen} tabIndex={0} aria-label={t('homePage.preview')}>
          <div className={styles.topBar}>
            <span className={styles.appName}>{t('app.name')}</span>
            <span className={styles.search}>{t('homePage.previewSearch')}</span>
          </div>
          {preview.isPending && <Skeleton active style={{ padding: 12 }} />}
          {preview.isError && <LoadError error={preview.error} onRetry={() => void preview.refetch()} />}
          {preview.data && <PreviewBody home={preview.data} />}
        </section>
      </div>
    </Flex>
  );
}

function PreviewBody({ home }: { home: HomePreview }) {
  const { t } = useTranslation();
  const [banner] = home.banners;
  return (
    <>
      {banner && (
        <div className={styles.banner}>
          <img src={banner.image} alt={banner.title} />
          <span className={styles.bannerCaption}>
            <span className={styles.bannerTitle}>{banner.title}</span>
            {banner.subtitle && <span>{banner.subtitle}</span>}
          </span>
          <span className={styles.dots}>
            {home.banners.map((b, i) => (
              <span key={b.id} className={i === 0 ? styles.dotOn : styles.dot} />
            ))}
          </span>
        </div>
      )}
      {home.entries.length > 0 && (
        <div className={styles.row} style={columns(home.entries.length)}>
          {home.entries.map((entry) => (
            <div key={entry.id} className={styles.entry}>
              <img src={entry.image} alt="" />
              <span className={styles.words}>
                <span className={styles.strong}>{entry.title}</span>
                <span className={styles.small}>{entry.subtitle}</span>
              </span>
            </div>
          ))}
        </div>
      )}
      {home.categoryIcons.length > 0 && (
        <div className={styles.icons}>
          {home.categoryIcons.map((c) => (
            <span key={c.id} className={styles.icon}>
              <img src={c.icon} alt="" />
              {c.name}
            </span>
          ))}
        </div>
      )}
      {home.promotions.length > 0 && (
        <div className={styles.row} style={columns(home.promotions.length)}>
          {home.promotions.map((p) => (
            <div key={p.id} className={styles.promotion}>
              <img src={p.image} alt="" />
              <span className={styles.words}>
                <span className={styles.strong}>{p.title}</span>
                <span>{p.subtitle}</span>
              </span>
            </div>
          ))}
        </div>
      )}
      <PreviewSections sections={home.sections} />
      <div className={styles.hotWords}>
        <span className={styles.strong}>{t('homePage.previewHotWords')}</span>
        <div className={styles.chips}>
          {home.hotWords.length === 0 && <span className={styles.small}>{t('homePage.previewEmpty')}</span>}
          {home.hotWords.map((word) => (
            <span key={word} className={styles.chip}>
              {word}
            </span>
          ))}
        </div>
      </div>
    </>
  );
}
