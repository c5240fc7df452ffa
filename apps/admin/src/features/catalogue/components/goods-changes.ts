import type { TFunction } from 'i18next';
import {
  shownCount as count,
  type FieldShown,
  fieldChanges,
  type Shown,
  shownNothing,
  shownText as text,
} from '../../../components/record-changes';
import type { RecordChange } from '../../../components/stale-save-dialog';
import { formatYuan } from '../../../lib/format';
import { sameValue } from '../../../lib/three-way-merge';
import type { GoodsValues, OptionValues } from './goods-form-values';

const money: Shown = (v) => (typeof v === 'number' ? formatYuan(v) : '');

/** The goods' own fields a person edits, with their label key and how a value reads. */
const FIELDS: FieldShown<GoodsValues>[] = [
  ['name', 'goods.name', text],
  ['categoryId', 'goods.category', shownNothing],
  ['onSale', 'goods.status', shownNothing],
  ['salePrice', 'goods.salePrice', money],
  ['marketPrice', 'goods.marketPrice', money],
  ['stock', 'goods.stock', text],
  ['pictures', 'goods.pictures', count],
  ['tags', 'goods.tags', text],
  ['addOn', 'goods.addOn', shownNothing],
  ['addOnIds', 'goods.addOns', count],
  ['specName', 'goods.specName', text],
  ['flowerLanguage', 'goods.flowerLanguage', text],
  ['materials', 'goods.materials', text],
  ['packaging', 'goods.packaging', text],
  ['deliveryNotes', 'goods.deliveryNotes', text],
  ['description', 'goods.description', text],
  ['nameEn', 'english.name', text],
  ['flowerLanguageEn', 'english.flowerLanguage', text],
  ['descriptionEn', 'english.description', text],
];
const OPTION_FIELDS: FieldShown<OptionValues>[] = [
  ['name', 'goods.optionName', text],
  ['salePrice', 'goods.salePrice', money],
  ['marketPrice', 'goods.marketPrice', money],
  ['stock', 'goods.stock', text],
  ['picture', 'goods.optionPicture', shownNothing],
];

/**
 * What another person's save changed between the goods the editor loaded (`base`) and the goods now (`theirs`), each
 * with what this person typed for it when they changed it too (`mine`), in the page's language.
 */
export function goodsChanges(base: GoodsValues, theirs: GoodsValues, mine: GoodsValues, t: TFunction): RecordChange[] {
  const changes = fieldChanges(FIELDS, base, theirs, mine, t);
  const byId = (options: OptionValues[] | undefined) => new Map((options ?? []).map((o) => [o.id, o]));
  const [was, now, typed] = [byId(base.options), byId(theirs.options), byId(mine.options)];
  for (const [id, option] of now) {
    const before = was.get(id);
    if (!before) {
      changes.push({ label: t('goods.optionName'), before: '', after: `${option.name} · ${t('staleSave.added')}` });
      continue;
    }
    for (const [key, label, shown] of OPTION_FIELDS) {
      if (sameValue(before[key], option[key])) continue;
      const myValue = typed.get(id)?.[key];
      changes.push({
        label: `${before.name} · ${t(label as never)}`,
        before: shown(before[key]),
        after: shown(option[key]),
        ...(myValue === undefined || sameValue(before[key], myValue) ? {} : { mine: shown(myValue) }),
      });
    }
  }
  for (const [id, option] of was) {
    if (!now.has(id))
      changes.push({ label: t('goods.optionName'), before: option.name, after: t('staleSave.removed') });
  }
  return changes;
}
