import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { useSubscriptionChange } from '../hooks/use-subscription-change';

export type ChangeRecipientInput = z.input<typeof subscriptionContracts.changeSubscriptionRecipient.request>;

/** The recipient and address of one delivery, or of all to come. */
export const changeRecipient = (input: ChangeRecipientInput) =>
  call<typeof subscriptionContracts.changeSubscriptionRecipient>('/api/mall/subscription/change', input);

export const useChangeRecipient = () => useSubscriptionChange(changeRecipient);
