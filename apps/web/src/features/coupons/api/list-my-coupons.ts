import { DEFAULT_PAGE_SIZE } from '@ffe/shared/constants';
import type * as couponContracts from '@ffe/shared/contracts/coupon';
import type { MyCouponsRequest, myCoupons } from '@ffe/shared/contracts/coupon';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { nextPageOf } from '../../../lib/paging';

export type CouponPage = z.infer<typeof myCoupons.response>;
export type MyCouponsTab = NonNullable<MyCouponsRequest['state']>;

/** Every coupon query starts with this key, so a claim refreshes them all. */
export const COUPONS_KEY = ['coupons'] as const;

/** One page of the member's coupons in a state; held ones come with the unused. */
export const listMyCoupons = (state: MyCouponsTab, page: number, signal?: AbortSignal) =>
  call<typeof couponContracts.myCoupons>(
    '/api/mall/coupon/mine',
    { state, page, pageSize: DEFAULT_PAGE_SIZE } satisfies MyCouponsRequest,
    signal,
  );

export const myCouponsInfiniteQuery = (state: MyCouponsTab) =>
  infiniteQueryOptions({
    queryKey: [...COUPONS_KEY, 'mine', state],
    queryFn: ({ pageParam, signal }) => listMyCoupons(state, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useMyCouponsInfinite = (state: MyCouponsTab) => useInfiniteQuery(myCouponsInfiniteQuery(state));
