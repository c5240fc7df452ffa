import crypto from 'node:crypto';
import { DESK } from '@ffe/shared/constants';
import type { DeskSettings, QuickReply, saveQuickReply } from '@ffe/shared/contracts/admin-desk';
import { hasPermission } from '@ffe/shared/domain/staff-roles';
import type { z } from 'zod';
import { forbidden, invalidParam, notFound } from '../../platform/errors';
import type { ImUser } from '../im/im-delivery.service';
import { DEFAULT_DESK_SETTINGS, fillQuickReply } from './desk-rules';
import type { DeskSettingsRepository, QuickReplyRow } from './desk-settings.repository';

export interface DeskSettingsReader {
  current(): Promise<DeskSettings>;
}

type SaveInput = z.output<typeof saveQuickReply.request>;

const toQuickReply = (row: QuickReplyRow, filled: string | null): QuickReply => ({
  id: row.id,
  scope: row.owner_id === null ? 'shared' : 'personal',
  shortcut: row.shortcut,
  content: row.content,
  filled,
});

/**
 * The desk's settings (service hours, greeting, away reply, agent names, default cap) and quick replies. The settings
 * are read on every new conversation and every named answer: each process answers from its copy for
 * DESK.SETTINGS_KEPT_MS, and forgets it at once when it saves them.
 */
export function deskSettings(repo: DeskSettingsRepository, now: () => number = Date.now) {
  const managesDesk = (user: ImUser) => hasPermission(user.permission, 'desk.manage');
  let kept: { settings: DeskSettings; at: number } | undefined;
  // Moves on every save: a read that began before one is not kept.
  let saves = 0;

  async function current(): Promise<DeskSettings> {
    const at = now();
    if (kept && at - kept.at < DESK.SETTINGS_KEPT_MS) return kept.settings;
    const mark = saves;
    const settings = (await repo.settings()) ?? DEFAULT_DESK_SETTINGS;
    if (mark === saves) kept = { settings, at };
    return settings;
  }

  /** A reply this agent may change: their own, or a shared one with `desk.manage`. */
  async function ownReply(user: ImUser, id: string) {
    const row = await repo.findQuickReply(id);
    if (!row || (row.owner_id !== null && row.owner_id !== user.uid)) throw notFound('quick reply');
    if (row.owner_id === null && !managesDesk(user)) throw forbidden('only desk managers change shared quick replies');
    return row;
  }

  return {
    current,

    async update(settings: DeskSettings) {
      if (settings.opens >= settings.closes) throw invalidParam('closes: must be after opens');
      saves += 1;
      kept = undefined;
      await repo.saveSettings({ ...settings, days: [...new Set(settings.days)].sort() }, now());
      saves += 1;
      kept = undefined;
      return (await repo.settings()) as DeskSettings;
    },

    /** The shop's and the agent's quick replies; filled with `values` when a conversation was named. */
    async quickReplies(user: ImUser, values?: Parameters<typeof fillQuickReply>[1]) {
      const rows = await repo.quickReplies(user.uid);
      return rows.map((row) => toQuickReply(row, values ? fillQuickReply(row.content, values) : null));
    },

    async saveQuickReply(user: ImUser, input: SaveInput) {
      if (input.scope === 'shared' && !managesDesk(user))
        throw forbidden('only desk managers add shared quick replies');
      const at = now();
      if (input.id) {
        const row = await ownReply(user, input.id);
        if ((row.owner_id === null ? 'shared' : 'personal') !== input.scope)
          throw invalidParam('scope: a reply keeps its scope');
        await repo.updateQuickReply(row.id, { shortcut: input.shortcut, content: input.content, updated_at: at });
        return toQuickReply({ ...row, shortcut: input.shortcut, content: input.content, updated_at: at }, null);
      }
      const row: QuickReplyRow = {
        id: crypto.randomUUID(),
        owner_id: input.scope === 'shared' ? null : user.uid,
        shortcut: input.shortcut,
        content: input.content,
        created_at: at,
        updated_at: at,
      };
      await repo.insertQuickReply(row);
      return toQuickReply(row, null);
    },

    async deleteQuickReply(user: ImUser, id: string) {
      await repo.deleteQuickReply((await ownReply(user, id)).id);
      return { id };
    },
  };
}

export type DeskSettingsService = ReturnType<typeof deskSettings>;
