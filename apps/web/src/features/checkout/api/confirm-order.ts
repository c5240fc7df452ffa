import type * as orderContracts from '@ffe/shared/contracts/order';
import type { ConfirmOrderRequest } from '@ffe/shared/contracts/order';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The server's quote for these lines and choices; a choice left out is the server's to make. */
export const confirmOrder = (request: ConfirmOrderRequest, signal?: AbortSignal) =>
  call<typeof orderContracts.confirmOrder>('/api/mall/order/confirm', request, signal);

export const orderQuoteQuery = (request: ConfirmOrderRequest) =>
  queryOptions({
    queryKey: ['checkout', 'quote', request],
    queryFn: ({ signal }) => confirmOrder(request, signal),
    // The last quote stays on screen while a changed choice is quoted.
    placeholderData: keepPreviousData,
    // Prices, stock, slots and the member's addresses change behind the page: coming back always quotes again.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useOrderQuote = (request: ConfirmOrderRequest) => useQuery(orderQuoteQuery(request));
