import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import type { Db } from '../src/db/connect';
import { sessionRepository } from '../src/modules/auth/session.repository';
import { tokenService } from '../src/modules/auth/token.service';
import { TEST_TOKEN_SECRET } from './app';
import { aMember, type Member } from './factories';

let sequence = 0;

/**
 * A signed-in member of the florist's team: a user of kind `admin` (the owner) or `staff`, their staff row, and a
 * token carrying the team role's permissions. Until the staff accounts part lands its own, this is the minimal one.
 */
export async function aStaffMember(db: Db, role: StaffRole): Promise<Member> {
  const n = ++sequence;
  const member = await aMember(db, {
    role: role === 'admin' ? 'admin' : 'staff',
    phone: null,
    username: `${role}${n}`,
  });
  const now = Date.now();
  await db
    .insertInto('staff_members')
    .values({
      user_id: member.id,
      role,
      display_name: `${role} ${n}`,
      phone: null,
      enabled: 1,
      must_change_password: 0,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const issued = await tokenService(sessionRepository(db), TEST_TOKEN_SECRET).issue(member.id, member.user.role, role);
  return { ...member, ...issued };
}
