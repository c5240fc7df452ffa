import type { DeliverySettingsState } from '@ffe/shared/contracts/delivery-settings';
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

/** The delivery settings as the server reads them: four slots of ten orders, no zones, one closed day in 2026. */
export function aDeliverySettings(overrides: Partial<DeliverySettingsState> = {}): DeliverySettingsState {
  return {
    slots: [
      { id: 'morning', start: '09:00', end: '12:00', capacity: 10 },
      { id: 'noon', start: '12:00', end: '15:00', capacity: 10 },
      { id: 'afternoon', start: '15:00', end: '18:00', capacity: 10 },
      { id: 'evening', start: '18:00', end: '21:00', capacity: 10 },
    ],
    capacityOverrides: [],
    cutoff: '16:00',
    leadMinutes: 60,
    horizonDays: 60,
    closedDates: ['2026-01-01'],
    zones: [],
    surcharges: [],
    version: 7,
    updatedAt: Date.UTC(2026, 1, 1, 2, 0),
    ...overrides,
  };
}
