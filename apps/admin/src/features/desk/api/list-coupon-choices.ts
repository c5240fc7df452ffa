import type * as adminCouponsContracts from '@ffe/shared/contracts/admin-coupons';
import type { listCouponTemplates } from '@ffe/shared/contracts/admin-coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { DESK_KEY } from './list-conversations';

export type CouponChoicePage = z.infer<typeof listCouponTemplates.response>;

/** The coupon templates still given out, an agent may send one of: the coupons area's own list call. */
export const listCouponChoices = (signal?: AbortSignal) =>
  call<typeof adminCouponsContracts.listCouponTemplates>(
    '/api/admin/coupon/template/list',
    { state: 'active', page: 1, pageSize: 50 },
    signal,
  );

export const couponChoicesQuery = () =>
  queryOptions({ queryKey: [...DESK_KEY, 'coupon-choices'], queryFn: ({ signal }) => listCouponChoices(signal) });

export const useCouponChoices = (enabled: boolean) => useQuery({ ...couponChoicesQuery(), enabled });
