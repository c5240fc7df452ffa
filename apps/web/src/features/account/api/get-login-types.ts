import type * as memberContracts from '@ffe/shared/contracts/member';
import type { LoginType } from '@ffe/shared/contracts/member';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The login types this app offers (PRODUCT.md#shop-accounts). */
const SUPPORTED: readonly string[] = ['weixin', 'username', 'smsCode'] satisfies LoginType[];

/** The server's configured login types this app supports; any other type only warns (PRODUCT.md#shop-accounts). */
export async function getLoginTypes(signal?: AbortSignal): Promise<LoginType[]> {
  const { list } = await call<typeof memberContracts.loginTypes>('/api/member/loginTypes', {}, signal);
  const unknown = list.filter((type) => !SUPPORTED.includes(type));
  if (unknown.length > 0) console.warn(`Login types this app does not support: ${unknown.join(', ')}`);
  return list.filter((type): type is LoginType => SUPPORTED.includes(type));
}

export const loginTypesQuery = () =>
  queryOptions({
    queryKey: ['account', 'login-types'],
    queryFn: ({ signal }) => getLoginTypes(signal),
    staleTime: Infinity,
  });

export const useLoginTypes = () => useQuery(loginTypesQuery());
