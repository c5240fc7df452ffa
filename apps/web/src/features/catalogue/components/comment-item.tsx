import type { GoodsComment } from '@ffe/shared/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/ui/star-icon';
import { useMemberName } from '../../../lib/member-name';
import { formatDay } from '../utils/format-date';
import styles from './comment-item.module.css';
import { usePictureViewer } from './picture-viewer';

const STARS = [1, 2, 3, 4, 5] as const;

/** One customer's comment: who (masked by the server when anonymous), stars, words, pictures and the shop's reply. */
export function CommentItem({ comment }: { comment: GoodsComment }) {
  const { t } = useTranslation();
  const memberName = useMemberName();
  const viewer = usePictureViewer(comment.pictures);
  return (
    <article className={styles.comment} data-testid="comment">
      <header className={styles.author}>
        <img className={styles.avatar} src={comment.avatar} alt="" width={32} height={32} loading="lazy" />
        <div className={styles.who}>
          <span className={styles.nickname}>{memberName(comment.nickname)}</span>
          <span className={styles.stars} role="img" aria-label={t('comment.rating', { rating: comment.rating })}>
            {STARS.map((star) => (
              <StarIcon key={star} className={star <= comment.rating ? styles.lit : undefined} />
            ))}
          </span>
        </div>
        <time className={styles.date} dateTime={new Date(comment.createTime).toISOString()}>
          {formatDay(comment.createTime)}
        </time>
      </header>
      {comment.skuName && <p className={styles.option}>{t('specs.commentOption', { name: comment.skuName })}</p>}
      {comment.content && <p className={styles.content}>{comment.content}</p>}
      {comment.pictures.length > 0 && (
        <ul className={styles.pictures}>
          {comment.pictures.map((picture, index) => (
            <li key={picture}>
              <button type="button" className={styles.thumb} onClick={() => viewer.open(index)}>
                <img
                  src={picture}
                  alt={t('comment.picture', { index: index + 1 })}
                  width={80}
                  height={80}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {comment.reply && (
        <p className={styles.reply}>
          <span className={styles.replyLabel}>{t('comment.reply')}</span>
          {comment.reply}
        </p>
      )}
      {viewer.viewer}
    </article>
  );
}
