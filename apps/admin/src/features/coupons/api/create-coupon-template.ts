import type * as adminCouponsContracts from '@ffe/shared/contracts/admin-coupons';
import type { CouponTemplateInput } from '@ffe/shared/contracts/admin-coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COUPONS_KEY } from './list-coupon-templates';

export const createCouponTemplate = (input: CouponTemplateInput) =>
  call<typeof adminCouponsContracts.createCouponTemplate>('/api/admin/coupon/template/create', input);

export const useCreateCouponTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: createCouponTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
};
