import type { CategoryNode } from '@ffe/shared/contracts/catalogue';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { goodsListingPath } from '../utils/paths';
import styles from './category-icons.module.css';

type Category = Pick<CategoryNode, 'id' | 'name' | 'icon'>;

/** Round category icons in a row; each opens the goods listing of its category. */
export function CategoryIcons({ categories, columns = 5 }: { categories: readonly Category[]; columns?: number }) {
  return (
    <ul className={styles.icons} style={{ '--columns': columns } as CSSProperties}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={goodsListingPath({ categoryId: category.id })} className={styles.icon}>
            <img src={category.icon} alt="" width={48} height={48} loading="lazy" />
            <span className={styles.name}>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
