import crypto from 'node:crypto';
import type {
  AdminCategory,
  AdminCategoryTree,
  CreateCategoryRequest,
  ReorderCategoriesRequest,
  UpdateCategoryRequest,
} from '@ffe/shared/contracts/admin-categories';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { conflict, invalidParam, notFound, staleRecord } from '../../platform/errors';
import { categorySearchName, categorySearchNameEn, goodsSearchText } from '../catalogue/catalogue.module';
import type { AuditRepository, ImageUrl } from '../platform';
import type { CategoryAdminRepository, CategoryRow, CountedCategoryRow } from './category-admin.repository';
import { picturePathOf } from './picture-refs';

export interface CategoryAdminDeps {
  repo: CategoryAdminRepository;
  audit: AuditRepository;
  imageUrl: ImageUrl;
  now?: () => number;
}

type Created = Required<Pick<CreateCategoryRequest, 'name' | 'icon' | 'visible'>> & {
  nameEn: string | null;
  parentId: string | null;
};

/** The console's categories: two levels, icons, order and visibility; a category holding goods stays. */
export function categoryAdminService(deps: CategoryAdminDeps) {
  const { repo, audit, imageUrl } = deps;
  const now = deps.now ?? (() => Date.now());

  const toCategory = (row: CountedCategoryRow): AdminCategory => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en ?? null,
    icon: imageUrl(row.icon),
    parentId: row.parent_id,
    sort: row.sort,
    visible: row.visible === 1,
    goodsCount: row.goods_count,
    version: row.version ?? 1,
  });

  async function tree(trx?: Db): Promise<AdminCategoryTree> {
    const rows = await repo.all(trx);
    return {
      list: rows
        .filter((r) => r.parent_id === null)
        .map((top) => ({
          ...toCategory(top),
          children: rows.filter((r) => r.parent_id === top.id).map(toCategory),
        })),
    };
  }

  async function one(id: string, trx: Db): Promise<AdminCategory> {
    const row = await repo.findCounted(id, trx);
    if (!row) throw notFound('category');
    return toCategory(row);
  }

  /** A parent must be a top-level category: the shop's tree has two levels. */
  async function assertParent(parentId: string | null, trx: Db) {
    if (parentId === null) return;
    const parent = await repo.find(parentId, trx);
    if (!parent) throw invalidParam('parentId: no such category');
    if (parent.parent_id !== null) throw invalidParam('parentId: categories have two levels; pick a top-level one');
  }

  /**
   * Rewrites the search text of the goods under a category (its names are in it) and touches them, so every process's
   * search index, which rebuilds on the goods' signature, sees a rename, a move or a change of visibility.
   */
  async function refreshGoodsUnder(categoryId: string, at: number, trx: Db) {
    for (const g of await repo.goodsUnder(categoryId, trx)) {
      const text = goodsSearchText({
        name: g.name,
        tags: JSON.parse(g.tags) as string[],
        flowerLanguage: g.flower_language,
        categoryName: categorySearchName(g.category_name, g.parent_name),
        english: [g.name_en, g.flower_language_en, categorySearchNameEn(g.category_name_en, g.parent_name_en)],
      });
      await repo.setSearchText(g.id, text, at, trx);
    }
  }

  const record = (
    trx: Db,
    actor: AuditActor,
    action: 'create' | 'update' | 'delete' | 'reorder',
    id: string,
    before?: unknown,
    after?: unknown,
  ) =>
    audit.record(trx, {
      actor,
      area: 'catalogue',
      action: `category.${action}`,
      record: { type: 'category', id },
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    });

  return {
    tree: () => tree(),

    async create(actor: AuditActor, input: Created): Promise<AdminCategory> {
      const icon = picturePathOf(input.icon, 'icon', imageUrl);
      return repo.transaction(async (trx) => {
        await assertParent(input.parentId, trx);
        const siblings = await repo.children(input.parentId, trx);
        const row: CategoryRow = {
          id: `cat-${crypto.randomUUID()}`,
          parent_id: input.parentId,
          name: input.name,
          name_en: input.nameEn,
          icon,
          sort: Math.max(0, ...siblings.map((s) => s.sort)) + 1,
          visible: input.visible ? 1 : 0,
        };
        await repo.insert(row, trx);
        const created = await one(row.id, trx);
        await record(trx, actor, 'create', row.id, undefined, created);
        return created;
      });
    },

    /** Refused (RECORD_CHANGED) when another save raised the category's version since the editor read it. */
    async update(actor: AuditActor, input: UpdateCategoryRequest): Promise<AdminCategory> {
      const icon = input.icon === undefined ? undefined : picturePathOf(input.icon, 'icon', imageUrl);
      return repo.transaction(async (trx) => {
        const before = await one(input.id, trx);
        if (input.version !== before.version) throw staleRecord('category', input.version, before.version);
        if (input.parentId !== undefined && input.parentId !== before.parentId) {
          if (input.parentId === input.id) throw invalidParam('parentId: a category cannot hold itself');
          await assertParent(input.parentId, trx);
          if (input.parentId !== null && (await repo.children(input.id, trx)).length > 0) {
            throw invalidParam('parentId: this category has its own children; categories have two levels');
          }
        }
        const at = now();
        const saved = await repo.updateAt(
          input.id,
          input.version,
          {
            ...(input.name === undefined ? {} : { name: input.name }),
            ...(input.nameEn === undefined ? {} : { name_en: input.nameEn }),
            ...(icon === undefined ? {} : { icon }),
            ...(input.parentId === undefined ? {} : { parent_id: input.parentId }),
            ...(input.visible === undefined ? {} : { visible: input.visible ? 1 : 0 }),
          },
          trx,
        );
        if (!saved) {
          throw staleRecord('category', input.version, (await repo.find(input.id, trx))?.version ?? input.version);
        }
        const seenByShop =
          (input.name !== undefined && input.name !== before.name) ||
          (input.nameEn !== undefined && input.nameEn !== before.nameEn) ||
          (input.visible !== undefined && input.visible !== before.visible) ||
          (input.parentId !== undefined && input.parentId !== before.parentId);
        if (seenByShop) await refreshGoodsUnder(input.id, at, trx);
        const after = await one(input.id, trx);
        await record(trx, actor, 'update', input.id, before, after);
        return after;
      });
    },

    /** Refused (409) while goods (its own or its sub-categories') or child categories are in it, saying how many. */
    async remove(actor: AuditActor, id: string): Promise<void> {
      await repo.transaction(async (trx) => {
        const before = await one(id, trx);
        const children = await repo.children(id, trx);
        const n = before.goodsCount;
        if (n > 0) {
          throw conflict(
            'CATEGORY_HAS_GOODS',
            children.length > 0
              ? `该分类及其子分类下还有 ${n} 件商品，请先移走或删除这些商品 (${n} goods are in this category and its sub-categories; move them first)`
              : `该分类下还有 ${n} 件商品，请先移走或删除这些商品 (${n} goods are in this category; move them first)`,
          );
        }
        if (children.length > 0) {
          throw conflict(
            'CATEGORY_HAS_CHILDREN',
            `该分类下还有 ${children.length} 个子分类，请先删除或移走 (${children.length} sub-categories are under it; remove them first)`,
          );
        }
        // Goods added meanwhile keep it: the delete checks again in its own statement.
        if (!(await repo.deleteIfEmpty(id, trx))) {
          throw conflict('CATEGORY_HAS_GOODS', '该分类下刚加入了商品 (goods were just added to this category)');
        }
        await record(trx, actor, 'delete', id, before);
      });
    },

    /** Puts all the children of one parent in the order given. */
    async reorder(actor: AuditActor, input: ReorderCategoriesRequest): Promise<AdminCategoryTree> {
      return repo.transaction(async (trx) => {
        const siblings = await repo.children(input.parentId, trx);
        const known = new Set(siblings.map((s) => s.id));
        const stray = input.ids.findIndex((id, i) => !known.has(id) || input.ids.indexOf(id) !== i);
        if (stray !== -1) throw invalidParam(`ids.${stray}: not a category at this level, or named twice`);
        if (input.ids.length !== siblings.length) throw invalidParam('ids: name every category at this level');
        for (const [i, id] of input.ids.entries()) await repo.update(id, { sort: i + 1 }, trx);
        await record(
          trx,
          actor,
          'reorder',
          input.parentId ?? 'top',
          siblings.map((s) => s.id),
          input.ids,
        );
        return tree(trx);
      });
    },
  };
}

export type CategoryAdminService = ReturnType<typeof categoryAdminService>;
