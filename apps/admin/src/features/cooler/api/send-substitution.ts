import type * as contracts from '@ffe/shared/contracts/cooler-substitutions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { COOLER_SUBSTITUTIONS_KEY } from './substitution-keys';

export type SendSubstitutionRequest = z.input<typeof contracts.sendSubstitution.request>;

/** Sends the proposal to the customer's chat; one open proposal an order (SUBSTITUTION_OPEN). */
export const sendSubstitution = (input: SendSubstitutionRequest) =>
  call<typeof contracts.sendSubstitution>('/api/admin/cooler/substitutions/send', input);

export const useSendSubstitution = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSubstitution,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_SUBSTITUTIONS_KEY }),
  });
};
