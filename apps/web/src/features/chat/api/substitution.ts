import type * as substitutionContracts from '@ffe/shared/contracts/cooler-substitutions';
import type { MemberSubstitution } from '@ffe/shared/contracts/cooler-substitutions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY } from '../../../lib/api/get-order';
import { call } from '../../../lib/api-client';

/** A substitution proposal of the member's own order, as its chat card shows it (issue 44). */
export const getSubstitution = (id: string, signal?: AbortSignal) =>
  call<typeof substitutionContracts.memberSubstitutionById>('/api/mall/substitution/detail/:id', { id }, signal);

export const substitutionQuery = (id: string) =>
  queryOptions({
    queryKey: ['chat', 'substitution', id],
    queryFn: ({ signal }) => getSubstitution(id, signal),
    // The shop's policy settles it at the deadline: read it again whenever the card shows.
    staleTime: 0,
  });

export const useSubstitution = (id: string) => useQuery(substitutionQuery(id));

export const approveSubstitution = (id: string) =>
  call<typeof substitutionContracts.approveSubstitution>('/api/mall/substitution/approve/:id', { id });

export const nextDaySubstitution = (id: string) =>
  call<typeof substitutionContracts.nextDaySubstitution>('/api/mall/substitution/next-day/:id', { id });

/** The customer's answer: the card shows the outcome, or the refusal, itself; the order's pages read it again. */
export function useAnswerSubstitution(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (way: 'approve' | 'next-day') =>
      way === 'approve' ? approveSubstitution(id) : nextDaySubstitution(id),
    meta: { handlesErrors: true },
    onSuccess: (answer: MemberSubstitution) => {
      queryClient.setQueryData(substitutionQuery(id).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: substitutionQuery(id).queryKey }),
  });
}
