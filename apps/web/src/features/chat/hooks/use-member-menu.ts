import { muteGroupMember } from '@ffe/im-client/api/mute-group-member';
import { setGroupAdmin } from '@ffe/im-client/api/set-group-admin';
import { useImClient } from '@ffe/im-client/client-context';
import { isAdminMember, loadGroupMembers } from '@ffe/im-client/runtime/groups';
import type { GroupMember, ImGroup } from '@ffe/shared/contracts/im-groups';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { MenuItem } from '../components/context-menu';
import { type GroupPowers, isMemberMuted, memberActions } from '../components/group-members';
import { alreadyReported } from '../utils/already-reported';
/** What a member's menu in the group panel offers the viewer: mute, make or unmake admin, expel (asked first). */
export function useMemberMenu({
  groupId,
  info,
  powers,
  onExpel,
}: {
  groupId: string;
  info: ImGroup | undefined;
  powers: GroupPowers;
  onExpel: (member: GroupMember) => void;
}): (member: GroupMember) => MenuItem[] {
  const imClient = useImClient();
  const { t } = useTranslation();
  return (member) => {
    if (!info) return [];
    const can = memberActions(member, info, powers);
    const userId = member.users._id;
    const items: MenuItem[] = [];
    if (can.mute) {
      const mute = !isMemberMuted(member, info.mute_all_members);
      items.push({
        key: 'mute',
        label: t(mute ? 'chat.groups.mute' : 'chat.groups.unmute'),
        // No system message tells of a member's mute, so the members are read again to show it.
        onSelect: () =>
          void muteGroupMember(imClient, groupId, userId, mute)
            .then(() => {
              toast(t(mute ? 'chat.groups.mutedDone' : 'chat.groups.unmutedDone'), 'success');
              return loadGroupMembers(imClient, groupId);
            })
            .catch(alreadyReported),
      });
    }
    if (can.setAdmin) {
      const admin = !isAdminMember(member);
      items.push({
        key: 'admin',
        label: t(admin ? 'chat.groups.setAdmin' : 'chat.groups.unsetAdmin'),
        onSelect: () =>
          void setGroupAdmin(imClient, groupId, userId, admin)
            .then(() => toast(t(admin ? 'chat.groups.adminSet' : 'chat.groups.adminUnset'), 'success'))
            .catch(alreadyReported),
      });
    }
    if (can.expel) {
      items.push({
        key: 'expel',
        label: t('chat.groups.expel'),
        danger: true,
        onSelect: () => onExpel(member),
      });
    }
    return items;
  };
}
