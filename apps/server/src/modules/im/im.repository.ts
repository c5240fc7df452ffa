import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import { imConversationRepository } from './im-conversation.repository';
import { imMessageRepository } from './im-message.repository';

/** The messaging module's queries: messages, conversation rows, and the client's error reports. */
export function imRepository(db: Db, options: { dialect: Dialect }) {
  return {
    ...imMessageRepository(db, options),
    ...imConversationRepository(db),

    /** Counts an error report by its hash: inserted once, then counted. */
    countError: (row: { hash: string; message: string; stack: string; url: string }, at: number) =>
      db
        .insertInto('im_error_logs')
        .values({ ...row, count: 1, create_time: at, update_time: at })
        .onConflict((c) => c.column('hash').doUpdateSet({ count: sql`im_error_logs.count + 1`, update_time: at }))
        .execute(),
  };
}

export type ImRepository = ReturnType<typeof imRepository>;
