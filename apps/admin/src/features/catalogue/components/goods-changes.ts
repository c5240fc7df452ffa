import type { TFunction } from 'i18next';
import type { RecordChange } from '../../../components/stale-save-dialog';
import { formatYuan } from '../../../lib/format';
import { sameValue } from '../../../lib/three-way-merge';
import type { GoodsValues, OptionValues } from './goods-form-values';

type Shown = (value: unknown) => string;

const text: Shown = (v) => {
  const s = Array.isArray(v) ? v.join('、') : v === null || v === undefined ? '' : String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};
const money: Shown = (v) => (typeof v === 'number' ? formatYuan(v) : '');

/** The goods' own fields a person edits, with their label key and how a value reads. */
const FIELDS: [keyof GoodsValues, string, Shown][] = [
  ['name', 'goods.name', text],
  ['categoryId', 'goods.category', () => ''],
  ['onSale', 'goods.status', () => ''],
  ['salePrice', 'goods.salePrice', money],
  ['marketPrice', 'goods.marketPrice', money],
  ['stock', 'goods.stock', text],
  ['pictures', 'goods.pictures', (v) => String((v as unknown[] | undefined)?.length ?? 0)],
  ['tags', 'goods.tags', text],
  ['addOn', 'goods.addOn', () => ''],
  ['addOnIds', 'goods.addOns', (v) => String((v as unknown[] | undefined)?.length ?? 0)],
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
const OPTION_FIELDS: [keyof OptionValues, string, Shown][] = [
  ['name', 'goods.optionName', text],
  ['salePrice', 'goods.salePrice', money],
  ['marketPrice', 'goods.marketPrice', money],
  ['stock', 'goods.stock', text],
  ['picture', 'goods.optionPicture', () => ''],
];

/**
 * What another person's save changed between the goods the editor loaded (`base`) and the goods now (`theirs`), each
 * with what this person typed for it when they changed it too (`mine`), in the page's language.
 */
export function goodsChanges(base: GoodsValues, theirs: GoodsValues, mine: GoodsValues, t: TFunction): RecordChange[] {
  const changes: RecordChange[] = [];
  for (const [key, label, shown] of FIELDS) {
    if (sameValue(base[key], theirs[key])) continue;
    changes.push({
      label: t(label as never),
      before: shown(base[key]),
      after: shown(theirs[key]),
      ...(sameValue(base[key], mine[key]) ? {} : { mine: shown(mine[key]) }),
    });
  }
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
