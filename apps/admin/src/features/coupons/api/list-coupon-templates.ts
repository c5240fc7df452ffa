import type * as adminCouponsContracts from '@ffe/shared/contracts/admin-coupons';
import type { ListCouponTemplatesRequest, listCouponTemplates } from '@ffe/shared/contracts/admin-coupons';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type CouponTemplatePage = z.infer<typeof listCouponTemplates.response>;

/** Every query of this feature starts with this key, so one change to a template refreshes them all. */
export const COUPONS_KEY = ['coupons'] as const;

export const listCouponTemplatesCall = (request: ListCouponTemplatesRequest, signal?: AbortSignal) =>
  call<typeof adminCouponsContracts.listCouponTemplates>('/api/admin/coupon/template/list', request, signal);

export const couponTemplatesQuery = (request: ListCouponTemplatesRequest) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'list', request],
    queryFn: ({ signal }) => listCouponTemplatesCall(request, signal),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useCouponTemplates = (request: ListCouponTemplatesRequest) => useQuery(couponTemplatesQuery(request));
