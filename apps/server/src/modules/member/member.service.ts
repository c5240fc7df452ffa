import type { CurrentUser, Portal, UpdateUserSetRequest } from '@ffe/shared/contracts/member';
import type { TokenClaims } from '../../platform/authenticate';
import { notFound } from '../../platform/errors';
import type { UploadService } from '../uploads/uploads.module';
import type { UserRepository, UserRow } from '../users/users.module';
import { toCurrentUser } from '../users/users.module';

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

/** The signed-in member: who, and what their token lets them do (shown in their account). */
type Member = Pick<TokenClaims, 'uid' | 'permission'>;

/** The member's own account: who they are, the my-account summary, and one setting at a time. */
export function memberService(
  users: UserRepository,
  counts: PortalCounts,
  pictures: Pick<UploadService, 'ownPicturePath'>,
  imageUrl: (path: string) => string,
  /** Called after the member's nickname or avatar changed: the chat's profile caches forget them. */
  profileChanged: (memberId: string) => Promise<void>,
  now = Date.now,
) {
  async function userOf(memberId: string): Promise<UserRow> {
    const row = await users.findById(memberId);
    if (!row) throw notFound('user');
    return row;
  }

  return {
    currentUser: async (member: Member): Promise<CurrentUser> =>
      toCurrentUser(await userOf(member.uid), imageUrl, member.permission),

    async portal(member: Member): Promise<Portal> {
      const memberId = member.uid;
      const [user, favouriteCount, historyCount, orderCounts, couponCount, unreadChatCount] = await Promise.all([
        userOf(memberId),
        counts.favourites(memberId),
        counts.history(memberId),
        counts.orders(memberId),
        counts.coupons(memberId),
        counts.chat(memberId),
      ]);
      return {
        user: toCurrentUser(user, imageUrl, member.permission),
        orderCounts,
        couponCount,
        favouriteCount,
        historyCount,
        unreadChatCount,
      };
    },

    /** Changes one field; `changed` is false when it already had that value (没有改变). */
    async updateSetting(
      member: Member,
      setting: UpdateUserSetRequest,
    ): Promise<{ changed: boolean; user: CurrentUser }> {
      const memberId = member.uid;
      const row = await userOf(memberId);
      const column = COLUMN[setting.key];
      // Everyone who chats with the member sees the avatar, so it can only be a picture they uploaded here.
      const value =
        setting.key === 'avatar' ? await pictures.ownPicturePath(memberId, setting.value, 'value') : setting.value;
      if (row[column] === value) return { changed: false, user: toCurrentUser(row, imageUrl, member.permission) };
      await users.update(memberId, { [column]: value, updated_at: now() });
      if (setting.key === 'nickname' || setting.key === 'avatar') await profileChanged(memberId);
      return { changed: true, user: toCurrentUser(await userOf(memberId), imageUrl, member.permission) };
    },
  };
}

export type MemberService = ReturnType<typeof memberService>;
