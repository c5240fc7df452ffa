import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import type { Db } from '../src/db/connect';
import type { StaffMemberTable } from '../src/db/schema';
import { sessionRepository } from '../src/modules/auth/session.repository';
import { tokenService } from '../src/modules/auth/token.service';
import { TEST_TOKEN_SECRET } from './app';
import { aMember, type Member } from './factories';

/** A signed-in member of the florist's team: their staff row beside the account. */
export interface StaffMember extends Member {
  staff: StaffMemberTable;
}

let sequence = 0;

/**
 * Inserts a staff account of `role` (a user of kind `admin` for the owner, `staff` otherwise, and its staff_members
 * row) and signs it in with the permissions the role grants.
 */
export async function aStaffMember(
  db: Db,
  role: StaffRole,
  overrides: Partial<StaffMemberTable> = {},
): Promise<StaffMember> {
  const n = ++sequence;
  const member = await aMember(db, {
    id: `staff-${role}-${n}-${Date.now()}`,
    role: role === 'admin' ? 'admin' : 'staff',
    username: `${role}${n}x${Date.now()}`,
    phone: null,
  });
  const now = Date.now();
  const staff: StaffMemberTable = {
    user_id: member.id,
    role,
    display_name: `${role}-${n}`,
    phone: null,
    enabled: 1,
    must_change_password: 0,
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('staff_members').values(staff).execute();
  const issued = await tokenService(sessionRepository(db), TEST_TOKEN_SECRET).issue(member.id, member.user.role, role);
  return { ...member, ...issued, staff };
}
