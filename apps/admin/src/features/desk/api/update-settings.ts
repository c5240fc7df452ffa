import type * as adminDeskContracts from '@ffe/shared/contracts/admin-desk';
import type { DeskSettings } from '@ffe/shared/contracts/admin-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { SETTINGS_KEY } from './get-settings';

/** Replaces the desk's settings (`desk.manage`). */
export const updateDeskSettings = (settings: DeskSettings) =>
  call<typeof adminDeskContracts.updateDeskSettings>('/api/admin/desk/settings/update', settings);

export const useUpdateDeskSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateDeskSettings,
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
};
