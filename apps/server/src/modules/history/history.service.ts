import crypto from 'node:crypto';
import { HISTORY_LIMIT } from '@ffe/shared/constants';
import type { HistoryEntry } from '@ffe/shared/contracts/member-centre';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import type { ImageUrl } from '../platform';
import { toHistoryEntry } from './history.mapper';
import type { HistoryRepository } from './history.repository';

export interface HistoryServiceOptions {
  imageUrl: ImageUrl;
  /** How many entries a member keeps; the oldest go first. */
  limit?: number;
  now?: () => number;
}

/** The goods a member has looked at: one entry per goods, at its latest view, at most HISTORY_LIMIT. */
export function historyService(repo: HistoryRepository, options: HistoryServiceOptions) {
  const { imageUrl, limit = HISTORY_LIMIT, now = Date.now } = options;

  return {
    /** Called when a signed-in member opens a goods' detail page; the goods must exist. */
    async recordView(memberId: string, goodsId: string): Promise<void> {
      await repo.upsertView(crypto.randomUUID(), memberId, goodsId, now());
      await repo.keepNewest(memberId, limit);
    },

    async list(
      memberId: string,
      page: number,
      pageSize: number,
      language: ContentLanguage = 'zh-CN',
    ): Promise<{ list: HistoryEntry[]; total: number }> {
      const { rows, total } = await repo.pageOf(memberId, page, pageSize);
      return { list: rows.map((row) => toHistoryEntry(row, imageUrl, language)), total };
    },

    /**
     * Ids that are not the member's are ignored rather than answered with 404: the page removes a
     * selection, and entries already gone (trimmed, or removed in another tab) must not fail the rest.
     * Another member's entries are never touched, so nothing leaks either way.
     */
    async remove(memberId: string, ids: readonly string[]): Promise<void> {
      await repo.deleteOwn(memberId, ids);
    },

    async clear(memberId: string): Promise<void> {
      await repo.deleteAllOf(memberId);
    },

    /** For the my-account page's counters. */
    countHistory: (memberId: string) => repo.countHistory(memberId),
  };
}

export type HistoryService = ReturnType<typeof historyService>;
