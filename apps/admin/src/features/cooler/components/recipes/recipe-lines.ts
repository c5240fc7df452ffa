import type { CoolerRecipe, CoolerRecipeLine } from '@ffe/shared/contracts/cooler-recipes';
import type { TFunction } from 'i18next';
import type { RecordChange } from '../../../../components/stale-save-dialog';
import { sameValue } from '../../../../lib/three-way-merge';

/** One line in the editor: `id` of a line the recipe has, none for a new one. */
export interface LineValue {
  id?: string | undefined;
  stemId: string;
  quantity: number;
}

/** The recipe editor's values. */
export interface RecipeValues {
  lines: LineValue[];
}

export const recipeValuesOf = (r: CoolerRecipe): RecipeValues => ({
  lines: r.lines.map(({ id, stemId, quantity }) => ({ id, stemId, quantity })),
});

/** A recipe's lines as one reads them: 红玫瑰 ×11 枝、尤加利 ×3 枝. */
export function linesSummary(
  lines: readonly Pick<CoolerRecipeLine, 'stemName' | 'stemNameEn' | 'unit' | 'quantity'>[],
  t: TFunction,
  english: boolean,
): string {
  return lines
    .map(
      (l) =>
        `${english && l.stemNameEn ? l.stemNameEn : l.stemName} ${t(`cooler.recipes.counted.${l.unit}${l.quantity === 1 ? 'One' : 'Many'}`, { count: l.quantity })}`,
    )
    .join(english ? ', ' : '、');
}

/** What another person's save changed in the recipe: its lines, before and after, named by the stems' names. */
export function recipeChanges(
  base: RecipeValues,
  theirs: RecipeValues,
  mine: RecipeValues,
  nameOf: (stemId: string) => string,
  t: TFunction,
): RecordChange[] {
  if (sameValue(strip(base), strip(theirs))) return [];
  const shown = (v: RecipeValues) => v.lines.map((l) => `${nameOf(l.stemId)} ×${l.quantity}`).join('、');
  return [
    {
      label: t('cooler.recipes.lineChange'),
      before: shown(base),
      after: shown(theirs),
      ...(sameValue(strip(base), strip(mine)) ? {} : { mine: shown(mine) }),
    },
  ];
}

const strip = (v: RecipeValues) => v.lines.map(({ stemId, quantity }) => [stemId, quantity]);
