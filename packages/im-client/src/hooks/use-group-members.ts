import { useQuery } from '@tanstack/react-query';
import { imQueryKey, useImUserId } from '../api/im-query-key';
import { useImClient } from '../client-context';
import { ensureGroup, loadGroupMembers } from '../runtime/groups';
import { useImStore } from '../runtime/im-store';
/**
 * A group's members, held in the store with the group (pushes move them): read when not held yet, with the read's
 * state for a loading or failed note and `refetch` to try again.
 */
export function useGroupMembers(groupId: string | null | undefined) {
  const imClient = useImClient();
  const members = useImStore((s) => (groupId ? (s.groups[groupId]?.members ?? null) : null));
  const read = useQuery({
    queryKey: imQueryKey(useImUserId(), 'group-members', groupId),
    queryFn: async () => {
      if (!groupId) return true;
      await ensureGroup(imClient, groupId);
      await loadGroupMembers(imClient, groupId);
      return true;
    },
    enabled: Boolean(groupId) && members === null,
    staleTime: 0,
    retry: false,
  });
  return { members, failed: members === null && read.isError, retry: () => void read.refetch() };
}
