import type { CurrentUser, Portal, UpdateUserSetRequest } from '@ffe/shared/contracts/member';
import { notFound } from '../../platform/errors';
import type { UploadService } from '../uploads/uploads.service';
import { toCurrentUser } from '../users/user.mapper';
import type { UserRepository, UserRow } from '../users/user.repository';

/** Counts other areas contribute to the my-account summary. */
export interface PortalCounts {
  favourites(memberId: string): Promise<number>;
  history(memberId: string): Promise<number>;
  orders(memberId: string): Promise<Portal['orderCounts']>;
  coupons(memberId: string): Promise<number>;
  /** Unread chat messages, muted conversations left out. */
  chat(memberId: string): Promise<number>;
}

const COLUMN: Record<UpdateUserSetRequest['key'], keyof UserRow> = {
  nickname: 'nickname',
  avatar: 'avatar',
  gender: 'gender',
  birthday: 'birthday',
  language: 'language',
};

/** The member's own account: who they are, the my-account summary, and one setting at a time. */
export function memberService(
  users: UserRepository,
  counts: PortalCounts,
  pictures: Pick<UploadService, 'ownPicturePath'>,
  imageUrl: (path: string) => string,
  now = Date.now,
) {
  async function userOf(memberId: string): Promise<UserRow> {
    const row = await users.findById(memberId);
    if (!row) throw notFound('user');
    return row;
  }

  return {
    currentUser: async (memberId: string): Promise<CurrentUser> => toCurrentUser(await userOf(memberId), imageUrl),

    async portal(memberId: string): Promise<Portal> {
      const [user, favouriteCount, historyCount, orderCounts, couponCount, unreadChatCount] = await Promise.all([
        userOf(memberId),
        counts.favourites(memberId),
        counts.history(memberId),
        counts.orders(memberId),
        counts.coupons(memberId),
        counts.chat(memberId),
      ]);
      return {
        user: toCurrentUser(user, imageUrl),
        orderCounts,
        couponCount,
        favouriteCount,
        historyCount,
        unreadChatCount,
      };
    },

    /** Changes one field; `changed` is false when it already had that value (没有改变). */
    async updateSetting(
      memberId: string,
      setting: UpdateUserSetRequest,
    ): Promise<{ changed: boolean; user: CurrentUser }> {
      const row = await userOf(memberId);
      const column = COLUMN[setting.key];
      // Everyone who chats with the member sees the avatar, so it can only be a picture they uploaded here.
      const value =
        setting.key === 'avatar' ? await pictures.ownPicturePath(memberId, setting.value, 'value') : setting.value;
      if (row[column] === value) return { changed: false, user: toCurrentUser(row, imageUrl) };
      await users.update(memberId, { [column]: value, updated_at: now() });
      return { changed: true, user: toCurrentUser(await userOf(memberId), imageUrl) };
    },
  };
}

export type MemberService = ReturnType<typeof memberService>;
