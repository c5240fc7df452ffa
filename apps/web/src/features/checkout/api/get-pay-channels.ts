import type * as paymentContracts from '@ffe/shared/contracts/payment';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getPayChannels = (signal?: AbortSignal) =>
  call<typeof paymentContracts.payChannelsCall>('/api/mall/pay/channels', {}, signal);

/** The channels the shop takes money on (and which only a sandbox serves); they change only with a restart. */
export const usePayChannels = () =>
  useQuery({
    queryKey: ['checkout', 'pay-channels'],
    queryFn: ({ signal }) => getPayChannels(signal),
    staleTime: 10 * 60_000,
  });
