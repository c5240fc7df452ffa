import type { HomeLink } from '@ffe/shared/contracts/catalogue';
import { pictureSrcSet } from '@ffe/shared/domain/picture-widths';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import styles from './home-links.module.css';

/** A row of blocks: the three entries (words beside an icon) or the two promotions (words over a picture). */
export function HomeLinks({ links, variant }: { links: readonly HomeLink[]; variant: 'entry' | 'promotion' }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} style={{ '--columns': links.length } as CSSProperties}>
      {links.map((link) => (
        <li key={link.id}>
          <Link to={link.link} className={`${styles.link} ${styles[variant]}`}>
            <img
              src={link.image}
              srcSet={pictureSrcSet(link.image)}
              sizes={variant === 'entry' ? '36px' : '50vw'}
              alt=""
              width={variant === 'entry' ? 36 : 375}
              height={variant === 'entry' ? 36 : 160}
              loading="lazy"
            />
            <span className={styles.text}>
              <span className={styles.title}>{link.title}</span>
              {link.subtitle && <span className={styles.subtitle}>{link.subtitle}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
