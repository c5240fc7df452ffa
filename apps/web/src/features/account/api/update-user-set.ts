import type { CurrentUser, UpdateUserSetRequest } from '@ffe/shared/contracts/member';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';

export const updateUserSet = (change: UpdateUserSetRequest) =>
  call<{ changed: boolean; user: CurrentUser }>('/api/member/updateUserSet', change);

/** Changes one setting, keeps the account the server sends back and says 更新成功 or 没有改变 (spec §8). */
export function useUpdateUserSet() {
  const { t } = useTranslation();
  const setUser = useUserStore((s) => s.setUser);
  return useMutation({
    mutationFn: updateUserSet,
    onSuccess: ({ changed, user }) => {
      setUser(user);
      if (changed) toast(t('settings.updated'), 'success');
      else toast(t('settings.unchanged'));
    },
    onError: (error) => toast(error.message),
  });
}
