import { ApiError } from '@ffe/api-client/envelope';
import { useAcceptFriendInvite } from '@ffe/im-client/api/accept-friend-invite';
import { useRejectFriendInvite } from '@ffe/im-client/api/reject-friend-invite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import styles from './notifications-panel.module.css';

type Answer = 'accepted' | 'rejected' | 'handled';

/** The server's answer for an invitation no longer waiting: someone (another device) answered it already. */
const alreadyAnswered = (error: unknown) => error instanceof ApiError && error.code === 404;

/**
 * 接受 / 拒绝 on a friend request in 通知, or what became of it: answered here, or already (`pending` false: it left
 * the invitations, or the server said so). Both buttons wait while one answer is on its way.
 */
export function FriendInviteAnswer({ fromUid, pending }: { fromUid: string; pending: boolean }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<Answer>();
  const accept = useAcceptFriendInvite({ errorUi: 'none' });
  const reject = useRejectFriendInvite({ errorUi: 'none' });
  const running = accept.isPending || reject.isPending;

  const done = (what: Answer) => () => setAnswer(what);
  const failed = (error: unknown) => {
    if (alreadyAnswered(error)) setAnswer('handled');
    else toast(error instanceof Error ? error.message : t('request.failed'));
  };

  const shown = answer ?? (pending ? undefined : 'handled');
  if (shown) return <span className={styles.answered}>{t(`chat.notifications.${shown}`)}</span>;
  return (
    <span className={styles.answers}>
      <button
        type="button"
        className={styles.accept}
        disabled={running}
        onClick={() => accept.mutate(fromUid, { onSuccess: done('accepted'), onError: failed })}
      >
        {t('chat.contacts.accept')}
      </button>
      <button
        type="button"
        className={styles.reject}
        disabled={running}
        onClick={() => reject.mutate(fromUid, { onSuccess: done('rejected'), onError: failed })}
      >
        {t('chat.contacts.reject')}
      </button>
    </span>
  );
}
