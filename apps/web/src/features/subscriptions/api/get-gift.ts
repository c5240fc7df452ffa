import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './keys';

export type GiftDetail = z.infer<typeof subscriptionContracts.giftDetail.response>;

/** What a gift's claim link shows (never the price); 404 for an unknown or used link. */
export const getGift = (token: string, signal?: AbortSignal) =>
  call<typeof subscriptionContracts.giftDetail>('/api/mall/subscription/gift/detail', { token }, signal);

export const giftQuery = (token: string) =>
  queryOptions({ queryKey: [...SUBSCRIPTIONS_KEY, 'gift', token], queryFn: ({ signal }) => getGift(token, signal) });

export const useGift = (token: string) => useQuery(giftQuery(token));
