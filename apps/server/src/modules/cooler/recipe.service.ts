import crypto from 'node:crypto';
import type {
  CoolerRecipe,
  CoolerRecipeGoodsPage,
  ListCoolerRecipeGoodsRequest,
  SaveCoolerRecipeRequest,
} from '@ffe/shared/contracts/cooler-recipes';
import { fieldProblem } from '@ffe/shared/field-problems';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { invalidParam, notFound, staleRecord } from '../../platform/errors';
import type { AuditRepository } from '../platform';
import { toCoolerRecipeSize } from './recipe.mapper';
import type { RecipeLineRow, RecipeRepository } from './recipe.repository';

export interface RecipeServiceDeps {
  repo: RecipeRepository;
  audit: AuditRepository;
  now?: () => number;
}

type GoodsRow = NonNullable<Awaited<ReturnType<RecipeRepository['findGoods']>>>;
type SizeRow = Awaited<ReturnType<RecipeRepository['sizesOf']>>[number];

/** A goods' sizes as recipes know them: its live sizes, or the goods itself ('') when it is sold without sizes. */
const sizesOfGoods = (goods: GoodsRow, sizes: readonly SizeRow[]) =>
  goods.spec_name === null
    ? [{ skuKey: '', name: null, nameEn: null }]
    : sizes
        .filter((s) => s.goods_id === goods.id)
        .map((s) => ({ skuKey: s.id, name: s.name, nameEn: s.name_en ?? null }));

/**
 * What each goods size and add-on is made of (issue 44, PRODUCT.md#cooler-recipes): the stems and units one bouquet
 * takes. A size without a recipe keeps its typed stock; lines keep their ids across edits.
 */
