import type { Role } from '@ffe/shared/contracts/member';
import { forbidden } from '../../platform/errors';
import { permissionsOf } from '../users/users.module';
import type { StaffRepository } from './staff.repository';

/** Whether an account of this kind is one of the florist's team. */
const isStaffAccount = (role: Role) => role === 'staff' || role === 'admin';

/**
 * What signing in and each admin call ask about a staff member: the permissions a token carries, whether the member
 * may hold a session at all, and whether a new password is owed first. Read from the database every time, so a
 * change made by any process counts at once.
 */
export function staffAccessService(repo: StaffRepository, now: () => number = Date.now) {
  return {
    /** The token's permissions: the team role's; a disabled member gets no session (403 ACCOUNT_DISABLED). */
    async permissionsOf(userId: string, role: Role): Promise<string[]> {
      if (!isStaffAccount(role)) return permissionsOf(role);
      const access = await repo.findAccess(userId);
      if (access && access.enabled !== 1) throw forbidden('该账号已停用，请联系管理员', 'ACCOUNT_DISABLED');
      return permissionsOf(role, access?.role);
    },

    /** Records the sign-in; answers whether the member must choose a new password before anything else. */
    async signedIn(userId: string, role: Role): Promise<{ mustChangePassword: boolean }> {
      if (!isStaffAccount(role)) return { mustChangePassword: false };
      const row = await repo.signedIn(userId, now());
      return { mustChangePassword: row?.must_change_password === 1 };
    },

    /** Whether the member's password was reset and not yet replaced. */
    async mustChangePassword(userId: string): Promise<boolean> {
      return (await repo.findAccess(userId))?.must_change_password === 1;
    },
  };
}

export type StaffAccessService = ReturnType<typeof staffAccessService>;
