import type * as occasionsContracts from '@ffe/shared/contracts/occasions';
import type { ReminderInput } from '@ffe/shared/contracts/occasions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { remindersQuery } from './list-reminders';

/** Adds a reminder, or changes the one `id` names. */
export const saveReminder = ({ id, ...input }: ReminderInput & { id?: string | undefined }) =>
  id
    ? call<typeof occasionsContracts.reminderUpdate>('/api/member/reminder/update', { id, ...input })
    : call<typeof occasionsContracts.reminderAdd>('/api/member/reminder/add', input);

export function useSaveReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReminder,
    onSuccess: () => client.invalidateQueries({ queryKey: remindersQuery().queryKey }),
  });
}
