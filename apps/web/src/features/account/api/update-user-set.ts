import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateUserSet } from '../../../lib/api/update-user-set';
import { toast } from '../../../lib/toast';
import { useUserStore } from '../../../stores/user-store';

/** Changes one setting, keeps the account the server sends back and says 更新成功 or 没有改变 (PRODUCT.md#shop-errors). */
export function useUpdateUserSet() {
  const { t } = useTranslation();
  const setUser = useUserStore((s) => s.setUser);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateUserSet,
    onSuccess: ({ changed, user }) => {
      setUser(user);
      if (changed) toast(t('settings.updated'), 'success');
      else toast(t('settings.unchanged'));
    },
    onError: (error) => toast(error.message),
  });
}
