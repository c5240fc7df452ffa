import { approveGroupMember } from '@ffe/im-client/api/approve-group-member';
import { getJoinRequests } from '@ffe/im-client/api/get-join-requests';
import { rejectJoinRequest } from '@ffe/im-client/api/reject-join-request';
import type { GroupJoinRequest } from '@ffe/shared/contracts/im-groups';
import { Avatar, Button, DotLoading } from 'antd-mobile';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import styles from './group-panel.module.css';

type Load = 'loading' | 'failed' | 'ready';

/**
 * The requests waiting to join the group, for its admins: 同意 adds the user (their joining arrives as the group's
 * system message), 拒绝 drops the request. Shown while the group takes requests, or while any are left.
 */
export function GroupRequests({ groupId, approval }: { groupId: string; approval: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [load, setLoad] = useState<Load>('loading');
  const [requests, setRequests] = useState<GroupJoinRequest[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  const read = useCallback(async () => {
    setLoad('loading');
    try {
      setRequests(await getJoinRequests(groupId, { errorUi: 'none' }));
      setLoad('ready');
    } catch {
      setLoad('failed');
    }
  }, [groupId]);

  useEffect(() => {
    void read();
  }, [read]);

  const answer = async (request: GroupJoinRequest, approve: boolean) => {
    const userId = request.user._id;
    setBusy(userId);
    try {
      await (approve ? approveGroupMember : rejectJoinRequest)(groupId, userId);
      setRequests((list) => list.filter((r) => r.user._id !== userId));
      toast(t(approve ? 'chat.groups.approved' : 'chat.groups.rejected'), 'success');
    } catch {
      // The call showed its toast; the request stays.
    } finally {
      setBusy(null);
    }
  };

  if (!approval && load === 'ready' && requests.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('chat.groups.requests')}
      </h3>
      {load === 'loading' && (
        <div className={styles.state} role="status">
          <DotLoading color="primary" />
          <span>{t('common.loading')}</span>
        </div>
      )}
      {load === 'failed' && (
        <div className={styles.state} role="alert">
          <span>{t('chat.groups.requestsFailed')}</span>
          <Button size="small" color="primary" fill="outline" onClick={() => void read()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {load === 'ready' &&
        (requests.length === 0 ? (
          <p className={styles.muted}>{t('chat.groups.requestsEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {requests.map((request) => (
              <li key={request.user._id} className={styles.member} data-testid="join-request">
                <Avatar className={styles.picture} src={request.user.avatar_file.url} alt="" />
                <span className={styles.requestText}>
                  <span className={styles.memberName}>{request.user.nickname || request.user._id}</span>
                  {request.message && (
                    <span className={styles.meta}>{t('chat.groups.requestMessage', { message: request.message })}</span>
                  )}
                </span>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={busy !== null}
                  onClick={() => void answer(request, true)}
                >
                  {t('chat.groups.approve')}
                </button>
                <button
                  type="button"
                  className={styles.plain}
                  disabled={busy !== null}
                  onClick={() => void answer(request, false)}
                >
                  {t('chat.groups.reject')}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