export function recipeService(deps: RecipeServiceDeps) {
  const { repo, audit } = deps;
  const now = deps.now ?? (() => Date.now());

  /** The goods and the size named, refused when the size is not one the goods sells. */
  async function sizeOf(goodsId: string, skuKey: string, trx?: Db) {
    const goods = await repo.findGoods(goodsId, trx);
    if (!goods) throw notFound('goods');
    const size = sizesOfGoods(goods, await repo.sizesOf([goodsId], trx)).find((s) => s.skuKey === skuKey);
    if (!size) throw invalidParam(`skuKey: ${fieldProblem('NOT_FOUND')}`);
    return { goods, size };
  }

  async function detail(goodsId: string, skuKey: string, trx?: Db): Promise<CoolerRecipe> {
    const { goods, size } = await sizeOf(goodsId, skuKey, trx);
    const recipe = await repo.findRecipe(goodsId, skuKey, trx);
    const lines = recipe ? await repo.linesOf([recipe.id], trx) : [];
    return {
      goodsId: goods.id,
      goodsName: goods.name,
      goodsNameEn: goods.name_en ?? null,
      ...toCoolerRecipeSize(size, recipe, lines),
    };
  }

  /** Each line's problem, named by its place: a stem unknown, named twice or archived (unless kept), a line not ours. */
  async function checkLines(input: SaveCoolerRecipeRequest, kept: ReadonlyMap<string, RecipeLineRow>, trx: Db) {
    const stems = new Map(
      (
        await repo.stems(
          input.lines.map((l) => l.stemId),
          trx,
        )
      ).map((s) => [s.id, s]),
    );
    const seenStems = new Set<string>();
    const seenIds = new Set<string>();
    for (const [i, line] of input.lines.entries()) {
      const stem = stems.get(line.stemId);
      if (!stem) throw invalidParam(`lines.${i}.stemId: ${fieldProblem('NOT_FOUND')}`);
      if (seenStems.has(line.stemId)) throw invalidParam(`lines.${i}.stemId: ${fieldProblem('DUPLICATE')}`);
      seenStems.add(line.stemId);
      if (line.id !== undefined) {
        if (!kept.has(line.id) || seenIds.has(line.id))
          throw invalidParam(`lines.${i}.id: ${fieldProblem('NOT_FOUND')}`);
        seenIds.add(line.id);
      }
      // A line that already held an archived stem may stay; no line may take one on.
      const already = line.id !== undefined && kept.get(line.id)?.stem_id === line.stemId;
      if (stem.archived_at !== null && !already)
        throw invalidParam(`lines.${i}.stemId: ${fieldProblem('NOT_ALLOWED')}`);
    }
  }

  const summary = (lines: readonly { stem_id?: string; stemId?: string; quantity: number }[]) =>
    lines.map((l) => ({ stemId: l.stem_id ?? l.stemId, quantity: l.quantity }));

  return {
    async goods(
      input: ListCoolerRecipeGoodsRequest & { page: number; pageSize: number },
    ): Promise<CoolerRecipeGoodsPage> {
      const { rows, total } = await repo.goodsPage(
        { keyword: input.keyword, withRecipe: input.withRecipe },
        input.page,
        input.pageSize,
      );
      const ids = rows.map((g) => g.id);
      const [sizes, recipes] = await Promise.all([repo.sizesOf(ids), repo.recipesOf(ids)]);
      const lines = await repo.linesOf(recipes.map((r) => r.id));
      return {
        list: rows.map((goods) => ({
          goodsId: goods.id,
          name: goods.name,
          nameEn: goods.name_en ?? null,
          onSale: goods.status === 'on_sale',
          addOn: goods.is_add_on === 1,
          sizes: sizesOfGoods(goods, sizes).map((size) =>
            toCoolerRecipeSize(
              size,
              recipes.find((r) => r.goods_id === goods.id && r.sku_key === size.skuKey),
              lines,
            ),
          ),
        })),
        total,
      };
    },

    detail: (goodsId: string, skuKey: string) => detail(goodsId, skuKey),

    /**
     * Saves a size's lines made from `version` (null: the size had none); stale (RECORD_CHANGED) when someone saved
     * it since. No lines removes the recipe.
     */
    async save(actor: AuditActor, input: SaveCoolerRecipeRequest): Promise<CoolerRecipe> {
      return repo.transaction(async (trx) => {
        await sizeOf(input.goodsId, input.skuKey, trx);
        const recipe = await repo.findRecipe(input.goodsId, input.skuKey, trx);
        const stale = () => staleRecord('recipe', input.version ?? 0, recipe?.version ?? 0);
        if ((recipe?.version ?? null) !== input.version) throw stale();
        const before = recipe ? await repo.linesOf([recipe.id], trx) : [];
        const kept = new Map<string, RecipeLineRow>(before.map((l) => [l.id, l]));
        await checkLines(input, kept, trx);
        const at = now();

        if (input.lines.length === 0) {
          if (recipe) {
            if (!(await repo.deleteRecipe(recipe.id, recipe.version, trx))) throw stale();
            await audit.record(trx, {
              actor,
              area: 'cooler',
              action: 'recipe.remove',
              record: { type: 'recipe', id: recipe.id },
              before: { goodsId: input.goodsId, skuKey: input.skuKey, lines: summary(before) },
            });
          }
          return detail(input.goodsId, input.skuKey, trx);
        }

        let recipeId = recipe?.id;
        if (recipe) {
          if (!(await repo.touchRecipe(recipe.id, recipe.version, at, actor.id, trx))) throw stale();
        } else {
          recipeId = `recipe-${crypto.randomUUID()}`;
          const row = { id: recipeId, goods_id: input.goodsId, sku_key: input.skuKey, version: 1, updated_at: at };
          if (!(await repo.insertRecipe({ ...row, updated_by: actor.id }, trx))) throw stale();
        }
        const id = recipeId as string;
        const keep = input.lines.flatMap((l) => (l.id === undefined ? [] : [l.id]));
        await repo.deleteLinesBut(id, keep, trx);
        const fresh: RecipeLineRow[] = [];
        for (const [sort, line] of input.lines.entries()) {
          if (line.id === undefined) {
            fresh.push({
              id: `line-${crypto.randomUUID()}`,
              recipe_id: id,
              stem_id: line.stemId,
              quantity: line.quantity,
              sort,
            });
          } else {
            await repo.updateLine(line.id, { stem_id: line.stemId, quantity: line.quantity, sort }, trx);
          }
        }
        await repo.insertLines(fresh, trx);
        await audit.record(trx, {
          actor,
          area: 'cooler',
          action: 'recipe.save',
          record: { type: 'recipe', id },
          before: { goodsId: input.goodsId, skuKey: input.skuKey, lines: summary(before) },
          after: { goodsId: input.goodsId, skuKey: input.skuKey, lines: summary(input.lines) },
        });
        return detail(input.goodsId, input.skuKey, trx);
      });
    },
  };
}

export type RecipeService = ReturnType<typeof recipeService>;
