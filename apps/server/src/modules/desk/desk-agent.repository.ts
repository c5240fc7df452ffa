import type { Presence } from '@ffe/shared/contracts/admin-desk';
import type { StaffRole } from '@ffe/shared/domain/staff-roles';
import { sql, type Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/connect';
import type { DeskAgentTable } from '../../db/schema';

export type DeskAgentRow = Omit<DeskAgentTable, 'presence'> & { presence: Presence; name: string };

/** The desk's agents: who they are, their presence, and the slots their caps allow (issue 15). */
export function deskAgentRepository(db: Db) {
  const hot = compiledOnce();

  return {
    /** Enabled staff members holding one of `roles`, with their desk row once they have one. */
    agents: (roles: readonly StaffRole[], ids?: readonly string[]) => {
      let query = db
        .selectFrom('staff_members as s')
        .leftJoin('desk_agents as a', 'a.user_id', 's.user_id')
        .select([
          's.user_id',
          's.display_name as name',
          sql<number | null>`a.cap`.as('cap'),
          sql<string | null>`a.presence`.as('presence'),
          sql<number | null>`a.seen_at`.as('seen_at'),
          sql<number | null>`a.open_count`.as('open_count'),
          sql<number | null>`a.last_assigned_at`.as('last_assigned_at'),
        ])
        .where('s.enabled', '=', 1)
        .where('s.role', 'in', roles);
      if (ids) query = query.where('s.user_id', 'in', ids);
      return query.orderBy('s.display_name').orderBy('s.user_id').execute();
    },

    /** Display names of staff, enabled or not (an old answer names who sent it). */
    staffNames: async (ids: readonly string[]) =>
      ids.length
        ? db.selectFrom('staff_members').select(['user_id', 'display_name']).where('user_id', 'in', ids).execute()
        : [],

    /** The agent's desk row, made with the default cap on first use. */
    ensureAgent: async (userId: string, cap: number, trx: Db = db) => {
      await trx
        .insertInto('desk_agents')
        .values({ user_id: userId, cap, presence: 'offline', seen_at: 0, open_count: 0, last_assigned_at: 0 })
        .onConflict((c) => c.column('user_id').doNothing())
        .execute();
    },

    updateAgent: (userId: string, changes: Updateable<DeskAgentTable>, trx: Db = db) =>
      trx.updateTable('desk_agents').set(changes).where('user_id', '=', userId).execute(),

    /** Online agents with room, the one given a conversation longest ago first (round robin). */
    agentsWithRoom: async (seenSince: number, trx: Db = db) =>
      (
        await hot(trx, 'agents-with-room', ['online', seenSince], () =>
          trx
            .selectFrom('desk_agents')
            .select('user_id')
            .where('presence', '=', 'online')
            .where('seen_at', '>=', seenSince)
            .whereRef('open_count', '<', 'cap')
            .orderBy('last_assigned_at')
            .orderBy('user_id'),
        )
      ).rows.map((r) => r.user_id),

    /** Counts one more open conversation for the agent, only while under their cap: the cap holds under concurrency. */
    takeSlot: async (userId: string, at: number, trx: Db = db) => {
      const result = await trx
        .updateTable('desk_agents')
        .set((eb) => ({ open_count: eb('open_count', '+', 1), last_assigned_at: at }))
        .where('user_id', '=', userId)
        .whereRef('open_count', '<', 'cap')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A transfer takes a slot past the cap: the agent who receives it chose to. */
    addSlot: (userId: string, at: number, trx: Db = db) =>
      trx
        .updateTable('desk_agents')
        .set((eb) => ({ open_count: eb('open_count', '+', 1), last_assigned_at: at }))
        .where('user_id', '=', userId)
        .execute(),

    releaseSlot: (userId: string, trx: Db = db) =>
      trx
        .updateTable('desk_agents')
        .set((eb) => ({ open_count: eb('open_count', '-', 1) }))
        .where('user_id', '=', userId)
        .where('open_count', '>', 0)
        .execute(),
  };
}

export type DeskAgentRepository = ReturnType<typeof deskAgentRepository>;
