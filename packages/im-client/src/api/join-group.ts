import type { joinGroup as joinGroupCall } from '@ffe/shared/contracts/im-groups';
import { useMutation } from '@tanstack/react-query';
import { type ImCallOptions, imCall } from './im-call';

/** Asks to join a group by its id: joined at once, or (joined false) waiting for an admin's approval. */
export const joinGroup = (groupId: string, message?: string, options?: ImCallOptions): Promise<{ joined: boolean }> =>
  imCall<typeof joinGroupCall>('group/join', message ? { group_id: groupId, message } : { group_id: groupId }, options);

/** Joins (or asks to join) a group; a refusal is the call's toast. The group itself arrives by its pushed notice. */
export const useJoinGroup = () =>
  useMutation({
    mutationFn: ({ groupId, message }: { groupId: string; message?: string }) => joinGroup(groupId, message),
  });
