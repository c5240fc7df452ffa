import { type Permission, rolePermissions, type StaffRole, staffRoles } from '@ffe/shared/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/connect';
import type { StaffMemberTable } from '../src/db/schema';
import { sessionRepository } from '../src/modules/auth/session.repository';
import { tokenService } from '../src/modules/auth/token.service';
import { post, TEST_TOKEN_SECRET } from './app';
import { aMember, type Member } from './factories';

/** A signed-in staff member: their user and staff rows, and a token carrying their role's permissions. */
export interface StaffMember extends Member {
  staff: StaffMemberTable;
}

let sequence = 0;

/** Inserts a staff member of `role` (an `admin` account for the owner, `staff` for the rest) and signs them in. */
export async function aStaffMember(db: Db, role: StaffRole): Promise<StaffMember> {
  const n = ++sequence;
  const member = await aMember(db, { role: role === 'admin' ? 'admin' : 'staff', username: `${role}-t${n}` });
  const now = Date.now();
  const staff: StaffMemberTable = {
    user_id: member.id,
    role,
    display_name: `${role} ${n}`,
    phone: null,
    enabled: 1,
    must_change_password: 0,
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('staff_members').values(staff).execute();
  const issued = await tokenService(sessionRepository(db), TEST_TOKEN_SECRET).issue(member.id, member.user.role, role);
  return { ...member, ...issued, staff };
}

/** One call of an admin route: its path and body, and the status a caller holding the permission gets. */
export interface GuardedCall {
  url: string;
  body?: object;
  allowed: number;
}

/**
 * Tests that each call answers a visitor 401, a customer and a chat guest 403, and each staff role either `allowed`
 * (its role holds `permission`) or 403.
 */
export function itGuardsWithPermission(
  t: { readonly app: FastifyInstance; readonly db: Db },
  permission: Permission,
  calls: readonly GuardedCall[],
) {
  const callers = ['visitor', 'customer', 'guest', ...staffRoles] as const;
  const cases = calls.flatMap((call) =>
    callers.map((caller): [string, (typeof callers)[number], GuardedCall] => [call.url, caller, call]),
  );
  it.each(cases)('guards %s: the %s is answered as their permissions say', async (_url, caller, call) => {
    const who: Member | undefined =
      caller === 'visitor'
        ? undefined
        : caller === 'customer'
          ? await aMember(t.db)
          : caller === 'guest'
            ? await aMember(t.db, { role: 'guest', phone: null })
            : await aStaffMember(t.db, caller);
    const expected =
      caller === 'visitor'
        ? 401
        : caller === 'customer' || caller === 'guest' || !rolePermissions[caller].includes(permission)
          ? 403
          : call.allowed;
    const answer = await post(t.app, call.url, call.body ?? {}, who);
    expect(answer.status).toBe(expected);
  });
}
