import type * as adminCouponsContracts from '@ffe/shared/contracts/admin-coupons';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COUPONS_KEY } from './list-coupon-templates';

export const couponTemplateDetail = (id: string, signal?: AbortSignal) =>
  call<typeof adminCouponsContracts.couponTemplateDetail>('/api/admin/coupon/template/detail', { id }, signal);

/** One template as it is now: what an editor reads again after a refused save. */
export const couponTemplateQuery = (id: string) =>
  queryOptions({ queryKey: [...COUPONS_KEY, 'detail', id], queryFn: ({ signal }) => couponTemplateDetail(id, signal) });
