import crypto from 'node:crypto';
import { DESK } from '@ffe/shared/constants';
import type { DeskSettings, QuickReply, saveQuickReply } from '@ffe/shared/contracts/admin-desk';
import { hasPermission } from '@ffe/shared/domain/staff-roles';
import type { z } from 'zod';
import type { AuditActor } from '../../platform/authenticate';
import { forbidden, invalidParam, notFound } from '../../platform/errors';
import { KeptCopy } from '../../platform/kept-copy';
import type { ImUser } from '../im/im.module';
import type { AuditRepository } from '../platform';
import { DEFAULT_DESK_SETTINGS, fillQuickReply } from './desk-rules';
import type { DeskSettingsRepository, QuickReplyRow } from './desk-settings.repository';

export interface DeskSettingsReader {
  current(): Promise<DeskSettings>;
}

type SaveInput = z.output<typeof saveQuickReply.request>;
type Agent = ImUser & AuditActor;

const replyRecord = (id: string) => ({ type: 'quick-reply', id });
const replyFields = (row: Pick<QuickReplyRow, 'owner_id' | 'shortcut' | 'content'>) => ({
  scope: row.owner_id === null ? 'shared' : 'personal',
  shortcut: row.shortcut,
  content: row.content,
});

const toQuickReply = (row: QuickReplyRow, filled: string | null): QuickReply => ({
  id: row.id,
  scope: row.owner_id === null ? 'shared' : 'personal',
  shortcut: row.shortcut,
  content: row.content,
  filled,
});

/**
 * The desk's settings (service hours, greeting, away reply, agent names, default cap) and quick replies. The settings
 * are read on every new conversation and every named answer: each process answers from its copy (`KeptCopy`, with no
 * stamp: the settings are one small read) for DESK.SETTINGS_KEPT_MS, and forgets it at once when it saves them. Every change is audited in its transaction.
 */
export function deskSettingsService(
  repo: DeskSettingsRepository,
  audit: Pick<AuditRepository, 'record'>,
  now: () => number = Date.now,
) {
  const managesDesk = (user: ImUser) => hasPermission(user.permission, 'desk.manage');
  // Forgotten before and after every save: a read that began before one is not kept.
  const kept = new KeptCopy<DeskSettings>({
    checkEveryMs: DESK.SETTINGS_KEPT_MS,
    // Settings saved before the English texts existed read as having none.
    load: async () => ({ value: { ...DEFAULT_DESK_SETTINGS, ...(await repo.settings()) }, stamp: undefined }),
    now,
  });
  const current = (): Promise<DeskSettings> => kept.current();

  /** A reply this agent may change: their own, or a shared one with `desk.manage`. */
  async function ownReply(user: ImUser, id: string) {
    const row = await repo.findQuickReply(id);
    if (!row || (row.owner_id !== null && row.owner_id !== user.uid)) throw notFound('quick reply');
    if (row.owner_id === null && !managesDesk(user)) throw forbidden('only desk managers change shared quick replies');
    return row;
  }

  return {
    current,

    async update(actor: AuditActor, settings: DeskSettings) {
      if (settings.opens >= settings.closes) throw invalidParam('closes: must be after opens');
      const before = await current();
      const after = { ...settings, days: [...new Set(settings.days)].sort() };
      kept.forget();
      await repo.transaction(async (trx) => {
        await repo.saveSettings(after, now(), trx);
        const record = { type: 'desk-settings', id: 'desk' };
        await audit.record(trx, { actor, area: 'desk', action: 'desk-settings.update', record, before, after });
      });
      kept.forget();
      return current();
    },

    /** The shop's and the agent's quick replies; filled with `values` when a conversation was named. */
    async quickReplies(user: ImUser, values?: Parameters<typeof fillQuickReply>[1]) {
      const rows = await repo.quickReplies(user.uid);
      return rows.map((row) => toQuickReply(row, values ? fillQuickReply(row.content, values) : null));
    },

    async saveQuickReply(user: Agent, input: SaveInput) {
      if (input.scope === 'shared' && !managesDesk(user))
        throw forbidden('only desk managers add shared quick replies');
      const at = now();
      if (input.id) {
        const row = await ownReply(user, input.id);
        if ((row.owner_id === null ? 'shared' : 'personal') !== input.scope)
          throw invalidParam('scope: a reply keeps its scope');
        const changed = { ...row, shortcut: input.shortcut, content: input.content, updated_at: at };
        await repo.transaction(async (trx) => {
          await repo.updateQuickReply(
            row.id,
            { shortcut: input.shortcut, content: input.content, updated_at: at },
            trx,
          );
          await audit.record(trx, {
            actor: user,
            area: 'desk',
            action: 'quick-reply.update',
            record: replyRecord(row.id),
            before: replyFields(row),
            after: replyFields(changed),
          });
        });
        return toQuickReply(changed, null);
      }
      const row: QuickReplyRow = {
        id: crypto.randomUUID(),
        owner_id: input.scope === 'shared' ? null : user.uid,
        shortcut: input.shortcut,
        content: input.content,
        created_at: at,
        updated_at: at,
      };
      await repo.transaction(async (trx) => {
        await repo.insertQuickReply(row, trx);
        const entry = { area: 'desk', action: 'quick-reply.create', record: replyRecord(row.id) } as const;
        await audit.record(trx, { ...entry, actor: user, after: replyFields(row) });
      });
      return toQuickReply(row, null);
    },

    async deleteQuickReply(user: Agent, id: string) {
      const row = await ownReply(user, id);
      await repo.transaction(async (trx) => {
        await repo.deleteQuickReply(row.id, trx);
        const entry = { area: 'desk', action: 'quick-reply.delete', record: replyRecord(row.id) } as const;
        await audit.record(trx, { ...entry, actor: user, before: replyFields(row) });
      });
      return { id };
    },
  };
}

export type DeskSettingsService = ReturnType<typeof deskSettingsService>;
