import { useImStore } from '@ffe/im-client/runtime/im-store';
import { Avatar } from 'antd-mobile';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import contactsStyles from './contacts-panel.module.css';
import { groupChatPath } from './group-create';
import styles from './group-forms.module.css';

/**
 * 我的群聊: the groups the user belongs to, as the runtime holds them (read when the chat starts, kept up to date by
 * the groups' system messages); a tap opens the group's chat.
 */
export function GroupList({ wide, selectedGroupId }: { wide: boolean; selectedGroupId: string | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const held = useImStore((s) => s.groups);
  const groups = useMemo(() => Object.values(held).map((group) => group.info), [held]);

  return (
    <section className={contactsStyles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={contactsStyles.heading}>
        {t('chat.groups.mine')}
      </h3>
      {groups.length === 0 ? (
        <p className={styles.empty}>
          {t('chat.groups.mineEmpty')}
          <br />
          {t('chat.groups.mineEmptyHint')}
        </p>
      ) : (
        <ul className={contactsStyles.list}>
          {groups.map((group) => {
            const selected = wide && group._id === selectedGroupId;
            return (
              <li key={group._id} className={selected ? `${styles.groupRow} ${styles.selected}` : styles.groupRow}>
                <Link
                  to={groupChatPath(group._id, wide)}
                  replace={wide}
                  className={styles.groupLink}
                  aria-current={selected ? 'true' : undefined}
                  data-testid="my-group"
                >
                  <Avatar className={styles.picture} src={group.avatar_file.url} alt="" />
                  <span className={styles.name}>{group.name}</span>
                  <span className={styles.count}>{t('chat.groups.memberCount', { count: group.member_count })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
