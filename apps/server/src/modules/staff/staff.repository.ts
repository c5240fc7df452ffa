import type { staffSorts } from '@ffe/shared/contracts/staff';
import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import type { Insertable, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/connect';
import { contains } from '../../db/contains';
import { pageOf } from '../../db/page';
import type { StaffMemberTable, UserTable } from '../../db/schema';

/** Which members the staff list shows. */
export interface StaffFilter {
  keyword?: string | undefined;
  role?: StaffRole | undefined;
  enabled?: boolean | undefined;
}

/** The staff list's order: a whitelisted field and its direction. */
export interface StaffSort {
  field: (typeof staffSorts)[number];
  order: 'asc' | 'desc';
}

/** Each sortable field's column; a member never signed in sorts as if at the epoch, the same on SQLite and PG. */
const sortColumns = {
  username: 'users.username',
  displayName: 'staff_members.display_name',
  role: 'staff_members.role',
  createdAt: 'staff_members.created_at',
} as const;

/** Queries of the florist's team: a `staff_members` row beside each member's user row; no rules live here. */
export function staffRepository(db: Db) {
  const withUsername = (trx: Db) =>
    trx
      .selectFrom('staff_members')
      .innerJoin('users', 'users.id', 'staff_members.user_id')
      .selectAll('staff_members')
      .select('users.username');
  // Every staff call reads the member's access: from SQL compiled once.
  const hot = compiledOnce();

  return {
    /** Runs `work` in one transaction: a member's change, its audit entry and its sessions' end go together. */
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    findById: (userId: string, trx: Db = db) =>
      withUsername(trx).where('staff_members.user_id', '=', userId).executeTakeFirst(),

    /** The team role and state a token is issued with. */
    findAccess: async (userId: string) =>
      (
        await hot(db, 'access', [userId], () =>
          db
            .selectFrom('staff_members')
            .select(['role', 'enabled', 'must_change_password'])
            .where('user_id', '=', userId),
        )
      ).rows[0],

    /** One page of the members matching `filter`, sorted by `sort`, ties by id so pages never overlap. */
    page(filter: StaffFilter, sort: StaffSort, pageNo: number, pageSize: number) {
      let matching = db.selectFrom('staff_members').innerJoin('users', 'users.id', 'staff_members.user_id');
      const { keyword, role, enabled } = filter;
      if (keyword) {
        matching = matching.where((eb) =>
          eb.or([contains(eb.ref('users.username'), keyword), contains(eb.ref('staff_members.display_name'), keyword)]),
        );
      }
      if (role) matching = matching.where('staff_members.role', '=', role);
      if (enabled !== undefined) matching = matching.where('staff_members.enabled', '=', enabled ? 1 : 0);
      const sorted = matching
        .selectAll('staff_members')
        .select('users.username')
        .orderBy(
          (eb) =>
            sort.field === 'lastSignInAt'
              ? eb.fn.coalesce('staff_members.last_sign_in_at', eb.lit(0))
              : eb.ref(sortColumns[sort.field]),
          sort.order,
        )
        .orderBy('staff_members.user_id', sort.order);
      return pageOf(matching, sorted, pageNo, pageSize);
    },

    /** A new member: the user row they sign in with and their team row; a taken username throws (unique index). */
    async insert(user: Insertable<UserTable>, member: StaffMemberTable, trx: Db) {
      await trx.insertInto('users').values(user).execute();
      await trx.insertInto('staff_members').values(member).execute();
    },

    /**
     * Holds the rows of the member and of every enabled admin until the transaction ends (a no-op update takes the
     * row locks on PostgreSQL; SQLite runs one write transaction at a time), so two changes cannot both remove "the
     * other" admin.
     */
    lockForChange: (userId: string, trx: Db) =>
      trx
        .updateTable('staff_members')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where((eb) => eb.or([eb('user_id', '=', userId), eb.and([eb('role', '=', 'admin'), eb('enabled', '=', 1)])]))
        .execute(),

    /** Enabled admins other than `userId`. */
    async countOtherEnabledAdmins(userId: string, trx: Db): Promise<number> {
      const row = await trx
        .selectFrom('staff_members')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('role', '=', 'admin')
        .where('enabled', '=', 1)
        .where('user_id', '<>', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A change no editor holds (a password, a sign-in): the version stays. */
    update: (userId: string, changes: Updateable<StaffMemberTable>, trx: Db) =>
      trx.updateTable('staff_members').set(changes).where('user_id', '=', userId).execute(),

    /** An admin's save of the member read at `version`: false when another save has raised it since. */
    updateAt: async (userId: string, version: number, changes: Updateable<StaffMemberTable>, trx: Db) =>
      Number(
        (
          await trx
            .updateTable('staff_members')
            .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
            .where('user_id', '=', userId)
            .where('version', '=', version)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,

    updateUser: (userId: string, changes: Updateable<UserTable>, trx: Db) =>
      trx.updateTable('users').set(changes).where('id', '=', userId).execute(),

    /** Sets a new password hash if the old one is still `expectedHash`; answers whether it did. */
    async replacePassword(userId: string, expectedHash: string, passwordHash: string, at: number, trx: Db) {
      const result = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: at })
        .where('id', '=', userId)
        .where('password_hash', '=', expectedHash)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Records a sign-in; answers whether a new password is owed (nothing for an account with no team row). */
    signedIn: (userId: string, at: number) =>
      db
        .updateTable('staff_members')
        .set({ last_sign_in_at: at })
        .where('user_id', '=', userId)
        .returning('must_change_password')
        .executeTakeFirst(),
  };
}

export type StaffRepository = ReturnType<typeof staffRepository>;
export type StaffRow = NonNullable<Awaited<ReturnType<StaffRepository['findById']>>>;
