import { dissolveGroup } from '@ffe/im-client/api/dissolve-group';
import { exitGroup } from '@ffe/im-client/api/exit-group';
import { expelGroupMember } from '@ffe/im-client/api/expel-group-member';
import { isAdminMember, myMembership } from '@ffe/im-client/runtime/groups';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import type { GroupMember } from '@ffe/shared/contracts/im-groups';
import { Popup } from 'antd-mobile';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoading } from '../../../components/ui/page-states';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';
import type { PressPoint } from '../hooks/use-long-press';
import { useMemberMenu } from '../hooks/use-member-menu';
import { useWideScreen } from '../hooks/use-wide-screen';
import { ChatIcon } from './chat-icons';
import { ContextMenu } from './context-menu';
import { GroupField } from './group-field';
import { GroupMembers, type GroupPowers, useMemberName } from './group-members';
import styles from './group-panel.module.css';
import { GroupProfile } from './group-profile';
import { GroupRequests } from './group-requests';
import { GroupSettings } from './group-settings';

type Question = { kind: 'expel'; member: GroupMember } | { kind: 'exit' } | { kind: 'dissolve' };

// Each action's call shows its own failure toast; the panel stays as it was.
const ignore = () => undefined;

/**
 * The group's info panel: its picture, name, introduction, notice and join option, and its members. Admins edit the
 * group, mute it or members, expel non-admins and answer join requests; the owner also sets admins, expels admins and
 * dissolves the group; everyone else may leave it. Leaving or dissolving goes back to the chat index. A side sheet on
 * a wide screen, the whole screen on a phone; Escape closes it.
 */
export function GroupPanel({ groupId, open, onClose }: { groupId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useWideScreen();
  const titleId = useId();
  const group = useImStore((s) => s.groups[groupId]);
  const myId = useImStore((s) => s.me?._id ?? '');
  const nameOf = useMemberName();
  const [menu, setMenu] = useState<{ member: GroupMember; point: PressPoint } | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);

  // A menu or question over the panel takes Escape first.
  useCloseOnEscape(open && !menu && !question, onClose);
  const closeMenu = useCallback(() => setMenu(null), []);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The focus moves into the panel while it is open, and back where it was after.
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => before?.focus?.();
  }, [open]);

  const info = group?.info;
  const owner = Boolean(info && info.owner_uid === myId);
  const powers: GroupPowers = { myId, owner, admin: owner || isAdminMember(myMembership(group, myId)) };

  const leave = async (kind: 'exit' | 'dissolve') => {
    await (kind === 'exit' ? exitGroup : dissolveGroup)(groupId);
    toast(t(kind === 'exit' ? 'chat.groups.exited' : 'chat.groups.dissolved'), 'success');
    onClose();
    navigate(pathTo('imIndex'), { replace: true });
  };

  const answer = (q: Question) => {
    if (q.kind === 'expel') {
      void expelGroupMember(groupId, q.member.users._id)
        .then(() => toast(t('chat.groups.expelled'), 'success'))
        .catch(ignore);
    } else {
      void leave(q.kind).catch(ignore);
    }
  };

  const menuItems = useMemberMenu({
    groupId,
    info,
    powers,
    onExpel: (member) => setQuestion({ kind: 'expel', member }),
  });

  const questionText = (() => {
    if (!question) return '';
    if (question.kind === 'expel') return t('chat.groups.expelConfirm', { name: nameOf(question.member) });
    const key = question.kind === 'exit' ? 'chat.groups.exitConfirm' : 'chat.groups.dissolveConfirm';
    return t(key, { name: info?.name ?? '' });
  })();
  const questionAction = question
    ? t({ expel: 'chat.groups.expel', exit: 'chat.groups.exit', dissolve: 'chat.groups.dissolve' }[question.kind])
    : '';

  return (
    <>
      <Popup
        visible={open}
        position={wide ? 'right' : 'bottom'}
        onMaskClick={onClose}
        onClose={onClose}
        bodyClassName={wide ? styles.side : styles.full}
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.panel}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {t('chat.groups.info')}
            </h2>
            <button
              ref={closeButton}
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('chat.groups.close')}
            >
              <ChatIcon name="close" size={20} />
            </button>
          </div>
          <div className={styles.scroll}>
            {!info ? (
              <PageLoading />
            ) : (
              <>
                <section className={styles.section}>
                  <GroupProfile group={info} admin={powers.admin} />
                  {powers.admin && <GroupField group={info} field="name" admin />}
                  <GroupField group={info} field="introduction" admin={powers.admin} />
                  <GroupField group={info} field="notification" admin={powers.admin} />
                  <GroupSettings group={info} admin={powers.admin} />
                </section>
                {powers.admin && <GroupRequests groupId={groupId} approval={info.join_option === 'approval'} />}
                <GroupMembers
                  group={info}
                  members={group.members}
                  powers={powers}
                  onMenu={(member, point) => setMenu({ member, point })}
                />
                <div className={styles.leave}>
                  {owner ? (
                    <button
                      type="button"
                      className={styles.danger}
                      onClick={() => setQuestion({ kind: 'dissolve' })}
                      data-testid="dissolve-group"
                    >
                      {t('chat.groups.dissolve')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={styles.danger}
                      onClick={() => setQuestion({ kind: 'exit' })}
                      data-testid="exit-group"
                    >
                      {t('chat.groups.exit')}
                    </button>
                  )}
                </div>
              </>
            )}
          </div>
        </div>
      </Popup>
      {menu && (
        <ContextMenu
          point={menu.point}
          label={t('chat.groups.memberMenu')}
          items={menuItems(menu.member)}
          onClose={closeMenu}
        />
      )}
      <ConfirmDialog
        visible={question !== null}
        content={questionText}
        confirmText={questionAction}
        danger
        onClose={() => setQuestion(null)}
        onConfirm={() => {
          if (question) answer(question);
        }}
      />
    </>
  );
}
