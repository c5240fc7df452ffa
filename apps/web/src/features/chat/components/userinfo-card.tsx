import { useImStore } from '@ffe/im-client/runtime/im-store';
import type { UserinfoCardBody } from '@ffe/shared/contracts/im';
import { Avatar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useWideScreen } from '../hooks/use-wide-screen';
import styles from './message-types.module.css';

/**
 * A userinfo-card message: the person's picture and nickname; tapping it opens a chat with them (beside the list on
 * a wide screen). The viewer's own card opens nothing.
 */
export function UserinfoCard({ body }: { body: UserinfoCardBody }) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const me = useImStore((s) => s.me?._id);
  const name = body.nickname || body.user_id;
  const content = (
    <>
      <span className={styles.cardMain}>
        <Avatar className={styles.cardAvatar} src={body.avatar_file.url} alt="" />
        <span className={styles.cardName}>{name}</span>
      </span>
      <span className={styles.cardFoot}>{t('chat.userCard.label')}</span>
    </>
  );
  if (body.user_id === me) return <span className={styles.userCard}>{content}</span>;
  return (
    <Link
      className={`${styles.userCard} ${styles.userCardLink}`}
      to={pathTo(wide ? 'imIndex' : 'chat', { user_id: body.user_id })}
      aria-label={t('chat.userCard.open', { name })}
    >
      {content}
    </Link>
  );
}
