import { useApproveGroupMember } from '@ffe/im-client/api/approve-group-member';
import { useJoinRequests } from '@ffe/im-client/api/get-join-requests';
import { useRejectJoinRequest } from '@ffe/im-client/api/reject-join-request';
import type { GroupJoinRequest } from '@ffe/shared/contracts/im-groups';
import { Avatar, Button, DotLoading } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import styles from './group-panel.module.css';

/**
 * The requests waiting to join the group, for its admins: 同意 adds the user (their joining arrives as the group's
 * system message), 拒绝 drops the request. Shown while the group takes requests, or while any are left.
 */
export function GroupRequests({ groupId, approval }: { groupId: string; approval: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const requests = useJoinRequests(groupId);
  const approve = useApproveGroupMember(groupId);
  const reject = useRejectJoinRequest(groupId);
  const busy = approve.isPending || reject.isPending;

  // A failed answer toasts and the request stays.
  const answer = (request: GroupJoinRequest, approved: boolean) =>
    (approved ? approve : reject).mutate(request.user._id, {
      onSuccess: () => toast(t(approved ? 'chat.groups.approved' : 'chat.groups.rejected'), 'success'),
    });

  if (!approval && requests.data?.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('chat.groups.requests')}
      </h3>
      {requests.isPending && (
        <div className={styles.state} role="status">
          <DotLoading color="primary" />
          <span>{t('common.loading')}</span>
        </div>
      )}
      {requests.isError && !requests.data && (
        <div className={styles.state} role="alert">
          <span>{t('chat.groups.requestsFailed')}</span>
          <Button size="small" color="primary" fill="outline" onClick={() => void requests.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {requests.data &&
        (requests.data.length === 0 ? (
          <p className={styles.muted}>{t('chat.groups.requestsEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {requests.data.map((request) => (
              <li key={request.user._id} className={styles.member} data-testid="join-request">
                <Avatar className={styles.picture} src={request.user.avatar_file.url} alt="" />
                <span className={styles.requestText}>
                  <span className={styles.memberName}>{request.user.nickname || request.user._id}</span>
                  {request.message && (
                    <span className={styles.meta}>{t('chat.groups.requestMessage', { message: request.message })}</span>
                  )}
                </span>
                <button type="button" className={styles.primary} disabled={busy} onClick={() => answer(request, true)}>
                  {t('chat.groups.approve')}
                </button>
                <button type="button" className={styles.plain} disabled={busy} onClick={() => answer(request, false)}>
                  {t('chat.groups.reject')}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
