import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { useSubscriptionChange } from '../hooks/use-subscription-change';

export type SkipInput = z.input<typeof subscriptionContracts.skipDelivery.request>;

/** Skips one delivery before its cut-off; the plan gets one delivery longer. */
export const skipDelivery = (input: SkipInput) =>
  call<typeof subscriptionContracts.skipDelivery>('/api/mall/subscription/skip', input);

export const useSkipDelivery = () => useSubscriptionChange(skipDelivery);
