import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import type { feedbackAdd, feedbackType } from '@ffe/shared/contracts/member-centre';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type FeedbackType = z.infer<typeof feedbackType>;
export type FeedbackInput = z.input<typeof feedbackAdd.request>;

export const addFeedback = (input: FeedbackInput) =>
  call<typeof memberCentreContracts.feedbackAdd>('/api/member/feedback/add', input);

export const useAddFeedback = () => useMutation({ mutationFn: addFeedback });
