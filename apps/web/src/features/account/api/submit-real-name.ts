import type * as accountContracts from '@ffe/shared/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';
import { realNameInfoQuery } from './get-real-name-info';

export const submitRealName = (body: { realName: string; identity: string }) =>
  call<typeof accountContracts.submitRealName>('/api/member/realName/submit', body);

/** A verified answer replaces the cached status, and the account learns it is verified. */
export function useSubmitRealName() {
  const queryClient = useQueryClient();
  const refreshUser = useUserStore((s) => s.refreshUser);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: submitRealName,
    onSuccess: (info) => {
      queryClient.setQueryData(realNameInfoQuery().queryKey, info);
      void refreshUser();
    },
  });
}
