import { updateGroup } from '@ffe/im-client/api/update-group';
import type { ImClient } from '@ffe/im-client/client';
import { putGroups } from '@ffe/im-client/runtime/groups';
import type { ImGroup } from '@ffe/shared/contracts/im-groups';
export type GroupChange = Omit<Parameters<typeof updateGroup>[1], 'group_id'>;

/** Sends one change of the group and holds the group the server answers; failures are the call's toast. */
export async function saveGroup(imClient: ImClient, change: GroupChange, groupId: string): Promise<ImGroup> {
  const answer = await updateGroup(imClient, { group_id: groupId, ...change });
  putGroups(imClient, [answer]);
  return answer;
}
