import type { HomeLink } from '@ffe/shared/contracts/catalogue';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import styles from './home-links.module.css';

/** A row of picture blocks with their title drawn over them: the three entries or the two promotions. */
export function HomeLinks({ links, variant }: { links: readonly HomeLink[]; variant: 'entry' | 'promotion' }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} style={{ '--columns': links.length } as CSSProperties}>
      {links.map((link) => (
        <li key={link.id}>
          <Link to={link.link} className={`${styles.link} ${styles[variant]}`}>
            <img src={link.image} alt="" width={230} height={150} loading="lazy" />
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
