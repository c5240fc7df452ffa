import type * as subscriptionContracts from '@ffe/shared/contracts/subscription';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { useSubscriptionChange } from '../hooks/use-subscription-change';

export type ResumeInput = z.input<typeof subscriptionContracts.resumeSubscription.request>;

/** Resumes a paused plan from the first open date on its weekday. */
export const resumeSubscription = (input: ResumeInput) =>
  call<typeof subscriptionContracts.resumeSubscription>('/api/mall/subscription/resume', input);

export const useResumeSubscription = () => useSubscriptionChange(resumeSubscription);
