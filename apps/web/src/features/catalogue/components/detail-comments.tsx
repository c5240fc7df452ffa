import type { GoodsDetail } from '@ffe/shared/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { commentListPath } from '../utils/paths';
import { CommentItem } from './comment-item';
import styles from './detail-comments.module.css';
import { Icon } from './icons';

/** What customers said, on the detail page: the count, the good rate, the latest few and the way to all of them. */
export function DetailComments({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const { total, goodRate } = goods.comments;
  return (
    <section aria-labelledby="detail-comments">
      <div className={styles.head}>
        <h2 className={styles.title} id="detail-comments">
          {t('goods.comments', { count: total })}
        </h2>
        {total > 0 && <span className={styles.rate}>{t('goods.goodRate', { rate: goodRate })}</span>}
      </div>
      {goods.latestComments.length === 0 ? (
        <p className={styles.empty}>{t('goods.noComments')}</p>
      ) : (
        goods.latestComments.map((comment) => <CommentItem key={comment.id} comment={comment} />)
      )}
      {total > 0 && (
        <Link to={commentListPath(goods.id)} className={styles.all}>
          {t('goods.allComments')}
          <Icon name="right" size={14} />
        </Link>
      )}
    </section>
  );
}
