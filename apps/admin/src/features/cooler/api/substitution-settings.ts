import type * as contracts from '@ffe/shared/contracts/cooler-substitutions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_SUBSTITUTIONS_KEY } from './substitution-keys';

/** The shop's policy at a proposal's deadline and the hours a customer has to answer. */
export const readSubstitutionSettings = (signal?: AbortSignal) =>
  call<typeof contracts.readSubstitutionSettings>('/api/admin/cooler/substitutions/settings', {}, signal);

export const substitutionSettingsQuery = () =>
  queryOptions({
    queryKey: [...COOLER_SUBSTITUTIONS_KEY, 'settings'],
    queryFn: ({ signal }) => readSubstitutionSettings(signal),
  });

export const useSubstitutionSettings = () => useQuery(substitutionSettingsQuery());
