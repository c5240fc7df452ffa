import type * as afterSaleContracts from '@ffe/shared/contracts/after-sale';
import { call } from '../../../lib/api-client';
import { useOrdersMutation } from '../hooks/use-orders-mutation';
import { afterSaleQuery } from './get-after-sale';

/** Withdraws a request the shop has not decided yet. */
export const withdrawAfterSale = (id: string) =>
  call<typeof afterSaleContracts.withdrawAfterSale>('/api/mall/after-sale/withdraw/:id', { id });

export const useWithdrawAfterSale = () =>
  useOrdersMutation(withdrawAfterSale, (request) => afterSaleQuery(request.id).queryKey);
