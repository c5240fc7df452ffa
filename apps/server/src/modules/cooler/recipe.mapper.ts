import type { CoolerRecipeLine, CoolerRecipeSize } from '@ffe/shared/contracts/cooler-recipes';
import type { RecipeLineView, RecipeRow } from './recipe.repository';

export const toCoolerRecipeLine = (row: RecipeLineView): CoolerRecipeLine => ({
  id: row.id,
  stemId: row.stem_id,
  stemName: row.stem_name,
  stemNameEn: row.stem_name_en,
  unit: row.unit,
  stemArchived: row.stem_archived_at !== null,
  quantity: row.quantity,
});

/** A size with its recipe (or none: `version` null, no lines). */
export const toCoolerRecipeSize = (
  size: { skuKey: string; name: string | null; nameEn: string | null },
  recipe: RecipeRow | undefined,
  lines: readonly RecipeLineView[],
): CoolerRecipeSize => ({
  ...size,
  version: recipe?.version ?? null,
  lines: recipe ? lines.filter((l) => l.recipe_id === recipe.id).map(toCoolerRecipeLine) : [],
});
