import type { Friend, friendList } from '@ffe/shared/contracts/im-friends';
import { type ImCallOptions, imCall } from './im-call';

/** The user's friends with their profiles and the user's alias for each. */
export const getFriendList = (options?: ImCallOptions): Promise<Friend[]> =>
  imCall<typeof friendList>('friend/list', {}, options);
