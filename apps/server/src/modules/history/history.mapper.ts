import type { HistoryEntry } from '@ffe/shared/contracts/member-centre';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { type ImageUrl, toGoodsSummary } from '../catalogue/catalogue.mapper';
import type { HistoryRow } from './history.repository';

export function toHistoryEntry(row: HistoryRow, imageUrl: ImageUrl, language: ContentLanguage): HistoryEntry {
  return { id: row.entry_id, viewedAt: row.viewed_at, goods: toGoodsSummary(row, imageUrl, language) };
}
