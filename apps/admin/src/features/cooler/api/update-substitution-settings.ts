import type * as contracts from '@ffe/shared/contracts/cooler-substitutions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { COOLER_SUBSTITUTIONS_KEY } from './substitution-keys';

export type UpdateSubstitutionSettingsRequest = z.input<typeof contracts.updateSubstitutionSettings.request>;

/** Saves the policy and hours from the version read; a stale one answers RECORD_CHANGED. */
export const updateSubstitutionSettings = (input: UpdateSubstitutionSettingsRequest) =>
  call<typeof contracts.updateSubstitutionSettings>('/api/admin/cooler/substitutions/settings/update', input);

export const useUpdateSubstitutionSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: updateSubstitutionSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_SUBSTITUTIONS_KEY }),
  });
};
