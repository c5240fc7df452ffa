import type { StaffMember } from '@ffe/shared/contracts/staff';
import type { StaffRow } from './staff.repository';

/** A member of the team as the console shows it; flags stored as 0/1 become booleans. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    _id: row.user_id,
    username: row.username ?? '',
    displayName: row.display_name,
    phone: row.phone,
    role: row.role,
    enabled: row.enabled === 1,
    mustChangePassword: row.must_change_password === 1,
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
    version: row.version ?? 1,
  };
}
