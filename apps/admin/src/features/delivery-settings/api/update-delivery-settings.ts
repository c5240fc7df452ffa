import type * as deliverySettingsContracts from '@ffe/shared/contracts/delivery-settings';
import type { UpdateDeliverySettingsRequest } from '@ffe/shared/contracts/delivery-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { DELIVERY_SETTINGS_KEY } from './get-delivery-settings';

/**
 * Saves the settings whole; with the version read, a save made meanwhile by someone else answers 409 `RECORD_CHANGED`
 * and changes nothing (decision 048).
 */
export const updateDeliverySettings = (input: UpdateDeliverySettingsRequest) =>
  call<typeof deliverySettingsContracts.updateDeliverySettings>('/api/admin/delivery/settings/update', input);

export const useUpdateDeliverySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateDeliverySettings,
    onSuccess: (saved) => queryClient.setQueryData(DELIVERY_SETTINGS_KEY, saved),
  });
};
