import type * as contracts from '@ffe/shared/contracts/cooler-recipes';
import type { SaveCoolerRecipeRequest } from '@ffe/shared/contracts/cooler-recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { COOLER_RECIPES_KEY } from './recipe-keys';

/** Saves a size's recipe from the version read (no lines removes it); a stale one answers RECORD_CHANGED. */
export const saveRecipe = (input: SaveCoolerRecipeRequest) =>
  call<typeof contracts.saveCoolerRecipe>('/api/admin/cooler/recipes/save', input);

export const useSaveRecipe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: saveRecipe,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COOLER_RECIPES_KEY }),
  });
};
