import type * as accountContracts from '@ffe/shared/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

/** Binds or changes the member's phone, proved by a code sent to the new one. */
export const bindPhone = (body: { phone: string; code: string }) =>
  call<typeof accountContracts.bindPhone>('/api/member/phone/bind', body);

export function useBindPhone() {
  const setUser = useUserStore((s) => s.setUser);
  return useMutation({ meta: { handlesErrors: true }, mutationFn: bindPhone, onSuccess: ({ user }) => setUser(user) });
}
