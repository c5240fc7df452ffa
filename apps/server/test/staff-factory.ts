import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import type { Db } from '../src/db/connect';
import { sessionRepository } from '../src/modules/auth/session.repository';
import { tokenService } from '../src/modules/auth/token.service';
import { TEST_TOKEN_SECRET } from './app';
import { aMember } from './factories';

/** What a test may choose of a staff member. */
export interface StaffMemberOverrides {
  displayName?: string;
  phone?: string | null;
  enabled?: boolean;
}

/** A signed-in member of the florist's team. */
export interface SignedInStaff {
  id: string;
  displayName: string;
  role: StaffRole;
  token: string;
  tokenExpired: number;
}

let sequence = 0;

/**
 * Inserts a staff account of `role` (a user of kind `admin` for the owner, `staff` otherwise, and its staff_members
 * row) and signs it in with the permissions the role grants.
 */
export async function aStaffMember(
  db: Db,
  role: StaffRole,
  overrides: StaffMemberOverrides = {},
): Promise<SignedInStaff> {
  const n = ++sequence;
  const displayName = overrides.displayName ?? `${role}·${n}`;
  const member = await aMember(db, {
    id: `staff-${role}-${n}-${Date.now()}`,
    role: role === 'admin' ? 'admin' : 'staff',
    username: `${role}${n}x${Date.now()}`,
    phone: null,
    nickname: displayName,
  });
  const now = Date.now();
  await db
    .insertInto('staff_members')
    .values({
      user_id: member.id,
      role,
      display_name: displayName,
      phone: overrides.phone ?? null,
      enabled: overrides.enabled === false ? 0 : 1,
      must_change_password: 0,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const issued = await tokenService(sessionRepository(db), TEST_TOKEN_SECRET).issue(member.id, member.user.role, role);
  return { id: member.id, displayName, role, ...issued };
}
