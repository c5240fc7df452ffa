import type { TFunction } from 'i18next';
import { sameValue } from '../lib/three-way-merge';
import type { RecordChange } from './stale-save-dialog';

/** How a field's value reads in the stale-save dialog. */
export type Shown = (value: unknown) => string;

/** A text, a list of texts, or a number, cut at 40 characters. */
export const shownText: Shown = (v) => {
  const s = Array.isArray(v) ? v.join('、') : v === null || v === undefined ? '' : String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};

/** A list by how many it holds (pictures, add-ons). */
export const shownCount: Shown = (v) => String((v as unknown[] | undefined)?.length ?? 0);

/** A value too long or too coded to show (a picture, an id): the row says only that it changed. */
export const shownNothing: Shown = () => '';

/** One field of an editor: its key in the form's values, its label's key, how its value reads. */
export type FieldShown<V> = readonly [key: keyof V & string, label: string, shown: Shown];

/**
 * The fields another person's save changed between what the editor loaded (`base`) and the record now (`theirs`),
 * each with what this person typed for it when they changed it too (`mine`), labelled in the page's language.
 */
export function fieldChanges<V extends object>(
  fields: readonly FieldShown<V>[],
  base: V,
  theirs: V,
  mine: V,
  t: TFunction,
): RecordChange[] {
  return fields.flatMap(([key, label, shown]) =>
    sameValue(base[key], theirs[key])
      ? []
      : [
          {
            label: t(label as never),
            before: shown(base[key]),
            after: shown(theirs[key]),
            ...(sameValue(base[key], mine[key]) ? {} : { mine: shown(mine[key]) }),
          },
        ],
  );
}
