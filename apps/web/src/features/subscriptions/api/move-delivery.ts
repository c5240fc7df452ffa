import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { useSubscriptionChange } from '../hooks/use-subscription-change';

export type MoveInput = z.input<typeof subscriptionContracts.moveDelivery.request>;

/** Moves one delivery to another open date. */
export const moveDelivery = (input: MoveInput) =>
  call<typeof subscriptionContracts.moveDelivery>('/api/mall/subscription/move', input);

export const useMoveDelivery = () => useSubscriptionChange(moveDelivery);
