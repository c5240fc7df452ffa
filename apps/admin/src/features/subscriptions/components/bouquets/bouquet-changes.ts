import type { AdminBouquet } from '@ffe/shared/contracts/admin-subscriptions';
import type { TFunction } from 'i18next';
import { type FieldShown, fieldChanges, shownNothing, shownText } from '../../../../components/record-changes';

/** What a week's form edits. */
export type BouquetValues = Pick<AdminBouquet, 'title' | 'titleEn' | 'photo' | 'goodsId' | 'skuId'>;

export const bouquetValuesOf = (b: AdminBouquet): BouquetValues => ({
  title: b.title,
  titleEn: b.titleEn,
  photo: b.photo,
  goodsId: b.goodsId,
  skuId: b.skuId,
});

const FIELDS: readonly FieldShown<BouquetValues>[] = [
  ['title', 'subscriptions.bouquets.title', shownText],
  ['titleEn', 'subscriptions.bouquets.titleEn', shownText],
  ['photo', 'subscriptions.bouquets.photo', shownNothing],
  ['goodsId', 'subscriptions.bouquets.goods', shownNothing],
  ['skuId', 'subscriptions.bouquets.size', shownNothing],
];

/** What another person's save of the week changed. */
export const bouquetChanges = (base: BouquetValues, theirs: BouquetValues, mine: BouquetValues, t: TFunction) =>
  fieldChanges(FIELDS, base, theirs, mine, t);
