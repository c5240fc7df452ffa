import type * as couponContracts from '@ffe/shared/contracts/coupon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COUPONS_KEY } from './list-my-coupons';

export const claimCoupon = (templateId: string) =>
  call<typeof couponContracts.claimCoupon>('/api/mall/coupon/claim/:templateId', { templateId });

/** Claims a coupon; the claim centre (what is left) and the member's coupons are read again either way. */
export function useClaimCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    onSettled: () => void client.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
