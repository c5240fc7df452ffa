import type * as couponContracts from '@ffe/shared/contracts/coupon';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COUPONS_KEY } from './list-my-coupons';

/** The coupons members can claim now. */
export const getCouponCentre = (signal?: AbortSignal) =>
  call<typeof couponContracts.couponCentre>('/api/mall/coupon/centre', {}, signal).then((answer) => answer.list);

export const couponCentreQuery = () =>
  queryOptions({ queryKey: [...COUPONS_KEY, 'centre'], queryFn: ({ signal }) => getCouponCentre(signal) });

export const useCouponCentre = () => useQuery(couponCentreQuery());
