import type { joinGroup as joinGroupCall } from '@ffe/shared/contracts/im-groups';
import { useMutation } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImCallOptions, imCall } from './im-call';
/** Asks to join a group by its id: joined at once, or (joined false) waiting for an admin's approval. */
export const joinGroup = (
  imClient: ImClient,
  groupId: string,
  message?: string,
  options?: ImCallOptions,
): Promise<{ joined: boolean }> =>
  imCall<typeof joinGroupCall>(
    imClient,
    '/api/im/group/join',
    message ? { group_id: groupId, message } : { group_id: groupId },
    options,
  );

/** Joins (or asks to join) a group; a refusal is the call's toast. The group itself arrives by its pushed notice. */
export const useJoinGroup = () => {
  const imClient = useImClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ groupId, message }: { groupId: string; message?: string }) => joinGroup(imClient, groupId, message),
  });
};
