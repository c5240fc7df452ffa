import type { HomeLink } from '@ffe/shared/contracts/catalogue';
import { Swiper } from 'antd-mobile';
import { Link } from 'react-router';
import styles from './home-banners.module.css';

/** The home carousel: turns by itself and wraps around; each banner opens its link. */
export function HomeBanners({ banners }: { banners: readonly HomeLink[] }) {
  if (banners.length === 0) return null;
  // A single banner has nowhere to turn to.
  const turns = banners.length > 1;
  return (
    <Swiper className={styles.banners} autoplay={turns} loop={turns} indicator={turns ? undefined : false}>
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.id}>
          <Link to={banner.link} className={styles.banner} data-testid="home-banner">
            {/* The first banner is the largest thing on the page, so it is not lazy. */}
            <img
              src={banner.image}
              alt={banner.title}
              width={750}
              height={320}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <span className={styles.caption}>
              <span className={styles.title}>{banner.title}</span>
              {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
            </span>
          </Link>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
