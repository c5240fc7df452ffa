import { z } from 'zod';
import { catalogueId } from './catalogue';

/**
 * POST /api/mall/goodsInfo/stemDates/:id (issue 44): for each size of the goods that has a recipe (`skuId` null: the
 * goods sold without sizes), the earliest day from today the cooler can make one, null when none in the days looked at.
 * Sizes without a recipe are not listed: their typed stock says whether they can be bought.
 */
export const goodsStemDates = {
  params: z.object({ id: catalogueId }),
  response: z.object({
    sizes: z.array(z.object({ skuId: z.string().nullable(), earliest: z.iso.date().nullable() })),
  }),
  path: '/api/mall/goodsInfo/stemDates/:id' as const,
};
export type GoodsStemDates = z.infer<typeof goodsStemDates.response>;
