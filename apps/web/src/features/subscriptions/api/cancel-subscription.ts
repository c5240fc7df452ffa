import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { useSubscriptionChange } from '../hooks/use-subscription-change';

export type CancelInput = z.input<typeof subscriptionContracts.cancelSubscription.request>;

/** Cancels (the buyer): deliveries not yet placed are cancelled and their shares refunded. */
export const cancelSubscription = (input: CancelInput) =>
  call<typeof subscriptionContracts.cancelSubscription>('/api/mall/subscription/cancel', input);

export const useCancelSubscription = () => useSubscriptionChange(cancelSubscription);
