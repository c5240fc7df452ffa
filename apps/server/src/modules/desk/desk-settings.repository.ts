import type { DeskSettings } from '@ffe/shared/contracts/admin-desk';
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import type { DeskQuickReplyTable } from '../../db/schema';

export type QuickReplyRow = Selectable<DeskQuickReplyTable>;

/** The desk's settings row and its quick replies (issue 15). */
export function deskSettingsRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    quickReplies: (ownerId: string) =>
      db
        .selectFrom('desk_quick_replies')
        .selectAll()
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', ownerId)]))
        .orderBy('shortcut')
        .orderBy('id')
        .execute(),

    findQuickReply: (id: string) =>
      db.selectFrom('desk_quick_replies').selectAll().where('id', '=', id).executeTakeFirst(),

    insertQuickReply: (row: QuickReplyRow, trx: Db = db) => trx.insertInto('desk_quick_replies').values(row).execute(),

    updateQuickReply: (id: string, changes: Updateable<DeskQuickReplyTable>, trx: Db = db) =>
      trx.updateTable('desk_quick_replies').set(changes).where('id', '=', id).execute(),

    deleteQuickReply: (id: string, trx: Db = db) => trx.deleteFrom('desk_quick_replies').where('id', '=', id).execute(),

    settings: async () => {
      const row = await db.selectFrom('desk_settings').select('settings').where('id', '=', 'desk').executeTakeFirst();
      return row ? (JSON.parse(row.settings) as DeskSettings) : undefined;
    },

    saveSettings: (settings: DeskSettings, at: number, trx: Db = db) =>
      trx
        .insertInto('desk_settings')
        .values({ id: 'desk', settings: JSON.stringify(settings), updated_at: at })
        .onConflict((c) => c.column('id').doUpdateSet({ settings: JSON.stringify(settings), updated_at: at }))
        .execute(),
  };
}

export type DeskSettingsRepository = ReturnType<typeof deskSettingsRepository>;
