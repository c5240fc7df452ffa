import type * as adminCouponsContracts from '@ffe/shared/contracts/admin-coupons';
import type { IssueCouponTemplateRequest } from '@ffe/shared/contracts/admin-coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COUPONS_KEY } from './list-coupon-templates';

export const issueCouponTemplate = (input: IssueCouponTemplateRequest) =>
  call<typeof adminCouponsContracts.issueCouponTemplate>('/api/admin/coupon/template/issue', input);

export const useIssueCouponTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: issueCouponTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
};
