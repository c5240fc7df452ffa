import type { Role } from '@ffe/shared/contracts/member';
import type { Db } from '../db/connect';
import { hashPassword } from '../modules/auth/password';
import { userRepository } from '../modules/users/user.repository';

/** The demo passwords of DESIGN §4; production takes its own from the environment. */
export const DEMO_PASSWORDS = { staff: 'service-demo-2026', admin: 'admin-demo-2026' } as const;

interface StaffAccount {
  id: string;
  username: string;
  password: string;
  role: Role;
  nickname: string;
}

/**
 * Creates the staff account `service` (signing in as the customer-service user) and the admin
 * account `admin` when missing; an existing account keeps its password.
 */
export async function seedStaffAccounts(
  db: Db,
  options: { customerServiceUid: string; staffPassword: string | undefined; adminPassword: string | undefined },
): Promise<void> {
  const users = userRepository(db);
  const accounts: StaffAccount[] = [];
  if (options.staffPassword) {
    accounts.push({
      id: options.customerServiceUid,
      username: 'service',
      password: options.staffPassword,
      role: 'staff',
      nickname: '鲜花速递客服',
    });
  }
  if (options.adminPassword) {
    accounts.push({
      id: 'admin',
      username: 'admin',
      password: options.adminPassword,
      role: 'admin',
      nickname: '管理员',
    });
  }
  for (const account of accounts) {
    if (await users.findByUsername(account.username)) continue;
    const now = Date.now();
    await users.insertIgnoringDuplicate({
      id: account.id,
      role: account.role,
      username: account.username,
      password_hash: await hashPassword(account.password),
      nickname: account.nickname,
      avatar: '',
      gender: 'unknown',
      created_at: now,
      updated_at: now,
    });
  }
}
