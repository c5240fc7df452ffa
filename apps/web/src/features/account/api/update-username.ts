import type * as accountContracts from '@ffe/shared/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

export const updateUsername = (username: string) =>
  call<typeof accountContracts.updateUsername>('/api/member/username/update', { username });

/** Keeps the account the server answers with, so the settings show the new name at once. */
export function useUpdateUsername() {
  const setUser = useUserStore((s) => s.setUser);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateUsername,
    onSuccess: ({ user }) => setUser(user),
  });
}
