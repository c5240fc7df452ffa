import type * as adminCouponsContracts from '@ffe/shared/contracts/admin-coupons';
import type { UpdateCouponTemplateRequest } from '@ffe/shared/contracts/admin-coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COUPONS_KEY } from './list-coupon-templates';

export const updateCouponTemplate = (input: UpdateCouponTemplateRequest) =>
  call<typeof adminCouponsContracts.updateCouponTemplate>('/api/admin/coupon/template/update', input);

export const useUpdateCouponTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateCouponTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
};
