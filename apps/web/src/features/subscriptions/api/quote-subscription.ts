import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from './keys';

export type BuyInput = z.input<typeof subscriptionContracts.quoteSubscription.request>;
export type SubscriptionQuote = z.infer<typeof subscriptionContracts.quoteSubscription.response>;

/** What buying as chosen would cost, the coupons that fit and the dates it would bring. */
export const quoteSubscription = (input: BuyInput, signal?: AbortSignal) =>
  call<typeof subscriptionContracts.quoteSubscription>('/api/mall/subscription/quote', input, signal);

export const subscriptionQuoteQuery = (input: BuyInput) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'quote', input],
    queryFn: ({ signal }) => quoteSubscription(input, signal),
  });

// The last quote stays on screen while the next choice is quoted, so the amounts do not blink.
export const useSubscriptionQuote = (input: BuyInput) =>
  useQuery({ ...subscriptionQuoteQuery(input), placeholderData: keepPreviousData });
