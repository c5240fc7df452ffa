import type { PublicUser } from '@ffe/shared/contracts/im';
import type { findUser as findUserCall } from '@ffe/shared/contracts/im-friends';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImCallOptions, imCall } from './im-call';
import { imQueryKey, useImUserId } from './im-query-key';
/** Finds a user by exact phone number or by id (never a listing); answers none when nobody matches. */
export const findUser = (
  imClient: ImClient,
  query: { mobile: string } | { _id: string },
  options?: ImCallOptions,
): Promise<PublicUser[]> => imCall<typeof findUserCall>(imClient, '/api/im/user/find', query, options);

const PHONE = /^\d{11}$/;

/** What a search box's keyword asks the server: 11 digits are a phone number, anything else an id. */
const searchOf = (keyword: string) => (PHONE.test(keyword) ? { mobile: keyword } : { _id: keyword });

/** The users a submitted keyword finds; nothing is asked before a keyword is submitted. */
export const foundUsersQuery = (imClient: ImClient, me: string | undefined, keyword: string) =>
  queryOptions({
    queryKey: imQueryKey(me, 'found-users', keyword),
    queryFn: ({ signal }) => findUser(imClient, searchOf(keyword), { signal }),
    enabled: me !== undefined && keyword !== '',
    // The call toasts its failure: a retry would toast again, so the user searches again instead.
    retry: false,
  });

export const useFoundUsers = (keyword: string) => {
  const imClient = useImClient();
  return useQuery(foundUsersQuery(imClient, useImUserId(), keyword));
};
