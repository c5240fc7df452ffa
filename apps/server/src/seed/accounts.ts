import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import type { Db } from '../db/connect';
import { hashPassword } from '../modules/auth/password';

/** The demo passwords of decision 005 and the README; production takes its own from the environment. */
export const DEMO_PASSWORDS = {
  staff: 'service-demo-2026',
  admin: 'admin-demo-2026',
  florist: 'florist-demo-2026',
  courier: 'courier-demo-2026',
} as const;

interface StaffAccount {
  id: string;
  username: string;
  password: string;
  role: StaffRole;
  displayName: string;
}

export interface StaffSeedOptions {
  customerServiceUid: string;
  staffPassword: string | undefined;
  adminPassword: string | undefined;
  /** Development only: one more member per team role (florist, courier) with the demo passwords. */
  demoTeam?: boolean;
}

/**
 * Creates the staff account `service` (signing in as the customer-service user), the admin account `admin` and, for
 * the demo, a florist and a courier, when missing; an existing account keeps its password. Each is a user row and its
 * team row, written together.
 */
export async function seedStaffAccounts(db: Db, options: StaffSeedOptions): Promise<void> {
  const accounts: StaffAccount[] = [];
  if (options.staffPassword) {
    accounts.push({
      id: options.customerServiceUid,
      username: 'service',
      password: options.staffPassword,
      role: 'service',
      displayName: '鲜花速递客服',
    });
  }
  if (options.adminPassword) {
    accounts.push({
      id: 'admin',
      username: 'admin',
      password: options.adminPassword,
      role: 'admin',
      displayName: '管理员',
    });
  }
  if (options.demoTeam) {
    accounts.push(
      {
        id: 'demo-florist',
        username: 'florist',
        password: DEMO_PASSWORDS.florist,
        role: 'florist',
        displayName: '花艺师·小林',
      },
      {
        id: 'demo-courier',
        username: 'courier',
        password: DEMO_PASSWORDS.courier,
        role: 'courier',
        displayName: '配送员·老王',
      },
    );
  }
  for (const account of accounts) {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', account.username)
      .executeTakeFirst();
    if (existing) continue;
    const passwordHash = await hashPassword(account.password);
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      // A second server seeding at the same moment got there first: its rows stand.
      const inserted = await trx
        .insertInto('users')
        .values({
          id: account.id,
          role: account.role === 'admin' ? 'admin' : 'staff',
          username: account.username,
          password_hash: passwordHash,
          nickname: account.displayName,
          avatar: '',
          gender: 'unknown',
          created_at: now,
          updated_at: now,
        })
        .onConflict((c) => c.doNothing())
        .executeTakeFirst();
      if (!inserted.numInsertedOrUpdatedRows) return;
      await trx
        .insertInto('staff_members')
        .values({
          user_id: account.id,
          role: account.role,
          display_name: account.displayName,
          phone: null,
          enabled: 1,
          must_change_password: 0,
          last_sign_in_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
  }
}
