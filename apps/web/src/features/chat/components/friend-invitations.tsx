import { useAcceptFriendInvite } from '@ffe/im-client/api/accept-friend-invite';
import type { FriendInvitation } from '@ffe/im-client/api/get-friend-invitations';
import { useRejectFriendInvite } from '@ffe/im-client/api/reject-friend-invite';
import { Avatar } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import styles from './contacts-panel.module.css';

/** The invitations waiting for the user's answer, with 接受 and 拒绝; a failed answer toasts and the card stays. */
export function FriendInvitations({ list }: { list: FriendInvitation[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const accept = useAcceptFriendInvite();
  const reject = useRejectFriendInvite();
  if (list.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('chat.contacts.invitations')}
      </h3>
      <ul className={styles.list}>
        {list.map((invitation) => (
          <li key={invitation.from_uid} className={styles.card} data-testid="invitation">
            <div className={styles.row}>
              <Avatar className={styles.picture} src={invitation.user_info.avatar_file.url} alt="" />
              <span className={styles.main}>
                <span className={styles.name}>{invitation.user_info.nickname || invitation.from_uid}</span>
                {invitation.message && <span className={styles.note}>{invitation.message}</span>}
              </span>
              <button
                type="button"
                className={styles.primary}
                onClick={() =>
                  accept.mutate(invitation.from_uid, {
                    onSuccess: () => toast(t('chat.contacts.accepted'), 'success'),
                  })
                }
              >
                {t('chat.contacts.accept')}
              </button>
              <button type="button" className={styles.plain} onClick={() => reject.mutate(invitation.from_uid)}>
                {t('chat.contacts.reject')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
