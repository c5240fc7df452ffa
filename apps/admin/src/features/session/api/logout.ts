import type * as memberContracts from '@ffe/shared/contracts/member';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api-client';
import { PATHS } from '../../../lib/paths';
import { logOutHere } from '../../../lib/session';

/** Revokes the token it is sent with. */
export const logout = () => call<typeof memberContracts.logout>('/api/member/logout');

/** Logs out here even when the server cannot be reached: the token is forgotten and nothing of the session stays. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: logout,
    onSettled: () => {
      logOutHere();
      queryClient.clear();
      void navigate(PATHS.login, { replace: true });
    },
  });
};
