import { useGroupMembers } from '@ffe/im-client/hooks/use-group-members';
import { useAliases, withAlias } from '@ffe/im-client/runtime/aliases';
import { isAdminMember } from '@ffe/im-client/runtime/groups';
import type { GroupMember, ImGroup } from '@ffe/shared/contracts/im-groups';
import { Avatar, Button, DotLoading } from 'antd-mobile';
import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PressPoint } from '../hooks/use-long-press';
import styles from './group-panel.module.css';

/** What the viewer may do in a group: admins manage members, the owner also sets admins. */
export interface GroupPowers {
  myId: string;
  admin: boolean;
  owner: boolean;
}

/** Whether an admin muted this member; mute-all adds one to everyone's count, so the member's own flag decides. */
export const isMemberMuted = (member: GroupMember, muteAll: boolean): boolean =>
  !isAdminMember(member) && (member.ext.muted === true || member.mute_type > (muteAll ? 1 : 0));

/** The actions the viewer has on one member, following the server's rules; none on themselves or the owner. */
export function memberActions(member: GroupMember, group: ImGroup, powers: GroupPowers) {
  const id = member.users._id;
  const isOwner = id === group.owner_uid;
  const isAdmin = isAdminMember(member) || isOwner;
  const others = id !== powers.myId && !isOwner;
  return {
    mute: powers.admin && others && !isAdmin,
    setAdmin: powers.owner && others,
    expel: powers.admin && others && (!isAdmin || powers.owner),
  };
}

/** A member's name as the viewer reads it: the nickname with their alias after it. */
export function useMemberName(): (member: GroupMember) => string {
  const aliases = useAliases();
  return (member) => withAlias(member.users.nickname || member.users._id, aliases[member.users._id]);
}

/**
 * The group's members, admins first as the server sorts them, with 群主/管理员 tags and a muted mark. They are read
 * when not held yet; a member the viewer may act on has a menu button.
 */
export function GroupMembers({
  group,
  members,
  powers,
  onMenu,
}: {
  group: ImGroup;
  members: GroupMember[] | null;
  powers: GroupPowers;
  onMenu: (member: GroupMember, point: PressPoint) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const nameOf = useMemberName();
  const { failed, retry } = useGroupMembers(group._id);

  const openMenu = (member: GroupMember, event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onMenu(member, { x: box.left, y: box.bottom });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('chat.groups.members', { count: members?.length ?? group.member_count })}
      </h3>
      {members === null ? (
        failed ? (
          <div className={styles.state} role="alert">
            <span>{t('chat.groups.membersFailed')}</span>
            <Button size="small" color="primary" fill="outline" onClick={retry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className={styles.state} role="status">
            <DotLoading color="primary" />
            <span>{t('common.loading')}</span>
          </div>
        )
      ) : (
        <ul className={styles.list}>
          {members.map((member) => {
            const id = member.users._id;
            const name = nameOf(member);
            const can = memberActions(member, group, powers);
            return (
              <li key={id} className={styles.member} data-testid="group-member">
                <Avatar className={styles.picture} src={member.users.avatar_file.url} alt="" />
                <span className={styles.memberName}>
                  {name}
                  {id === powers.myId && <span className={styles.me}>{t('chat.groups.me')}</span>}
                </span>
                {id === group.owner_uid ? (
                  <span className={`${styles.tag} ${styles.ownerTag}`}>{t('chat.groups.owner')}</span>
                ) : (
                  isAdminMember(member) && <span className={styles.tag}>{t('chat.groups.admin')}</span>
                )}
                {isMemberMuted(member, group.mute_all_members) && (
                  <span className={`${styles.tag} ${styles.mutedTag}`}>{t('chat.groups.mutedMark')}</span>
                )}
                {(can.mute || can.setAdmin || can.expel) && (
                  <button
                    type="button"
                    className={styles.more}
                    aria-label={t('chat.groups.memberActions', { name })}
                    aria-haspopup="menu"
                    onClick={(event) => openMenu(member, event)}
                  >
                    ⋯
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
