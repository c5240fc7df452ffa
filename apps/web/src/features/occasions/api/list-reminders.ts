import type * as occasionsContracts from '@ffe/shared/contracts/occasions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The member's saved dates, the soonest first. */
export const listReminders = (signal?: AbortSignal) =>
  call<typeof occasionsContracts.reminderList>('/api/member/reminder/list', {}, signal).then((answer) => answer.list);

export const remindersQuery = () =>
  queryOptions({ queryKey: ['reminders'], queryFn: ({ signal }) => listReminders(signal) });

export const useReminders = () => useQuery(remindersQuery());
