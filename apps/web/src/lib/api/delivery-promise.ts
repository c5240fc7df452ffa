import type * as occasionsContracts from '@ffe/shared/contracts/occasions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** When an order placed now arrives, and the member's default address against the zones (issue 16). */
export const getDeliveryPromise = (signal?: AbortSignal) =>
  call<typeof occasionsContracts.deliveryPromise>('/api/mall/delivery/promise', {}, signal, {
    quietOnTokenError: true,
  });

// One cache for the goods page and the cart: the promise is the shop's, not the goods'.
export const deliveryPromiseQuery = () =>
  queryOptions({
    queryKey: ['delivery-promise'],
    queryFn: ({ signal }) => getDeliveryPromise(signal),
    staleTime: 60_000,
  });

export const useDeliveryPromise = () => useQuery(deliveryPromiseQuery());
