import type { ClientGroup } from '@ffe/im-client/runtime/im-store';
import type { GroupMember } from '@ffe/shared/contracts/im-groups';
import { useTranslation } from 'react-i18next';
import type { PressPoint } from '../hooks/use-long-press';
import { GroupAddMembers } from './group-add-members';
import { GroupField } from './group-field';
import { GroupMembers, type GroupPowers } from './group-members';
import styles from './group-panel.module.css';
import { GroupProfile } from './group-profile';
import type { GroupQuestion } from './group-question';
import { GroupRequests } from './group-requests';
import { GroupSettings } from './group-settings';
import { GroupShare } from './group-share';

/** The group panel once the group is read: its profile and settings, join requests for admins, members, and leaving. */
export function GroupPanelContent({
  groupId,
  group,
  powers,
  onMenu,
  onAsk,
}: {
  groupId: string;
  group: ClientGroup;
  powers: GroupPowers;
  onMenu: (member: GroupMember, point: PressPoint) => void;
  onAsk: (question: GroupQuestion) => void;
}) {
  const { t } = useTranslation();
  const { info } = group;
  return (
    <>
      <section className={styles.section}>
        <GroupProfile group={info} admin={powers.admin} />
        {powers.admin && <GroupField group={info} field="name" admin />}
        <GroupField group={info} field="introduction" admin={powers.admin} />
        <GroupField group={info} field="notification" admin={powers.admin} />
        <GroupSettings group={info} admin={powers.admin} />
      </section>
      {info.join_option !== 'closed' && <GroupShare group={info} />}
      {powers.admin && <GroupRequests groupId={groupId} approval={info.join_option === 'approval'} />}
      {(powers.admin || info.join_option === 'free') && <GroupAddMembers groupId={groupId} members={group.members} />}
      <GroupMembers group={info} members={group.members} powers={powers} onMenu={onMenu} />
      <div className={styles.leave}>
        {powers.owner ? (
          <button
            type="button"
            className={styles.danger}
            onClick={() => onAsk({ kind: 'dissolve' })}
            data-testid="dissolve-group"
          >
            {t('chat.groups.dissolve')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.danger}
            onClick={() => onAsk({ kind: 'exit' })}
            data-testid="exit-group"
          >
            {t('chat.groups.exit')}
          </button>
        )}
      </div>
    </>
  );
}
