import type { AdminCustomer } from '@ffe/shared/contracts/admin-service';
import type { CurrentUser } from '@ffe/shared/contracts/member';
import { maskPhone } from '@ffe/shared/domain/masking';
import { rolePermissions, type StaffRole } from '@ffe/shared/domain/staff-roles';
import type { UserRow } from './user.repository';

/**
 * What an account may do: a staff account's team role decides (`rolePermissions`); an account of kind `staff` or
 * `admin` without a team role falls back to the role it was seeded with (service, admin); customers and guests none.
 */
export function permissionsOf(role: UserRow['role'], staffRole?: StaffRole): string[] {
  if (role !== 'staff' && role !== 'admin') return [];
  return [...rolePermissions[staffRole ?? (role === 'admin' ? 'admin' : 'service')]];
}

/** The signed-in user's own view of their account; `permission` is what their token carries. */
export function toCurrentUser(row: UserRow, imageUrl: (path: string) => string, permission: string[]): CurrentUser {
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
    permission,
    realNameAuth: row.real_name_verified_at != null,
  };
}

/** A customer as the console shows them beside their request, comment or feedback: the phone masked. */
export function toAdminCustomer(id: string | null, nickname: string | null, phone: string | null): AdminCustomer {
  return { id, nickname: nickname ?? '', phone: phone === null ? null : maskPhone(phone) };
}
