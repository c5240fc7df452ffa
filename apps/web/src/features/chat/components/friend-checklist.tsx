import { withAlias } from '@ffe/im-client/runtime/aliases';
import type { Friend } from '@ffe/shared/contracts/im-friends';
import { Avatar, Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import contactsStyles from './contacts-panel.module.css';
import styles from './group-forms.module.css';

/** 选择好友: a checklist of friends by picture and name (with the alias the user gave), for making or filling a group. */
export function FriendChecklist({
  friends,
  chosen,
  onToggle,
  testId,
}: {
  friends: readonly Friend[];
  chosen: readonly string[];
  onToggle: (friendId: string, checked: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.friends}>
      <legend className={styles.label}>{t('chat.groups.chooseFriends')}</legend>
      <ul className={contactsStyles.list}>
        {friends.map((friend) => (
          <li key={friend.friend_uid} className={styles.friendRow}>
            <Checkbox
              className={styles.check}
              checked={chosen.includes(friend.friend_uid)}
              onChange={(checked) => onToggle(friend.friend_uid, checked)}
              data-testid={testId}
            >
              <span className={styles.friend}>
                <Avatar className={styles.picture} src={friend.user_info.avatar_file.url} alt="" />
                <span className={styles.name}>
                  {withAlias(friend.user_info.nickname || friend.friend_uid, friend.alias ?? '')}
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
