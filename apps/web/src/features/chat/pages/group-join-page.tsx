import { ApiError } from '@ffe/api-client/envelope';
import { useGroupInfo } from '@ffe/im-client/api/get-group-info';
import { useJoinGroup } from '@ffe/im-client/api/join-group';
import { useImStarted } from '@ffe/im-client/hooks/use-im-started';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import { IM } from '@ffe/shared/constants';
import { Avatar } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import styles from './group-join-page.module.css';

const isGone = (error: unknown) => error instanceof ApiError && error.code === 404;

/**
 * A group's shared link (`?group_id=`): its picture, name and size, and 加入 for a free group, 申请加入 (with a note
 * for the admins) for one that asks, nothing for a closed one; a member goes to the chat instead.
 */
export default function GroupJoinPage({ group_id: groupId }: { group_id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageId = useId();
  const started = useImStarted();
  const info = useGroupInfo(started.isSuccess ? groupId : undefined);
  const member = useImStore((s) => Boolean(groupId && s.groups[groupId]));
  const join = useJoinGroup();
  const [message, setMessage] = useState('');
  const [waiting, setWaiting] = useState(false);

  const gone = <EmptyState title={t('chat.groupState.gone')} description={t('chat.groupState.goneHint')} />;
  if (!groupId) return gone;
  if (started.isError) return <PageError onRetry={() => void started.refetch()} />;
  if (info.isError) return isGone(info.error) ? gone : <PageError onRetry={() => void info.refetch()} />;
  const group = info.data;
  if (!group) return <PageLoading />;

  const chatPath = pathTo('chat', { group_id: groupId });
  const approval = group.join_option === 'approval';
  const submit = () =>
    join.mutate(
      { groupId, message: approval ? message.trim() || undefined : undefined },
      {
        onSuccess: ({ joined }) => {
          if (!joined) {
            setWaiting(true);
            toast(t('chat.groups.waiting'), 'success');
            return;
          }
          toast(t('chat.groups.joined'), 'success');
          navigate(chatPath, { replace: true });
        },
      },
    );

  return (
    <section className={styles.page} data-testid="group-join">
      <Avatar className={styles.avatar} src={group.avatar_file.url} alt="" />
      <h2 className={styles.name}>{group.name}</h2>
      <p className={styles.meta}>{t('chat.groups.memberCount', { count: group.member_count })}</p>
      {member ? (
        <Link className={styles.primary} to={chatPath} replace>
          {t('chat.groupJoin.open')}
        </Link>
      ) : group.join_option === 'closed' ? (
        <p className={styles.note}>{t('chat.groupJoin.closed')}</p>
      ) : waiting ? (
        <p className={styles.note} role="status">
          {t('chat.groups.waiting')}
        </p>
      ) : (
        <>
          {approval && (
            <>
              <label className={styles.label} htmlFor={messageId}>
                {t('chat.groups.joinMessageLabel')}
              </label>
              <input
                id={messageId}
                className={styles.input}
                value={message}
                maxLength={IM.FRIEND_INVITE_MESSAGE_MAX}
                placeholder={t('chat.groups.joinMessagePlaceholder')}
                onChange={(event) => setMessage(event.target.value)}
              />
            </>
          )}
          <button
            type="button"
            className={styles.primary}
            disabled={join.isPending}
            onClick={submit}
            data-testid="group-join-submit"
          >
            {approval ? t('chat.groups.joinSubmit') : t('chat.groupJoin.join')}
          </button>
        </>
      )}
    </section>
  );
}
