import { isAdminMember, myMembership } from '@ffe/im-client/runtime/groups';
import { useImStore } from '@ffe/im-client/runtime/im-store';
import type { GroupMember } from '@ffe/shared/contracts/im-groups';
import { Popup } from 'antd-mobile';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/page-states';
import { useCloseOnEscape } from '../../../lib/use-close-on-escape';
import type { PressPoint } from '../hooks/use-long-press';
import { useMemberMenu } from '../hooks/use-member-menu';
import { useWideScreen } from '../hooks/use-wide-screen';
import { ChatIcon } from './chat-icons';
import { ContextMenu } from './context-menu';
import type { GroupPowers } from './group-members';
import styles from './group-panel.module.css';
import { GroupPanelContent } from './group-panel-content';
import { type GroupQuestion, GroupQuestionDialog } from './group-question';

/**
 * The group's info panel: its picture, name, introduction, notice and join option, and its members. Admins edit the
 * group, mute it or members, expel non-admins and answer join requests; the owner also sets admins, expels admins and
 * dissolves the group; everyone else may leave it. Leaving or dissolving goes back to the chat index. A side sheet on
 * a wide screen, the whole screen on a phone; Escape closes it.
 */
export function GroupPanel({ groupId, open, onClose }: { groupId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const titleId = useId();
  const group = useImStore((s) => s.groups[groupId]);
  const myId = useImStore((s) => s.me?._id ?? '');
  const [menu, setMenu] = useState<{ member: GroupMember; point: PressPoint } | null>(null);
  const [question, setQuestion] = useState<GroupQuestion | null>(null);

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

  const menuItems = useMemberMenu({
    groupId,
    info,
    powers,
    onExpel: (member) => setQuestion({ kind: 'expel', member }),
  });

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
              <GroupPanelContent
                groupId={groupId}
                group={group}
                powers={powers}
                onMenu={(member, point) => setMenu({ member, point })}
                onAsk={setQuestion}
              />
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
      <GroupQuestionDialog
        groupId={groupId}
        groupName={info?.name ?? ''}
        question={question}
        onClose={() => setQuestion(null)}
        onLeft={onClose}
      />
    </>
  );
}
