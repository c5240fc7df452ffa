import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import i18n from '../../lib/i18n';
import { clearToken, saveToken } from '../../lib/session';
import { staffSelfQuery } from './api/get-staff-self';
import { loginByPassword } from './api/login-by-password';
import { logout } from './api/logout';

export interface SignInInput {
  username: string;
  password: string;
}

/**
 * Signs in with the shop's password login, then asks the console who this is. An account the console refuses (a
 * customer, a guest, a disabled staff member) has its token revoked and forgotten at once; a customer is told plainly
 * that this is not their door, a staff member gets the server's reason. Answers whether a new password comes first.
 */
export async function signInToConsole(queryClient: QueryClient, input: SignInInput) {
  const result = await loginByPassword(input);
  // Nothing of an earlier session is shown to this one.
  queryClient.clear();
  saveToken(result);
  try {
    const self = await queryClient.fetchQuery(staffSelfQuery());
    return { mustChangePassword: Boolean(result.mustChangePassword || self.mustChangePassword) };
  } catch (error) {
    await logout().catch(() => undefined);
    clearToken();
    queryClient.clear();
    const isStaff = result.user.role.some((role) => role === 'staff' || role === 'admin');
    if (error instanceof ApiError && error.code === 403 && !isStaff) {
      throw new ApiError(i18n.t('login.notStaff'), error.code, error.errCode);
    }
    throw error;
  }
}

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: SignInInput) => signInToConsole(queryClient, input),
  });
};
