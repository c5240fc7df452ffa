import type { CurrentUser } from '@ffe/shared/contracts/member';
import type { UserRow } from './user.repository';

/** What a role may do; admin holds every permission (DESIGN §4). */
const PERMISSIONS: Record<UserRow['role'], string[]> = {
  customer: [],
  staff: ['order.manage', 'comment.reply', 'aftersale.decide', 'im.read-receipt'],
  admin: ['*'],
  guest: [],
};

export function permissionsOf(role: UserRow['role']): string[] {
  return PERMISSIONS[role];
}

/** The signed-in user's own view of their account. */
export function toCurrentUser(row: UserRow, imageUrl: (path: string) => string): CurrentUser {
  return {
    _id: row.id,
    mobile: row.phone,
    username: row.username,
    nickname: row.nickname,
    avatar_file: { url: row.avatar ? imageUrl(row.avatar) : '' },
    gender: row.gender,
    birthday: row.birthday,
    language: row.language,
    role: [row.role],
    permission: permissionsOf(row.role),
    realNameAuth: false,
  };
}
