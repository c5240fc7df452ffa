import type { Db } from '../../db/connect';
import type { FeedbackTable } from '../../db/schema';

/** Queries of members' feedback. */
export function feedbackRepository(db: Db) {
  return {
    insert: (row: FeedbackTable) => db.insertInto('feedback').values(row).execute(),
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
