import type { Db } from '../../db/connect';
import type { OccasionReminderTable } from '../../db/schema';

export type ReminderFields = Pick<OccasionReminderTable, 'kind' | 'name' | 'month' | 'day' | 'note'>;

/** Queries of the members' saved dates and of the notices sent of them. */
export function reminderRepository(db: Db) {
  return {
    listOf: (memberId: string) =>
      db.selectFrom('occasion_reminders').selectAll().where('user_id', '=', memberId).orderBy('id').execute(),

    async countOf(memberId: string): Promise<number> {
      const row = await db
        .selectFrom('occasion_reminders')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    insert: (row: OccasionReminderTable) =>
      db.insertInto('occasion_reminders').values(row).returningAll().executeTakeFirstOrThrow(),

    /** Changes the reminder only if it is the member's; undefined when it is not. */
    updateOwn: (memberId: string, id: string, fields: ReminderFields, now: number) =>
      db
        .updateTable('occasion_reminders')
        .set({ ...fields, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .returningAll()
        .executeTakeFirst(),

    /** Removes the reminder only if it is the member's; false when it is not. */
    async deleteOwn(memberId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('occasion_reminders')
        .where('id', '=', id)
        .where('user_id', '=', memberId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Forgets the notices of a reminder whose date moved, so the new date is told too. */
    forgetNotices: (reminderId: string) =>
      db.deleteFrom('occasion_notices').where('reminder_id', '=', reminderId).execute(),

    /** The reminders falling on one of these month-days, with their member's phone. */
    fallingOn: (days: ReadonlyArray<{ month: number; day: number }>) =>
      db
        .selectFrom('occasion_reminders')
        .innerJoin('users', 'users.id', 'occasion_reminders.user_id')
        .selectAll('occasion_reminders')
        .select('users.phone')
        .where((eb) => eb.or(days.map((d) => eb.and([eb('month', '=', d.month), eb('day', '=', d.day)]))))
        .orderBy('occasion_reminders.id')
        .execute(),

    /** Claims one notice: true for the one caller whose row went in, false for every other process or run. */
    async claimNotice(reminderId: string, year: number, lead: number, now: number): Promise<boolean> {
      const result = await db
        .insertInto('occasion_notices')
        .values({ reminder_id: reminderId, year, lead, sent_at: now })
        .onConflict((c) => c.columns(['reminder_id', 'year', 'lead']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
  };
}

export type ReminderRepository = ReturnType<typeof reminderRepository>;
export type ReminderRow = Awaited<ReturnType<ReminderRepository['listOf']>>[number];
