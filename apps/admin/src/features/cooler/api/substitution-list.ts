import type * as contracts from '@ffe/shared/contracts/cooler-substitutions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_SUBSTITUTIONS_KEY } from './substitution-keys';

/** The proposals sent, newest first, with their status and deadline. */
export const listSubstitutions = (signal?: AbortSignal) =>
  call<typeof contracts.listSubstitutions>('/api/admin/cooler/substitutions/list', {}, signal);

export const substitutionListQuery = () =>
  queryOptions({
    queryKey: [...COOLER_SUBSTITUTIONS_KEY, 'list'],
    queryFn: ({ signal }) => listSubstitutions(signal),
    staleTime: 0,
  });

export const useSubstitutionList = () => useQuery(substitutionListQuery());
