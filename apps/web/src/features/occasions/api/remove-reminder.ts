import type * as occasionsContracts from '@ffe/shared/contracts/occasions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { remindersQuery } from './list-reminders';

export const removeReminder = (id: string) =>
  call<typeof occasionsContracts.reminderRemove>('/api/member/reminder/remove', { id });

export function useRemoveReminder() {
  const client = useQueryClient();
  const { queryKey } = remindersQuery();
  return useMutation({
    mutationFn: removeReminder,
    onSuccess: (_answer, id) => {
      client.setQueryData(queryKey, (list) => list?.filter((reminder) => reminder.id !== id));
      return client.invalidateQueries({ queryKey });
    },
  });
}
