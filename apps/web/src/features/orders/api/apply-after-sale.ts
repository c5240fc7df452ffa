import type * as afterSaleContracts from '@ffe/shared/contracts/after-sale';
import type { ApplyAfterSaleRequest } from '@ffe/shared/contracts/after-sale';
import { call } from '../../../lib/api-client';
import { useOrdersMutation } from '../hooks/use-orders-mutation';
import { afterSaleQuery } from './get-after-sale';

export const applyAfterSale = (input: ApplyAfterSaleRequest) =>
  call<typeof afterSaleContracts.applyAfterSale>('/api/mall/after-sale/apply', input);

export const useApplyAfterSale = () =>
  useOrdersMutation(applyAfterSale, (request) => afterSaleQuery(request.id).queryKey);
