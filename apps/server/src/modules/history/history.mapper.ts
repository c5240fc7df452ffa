import type { HistoryEntry } from '@ffe/shared/contracts/member-centre';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import { toGoodsSummary } from '../catalogue/catalogue.module';
import type { ImageUrl } from '../platform';
import type { HistoryRow } from './history.repository';

export function toHistoryEntry(row: HistoryRow, imageUrl: ImageUrl, language: ContentLanguage): HistoryEntry {
  return { id: row.entry_id, viewedAt: row.viewed_at, goods: toGoodsSummary(row, imageUrl, language) };
}
