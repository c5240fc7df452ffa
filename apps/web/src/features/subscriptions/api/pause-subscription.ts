import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { useSubscriptionChange } from '../hooks/use-subscription-change';

export type PauseInput = z.input<typeof subscriptionContracts.pauseSubscription.request>;

/** Pauses until a date: the deliveries not yet placed start again on the weekday on or after it. */
export const pauseSubscription = (input: PauseInput) =>
  call<typeof subscriptionContracts.pauseSubscription>('/api/mall/subscription/pause', input);

export const usePauseSubscription = () => useSubscriptionChange(pauseSubscription);
