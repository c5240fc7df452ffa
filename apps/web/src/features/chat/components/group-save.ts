import { updateGroup } from '@ffe/im-client/api/update-group';
import { putGroups } from '@ffe/im-client/runtime/groups';
import type { ImGroup } from '@ffe/shared/contracts/im-groups';

export type GroupChange = Omit<Parameters<typeof updateGroup>[0], 'group_id'>;

export /** Sends one change of the group and holds the group the server answers; failures are the call's toast. */
async function saveGroup(change: GroupChange, groupId: string): Promise<ImGroup> {
  const answer = await updateGroup({ group_id: groupId, ...change });
  putGroups([answer]);
  return answer;
}
