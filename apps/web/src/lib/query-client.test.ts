import { type MutationMeta, MutationObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

const toast = vi.hoisted(() => vi.fn());
vi.mock('./toast', () => ({ toast }));

/** Runs one mutation refused with `error` through the shop's query client, as a page's useMutation would. */
async function refuse(error: Error, meta?: MutationMeta): Promise<void> {
  const observer = new MutationObserver(createQueryClient({ retry: false }), {
    meta,
    mutationFn: async () => {
      throw error;
    },
  });
  await expect(observer.mutate()).rejects.toBe(error);
}

describe("the shop's one handler of refused changes", () => {
  beforeEach(() => toast.mockReset());

  it('toasts the refusal of a mutation without meta, once', async () => {
    await refuse(new ApiError('优惠券已领完', 409, 'COUPON_SOLD_OUT'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('优惠券已领完');
  });

  it('says nothing for a mutation that handles its own errors', async () => {
    await refuse(new ApiError('优惠券已领完', 409, 'COUPON_SOLD_OUT'), { handlesErrors: true });
    expect(toast).not.toHaveBeenCalled();
  });

  it('says nothing more for a network failure the API client has toasted already', async () => {
    await refuse(new ApiError('请求失败', 0, 'NETWORK_ERROR'));
    expect(toast).not.toHaveBeenCalled();
  });
});
