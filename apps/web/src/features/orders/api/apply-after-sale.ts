import type { AfterSale, ApplyAfterSaleRequest } from '@ffe/shared/contracts/after-sale';
import { call } from '../../../lib/api-client';
import { useOrdersMutation } from '../hooks/use-orders-mutation';
import { afterSaleQuery } from './get-after-sale';

export const applyAfterSale = (input: ApplyAfterSaleRequest) => call<AfterSale>('/api/mall/after-sale/apply', input);

export const useApplyAfterSale = () =>
  useOrdersMutation(applyAfterSale, (request) => afterSaleQuery(request.id).queryKey);
