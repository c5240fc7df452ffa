import type * as adminCouponsContracts from '@ffe/shared/contracts/admin-coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COUPONS_KEY } from './list-coupon-templates';

export const previewCouponIssue = (id: string, signal?: AbortSignal) =>
  call<typeof adminCouponsContracts.previewCouponIssue>('/api/admin/coupon/template/issue-preview', { id }, signal);

export const couponIssuePreviewQuery = (id: string) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'issue-preview', id],
    queryFn: ({ signal }) => previewCouponIssue(id, signal),
    // The count shown before confirming must be today's, not a cached one.
    staleTime: 0,
  });

export const useCouponIssuePreview = (id: string, enabled: boolean) =>
  useQuery({ ...couponIssuePreviewQuery(id), enabled });
