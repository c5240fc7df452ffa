import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { Icon } from './icons';
import styles from './search-entry.module.css';

/** Looks like a search box, but typing happens on the search page with its history and hot words. */
export function SearchEntry({ text, placeholder }: { text?: string | undefined; placeholder: string }) {
  return (
    <Link to={PATHS.search} className={text ? `${styles.entry} ${styles.filled}` : styles.entry}>
      <Icon name="search" size={16} />
      <span className={styles.text}>{text || placeholder}</span>
    </Link>
  );
}
