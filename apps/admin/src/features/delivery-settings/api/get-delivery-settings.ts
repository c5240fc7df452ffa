import type * as deliverySettingsContracts from '@ffe/shared/contracts/delivery-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const DELIVERY_SETTINGS_KEY = ['delivery-settings'] as const;

/** The delivery settings now, with the version a save names. */
export const getDeliverySettings = (signal?: AbortSignal) =>
  call<typeof deliverySettingsContracts.readDeliverySettings>('/api/admin/delivery/settings', {}, signal);

export const deliverySettingsQuery = () =>
  queryOptions({
    queryKey: DELIVERY_SETTINGS_KEY,
    queryFn: ({ signal }) => getDeliverySettings(signal),
    // Another admin may have saved since: each visit reads them again.
    staleTime: 0,
  });

export const useDeliverySettings = () => useQuery(deliverySettingsQuery());
