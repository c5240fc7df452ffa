import type { StaffMember, StaffSelf } from '@ffe/shared/contracts/staff';
import { rolePermissions, type StaffRole } from '@ffe/shared/domain/staff-roles';
import type { StaffLoginResult } from '../features/session/api/login-by-password';

let serial = 0;

export function aStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  serial += 1;
  return {
    _id: `staff-${serial}`,
    username: `florist${serial}`,
    displayName: `花艺师${serial}`,
    phone: null,
    role: 'florist',
    enabled: true,
    mustChangePassword: false,
    lastSignInAt: null,
    createdAt: Date.UTC(2026, 0, 5, 2, 0),
    ...overrides,
  };
}

/** Who /api/admin/me says is signed in: a staff member of `role` with that role's permissions. */
export function aStaffSelf(role: StaffRole = 'admin', overrides: Partial<StaffSelf> = {}): StaffSelf {
  return {
    ...aStaffMember({ role, displayName: role === 'admin' ? '王店长' : '李花艺', username: role }),
    permissions: [...rolePermissions[role]],
    ...overrides,
  };
}

/** What the password login answers; `roles` are the user's roles in the shop (a customer has `customer`). */
export function aLoginResult(
  roles: StaffLoginResult['user']['role'] = ['staff'],
  extra: Partial<Pick<StaffLoginResult, 'mustChangePassword'>> = {},
): StaffLoginResult {
  serial += 1;
  return {
    token: `token-${serial}`,
    tokenExpired: Date.now() + 3_600_000,
    user: {
      _id: `user-${serial}`,
      mobile: null,
      username: 'someone',
      nickname: 'someone',
      avatar_file: { url: '' },
      gender: 'unknown',
      birthday: null,
      language: null,
      role: roles,
      permission: [],
      realNameAuth: false,
    },
    ...extra,
  };
}
