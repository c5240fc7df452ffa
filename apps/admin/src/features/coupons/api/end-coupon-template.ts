import type * as adminCouponsContracts from '@ffe/shared/contracts/admin-coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COUPONS_KEY } from './list-coupon-templates';

export const endCouponTemplate = (id: string) =>
  call<typeof adminCouponsContracts.endCouponTemplate>('/api/admin/coupon/template/end', { id });

export const useEndCouponTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCouponTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
};
