import type { Db } from '../../db/connect';
import { pageOf } from '../../db/page';
import type { FeedbackTable } from '../../db/schema';

/** What the staff inbox filters on. */
export interface StaffFeedbackFilter {
  handled?: boolean | undefined;
  type?: string | undefined;
}

/** The staff inbox's order: a whitelisted field and its direction. */
export interface StaffFeedbackSort {
  field: 'createTime' | 'rating';
  order: 'asc' | 'desc';
}

/** Queries of members' feedback. */
export function feedbackRepository(db: Db) {
  /** Feedback with its author's account and the staff member who handled it. */
  const joined = (trx: Db) =>
    trx
      .selectFrom('feedback')
      .leftJoin('users', 'users.id', 'feedback.user_id')
      .leftJoin('staff_members', 'staff_members.user_id', 'feedback.handled_by');
  const columns = [
    'users.nickname as customer_nickname',
    'users.phone as customer_phone',
    'staff_members.display_name as handler_name',
  ] as const;

  return {
    /** Runs `work` in one transaction: the flag and its audit entry are written together or not at all. */
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    insert: (row: FeedbackTable) => db.insertInto('feedback').values(row).execute(),

    findForStaff: (id: string, trx: Db = db) =>
      joined(trx).selectAll('feedback').select(columns).where('feedback.id', '=', id).executeTakeFirst(),

    /** One page of every member's feedback, filtered and sorted; ties by id so pages never overlap. */
    async pageForStaff(filter: StaffFeedbackFilter, sort: StaffFeedbackSort, pageNo: number, pageSize: number) {
      let matching = joined(db);
      if (filter.handled !== undefined) {
        matching = matching.where('feedback.handled_at', filter.handled ? 'is not' : 'is', null);
      }
      if (filter.type) matching = matching.where('feedback.type', '=', filter.type);
      const sorted = matching
        .selectAll('feedback')
        .select(columns)
        .orderBy(sort.field === 'rating' ? 'feedback.rating' : 'feedback.created_at', sort.order)
        .orderBy('feedback.id', sort.order);
      return pageOf(matching, sorted, pageNo, pageSize);
    },

    /** Marks it handled by `by`, or open again, only from the other state: false when it already was. */
    async setHandled(id: string, handled: { at: number; by: string } | null, trx: Db) {
      const result = await trx
        .updateTable('feedback')
        .set({ handled_at: handled?.at ?? null, handled_by: handled?.by ?? null })
        .where('id', '=', id)
        .where('handled_at', handled ? 'is' : 'is not', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
export type StaffFeedbackRow = NonNullable<Awaited<ReturnType<FeedbackRepository['findForStaff']>>>;
