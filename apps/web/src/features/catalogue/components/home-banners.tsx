import type { HomeLink } from '@ffe/shared/contracts/catalogue';
import { pictureSrcSet } from '@ffe/shared/domain/picture-widths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '../../../components/ui/carousel';
import styles from './home-banners.module.css';

const BANNER_TURN_MS = 4000;

/** The home carousel: turns by itself and wraps around; each banner opens its link. */
export function HomeBanners({ banners }: { banners: readonly HomeLink[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <Carousel className={styles.banners} autoplayMs={BANNER_TURN_MS} label={t('home.banners')}>
      {banners.map((banner, index) => (
        <Link key={banner.id} to={banner.link} className={styles.banner} data-testid="home-banner">
          {/* The first banner is the largest thing on the page: not lazy, and preloaded by the server. */}
          <img
            src={banner.image}
            // An uploaded banner comes at three widths; the phone takes the one its screen needs.
            srcSet={pictureSrcSet(banner.image)}
            sizes="100vw"
            alt={banner.title}
            width={750}
            height={320}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
          <span className={styles.caption}>
            <span className={styles.title}>{banner.title}</span>
            {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
          </span>
        </Link>
      ))}
    </Carousel>
  );
}
