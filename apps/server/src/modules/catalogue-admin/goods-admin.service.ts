import crypto from 'node:crypto';
import {
  type AdminGoods,
  type AdminGoodsPage,
  type CreateGoodsInput,
  createGoods,
  type listAdminGoods,
  type SetGoodsStatusRequest,
  type SetGoodsStockRequest,
  type UpdateGoodsInput,
} from '@ffe/shared/contracts/admin-goods';
import { toCents } from '@ffe/shared/domain/money';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import type { AuditActor } from '../../platform/authenticate';
import { invalidParam, notFound, staleRecord, stockMoved } from '../../platform/errors';
import { refusal } from '../../platform/field-problems';
import { categorySearchName, categorySearchNameEn, goodsSearchText } from '../catalogue/catalogue.module';
import type { AuditRepository, ImageUrl } from '../platform';
import { goodsAuditSummary, toAdminGoods, toAdminGoodsRow } from './goods-admin.mapper';
import type { GoodsAdminRepository, GoodsRow } from './goods-admin.repository';
import { picturePathOf } from './picture-refs';

type ListQuery = z.output<typeof listAdminGoods.request>;
type Specs = NonNullable<CreateGoodsInput['specs']>;

export interface GoodsAdminDeps {
  repo: GoodsAdminRepository;
  audit: AuditRepository;
  imageUrl: ImageUrl;
  now?: () => number;
  /** After a committed write that may have raised stock: members waiting for it are told (issue 16). */
  onStockWritten?: (goodsId: string) => void;
}

/** A zod failure as the house's 400, every field named. */
function refused(error: z.ZodError): never {
  throw refusal(error.issues);
}

/**
 * The detail blocks' English (seeded for the demo catalogue; the console has no fields for it yet): kept while the
 * Chinese block stays as it was, dropped when staff change it, so an English reader never sees an outdated text.
 */
function englishBlocksKept(
  row: GoodsRow,
  next: { materials: string; packaging: string; delivery_notes: string; spec_name: string | null },
) {
  const kept = (before: string | null, after: string | null, english: string | null | undefined) =>
    before === after ? (english ?? null) : null;
  return {
    materials_en: kept(row.materials, next.materials, row.materials_en),
    packaging_en: kept(row.packaging, next.packaging, row.packaging_en),
    delivery_notes_en: kept(row.delivery_notes, next.delivery_notes, row.delivery_notes_en),
    spec_name_en: kept(row.spec_name, next.spec_name, row.spec_name_en),
  };
}

/** The editor's fields of a stored goods, in the create request's shape (yuan), without its options. */
function fieldsOf(row: GoodsRow, current: AdminGoods): CreateGoodsInput {
  return {
    name: row.name,
    nameEn: row.name_en ?? null,
    flowerLanguageEn: row.flower_language_en ?? null,
    descriptionEn: row.description_en ?? null,
    categoryId: row.category_id,
    salePrice: current.salePrice,
    marketPrice: current.marketPrice,
    stock: row.stock,
    status: row.status,
    flowerLanguage: row.flower_language,
    materials: row.materials,
    packaging: row.packaging,
    deliveryNotes: row.delivery_notes,
    description: row.description,
    tags: current.tags,
    pictures: current.pictures,
    // Options without stock: a save that leaves them out changes no stock.
    specs: current.specs && {
      name: current.specs.name,
      options: current.specs.options.map(({ sales: _sales, stock: _stock, ...o }) => o),
    },
    addOn: current.addOn,
    addOnIds: current.addOnIds,
  };
}

/**
 * The console's goods (decision 020): list, read, create, edit, stock and status. Option writes recompute the goods'
 * price (its cheapest live option) and stock (their sum) and touch updated_at in the same transaction, so the search
 * index of every process sees the change within its check interval. Every write is audited with it.
 */
export function goodsAdminService(deps: GoodsAdminDeps) {
  const { repo, audit, imageUrl } = deps;
  const now = deps.now ?? (() => Date.now());

  async function read(id: string, trx?: Db): Promise<{ row: GoodsRow; goods: AdminGoods }> {
    const row = await repo.findGoods(id, trx);
    if (!row) throw notFound('goods');
    const [category, options] = await Promise.all([
      repo.findCategory(row.category_id, trx),
      row.spec_name === null ? [] : repo.liveOptions(id, trx),
    ]);
    return { row, goods: toAdminGoods(row, category?.name ?? '', options, imageUrl) };
  }

  /** The checks that need the database: the category, the add-ons and the pictures; answers the stored fields. */
  async function resolved(input: CreateGoodsInput, trx: Db) {
    const category = await repo.findCategory(input.categoryId, trx);
    if (!category) throw invalidParam('categoryId: no such category');
    const addOns = await repo.addOnIdsAmong(input.addOnIds, trx);
    const missing = input.addOnIds.findIndex((id) => !addOns.has(id));
    if (missing !== -1) throw invalidParam(`addOnIds.${missing}: not an add-on`);
    const pictures = input.pictures.map((p, i) => picturePathOf(p, `pictures.${i}`, imageUrl));
    const optionPictures = (input.specs?.options ?? []).map((o, i) =>
      o.picture ? picturePathOf(o.picture, `specs.options.${i}.picture`, imageUrl) : null,
    );
    const at = now();
    const fields = {
      name: input.name,
      name_en: input.nameEn,
      flower_language_en: input.flowerLanguageEn,
      description_en: input.descriptionEn,
      category_id: input.categoryId,
      status: input.status,
      cover: pictures[0] as string,
      pictures: JSON.stringify(pictures),
      tags: JSON.stringify(input.tags),
      flower_language: input.flowerLanguage,
      materials: input.materials,
      packaging: input.packaging,
      delivery_notes: input.deliveryNotes,
      description: input.description,
      search_text: goodsSearchText({
        name: input.name,
        tags: input.tags,
        flowerLanguage: input.flowerLanguage,
        categoryName: categorySearchName(category.name, category.parent_name),
        english: [
          input.nameEn,
          input.flowerLanguageEn,
          categorySearchNameEn(category.name_en, category.parent_name_en),
        ],
      }),
      spec_name: input.specs?.name ?? null,
      is_add_on: input.addOn ? 1 : 0,
      add_on_ids: JSON.stringify(input.addOnIds),
      updated_at: at,
    };
    return { fields, optionPictures, at };
  }

  /**
   * Makes the goods' options those of `specs`: edits the live ones named by id (keeping their id, sales and cart
   * lines), removes the others (kept, marked removed), adds those without id. Existing rows are visited in id order,
   * as orders lock them, so no deadlock. An option's stock moves only from the `stockWas` the editor showed.
   */
  async function writeOptions(goodsId: string, specs: Specs | null, pictures: (string | null)[], at: number, trx: Db) {
    const live = await repo.liveOptions(goodsId, trx);
    const liveIds = new Set(live.map((o) => o.id));
    const wanted = specs?.options ?? [];
    wanted.forEach((o, i) => {
      if (o.id !== undefined && !liveIds.has(o.id)) {
        throw invalidParam(`specs.options.${i}.id: not an option of this goods`);
      }
    });
    const byId = new Map(wanted.flatMap((o, i) => (o.id === undefined ? [] : [[o.id, i] as const])));
    const removed: string[] = [];
    for (const option of [...live].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const i = byId.get(option.id);
      if (i === undefined) {
        removed.push(option.id);
        continue;
      }
      const o = wanted[i] as Specs['options'][number];
      await repo.updateOption(goodsId, option.id, optionFields(o, pictures[i] ?? null, i, at), trx);
      if (o.stock === undefined || o.stockWas === undefined || o.stock === o.stockWas) continue;
      if (!(await repo.moveOptionStock(goodsId, option.id, o.stockWas, o.stock, at, trx))) {
        throw stockMoved(`specs.options.${i}.stock`, (await repo.findOption(goodsId, option.id, trx))?.stock ?? 0);
      }
    }
    await repo.removeOptions(goodsId, removed, at, trx);
    for (const [i, o] of wanted.entries()) {
      if (o.id !== undefined) continue;
      await repo.insertOption(
        {
          id: crypto.randomUUID(),
          goods_id: goodsId,
          ...optionFields(o, pictures[i] ?? null, i, at),
          stock: o.stock ?? 0,
          sales: 0,
          created_at: at,
        },
        trx,
      );
    }
  }

  const optionFields = (o: Specs['options'][number], picture: string | null, sort: number, at: number) => ({
    name: o.name,
    sale_price: toCents(o.salePrice),
    market_price: toCents(o.marketPrice),
    picture,
    sort,
    updated_at: at,
  });

  /** The goods' own price and stock, when it has no specifications. */
  const ownTotals = (input: CreateGoodsInput) => ({
    sale_price: toCents(input.salePrice ?? 0),
    market_price: toCents(input.marketPrice ?? 0),
    stock: input.stock ?? 0,
  });

  return {
    async list(query: ListQuery): Promise<AdminGoodsPage> {
      const categoryIds = query.categoryId
        ? [query.categoryId, ...(await repo.childCategoryIds(query.categoryId))]
        : undefined;
      const { rows, total } = await repo.page(
        { categoryIds, status: query.status, stockBelow: query.stockBelow, keyword: query.keyword, addOn: query.addOn },
        query.sort,
        query.page,
        query.pageSize,
      );
      return { list: rows.map((r) => toAdminGoodsRow(r, imageUrl)), total };
    },

    detail: async (id: string) => (await read(id)).goods,

    async create(actor: AuditActor, input: CreateGoodsInput): Promise<AdminGoods> {
      const id = crypto.randomUUID();
      return repo.transaction(async (trx) => {
        const { fields, optionPictures, at } = await resolved(input, trx);
        await repo.insertGoods({ id, ...fields, ...ownTotals(input), sales: 0, created_at: at }, trx);
        if (input.specs) {
          await writeOptions(id, input.specs, optionPictures, at, trx);
          await repo.recomputeTotals(id, at, trx);
        }
        const { goods } = await read(id, trx);
        await audit.record(trx, {
          actor,
          area: 'catalogue',
          action: 'goods.create',
          record: { type: 'goods', id },
          after: goodsAuditSummary(goods),
        });
        return goods;
      });
    },

    /**
     * Changes the fields given; the merged goods must pass every rule create applies. Refused (RECORD_CHANGED) when
     * another save raised the goods' version since the editor loaded it; stock moves only from what the editor showed.
     */
    async update(actor: AuditActor, input: UpdateGoodsInput): Promise<AdminGoods> {
      const updated = await repo.transaction(async (trx) => {
        const { row, goods: before } = await read(input.id, trx);
        const { id, version, stockWas, ...given } = input;
        if (version !== before.version) throw staleRecord('goods', version, before.version);
        const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
        const parsed = createGoods.request.safeParse({ ...fieldsOf(row, before), ...defined });
        if (!parsed.success) refused(parsed.error);
        const merged = parsed.data;
        const { fields, optionPictures, at } = await resolved(merged, trx);
        const { stock: _stock, ...ownPrices } = merged.specs ? { stock: 0 } : ownTotals(merged);
        if (
          !(await repo.updateGoodsAt(id, version, { ...fields, ...englishBlocksKept(row, fields), ...ownPrices }, trx))
        ) {
          throw staleRecord('goods', version, (await repo.findGoods(id, trx))?.version ?? version);
        }
        if (!merged.specs && given.stock !== undefined && stockWas !== undefined && given.stock !== stockWas) {
          if (!(await repo.moveGoodsStock(id, stockWas, given.stock, at, trx))) {
            throw stockMoved('stock', (await repo.findGoods(id, trx))?.stock ?? 0);
          }
        }
        if (input.specs !== undefined) await writeOptions(id, merged.specs, optionPictures, at, trx);
        if (merged.specs) await repo.recomputeTotals(id, at, trx);
        const { goods } = await read(id, trx);
        await audit.record(trx, {
          actor,
          area: 'catalogue',
          action: 'goods.update',
          record: { type: 'goods', id },
          before: goodsAuditSummary(before),
          after: goodsAuditSummary(goods),
        });
        return goods;
      });
      deps.onStockWritten?.(input.id);
      return updated;
    },

    /** The list's inline stock: the goods' own, or one option's (then the goods' total follows). */
    async setStock(actor: AuditActor, input: SetGoodsStockRequest): Promise<AdminGoods> {
      const stocked = await repo.transaction(async (trx) => {
        const { row, goods: before } = await read(input.id, trx);
        const at = now();
        if (row.spec_name !== null) {
          if (!input.skuId) throw invalidParam('skuId: this goods has specifications; name the option');
          const option = await repo.findOption(input.id, input.skuId, trx);
          if (!option) throw invalidParam('skuId: not an option of this goods');
          if (!(await repo.moveOptionStock(input.id, input.skuId, input.stockWas, input.stock, at, trx))) {
            throw stockMoved('stock', option.stock);
          }
          await repo.recomputeTotals(input.id, at, trx);
        } else {
          if (input.skuId) throw invalidParam('skuId: this goods has no specifications');
          if (!(await repo.moveGoodsStock(input.id, input.stockWas, input.stock, at, trx))) {
            throw stockMoved('stock', row.stock);
          }
        }
        const { goods } = await read(input.id, trx);
        await audit.record(trx, {
          actor,
          area: 'catalogue',
          action: 'goods.stock',
          record: { type: 'goods', id: input.id },
          before: { stock: before.stock, ...(input.skuId ? { skuId: input.skuId } : {}) },
          after: { stock: goods.stock, ...(input.skuId ? { skuId: input.skuId, optionStock: input.stock } : {}) },
        });
        return goods;
      });
      deps.onStockWritten?.(input.id);
      return stocked;
    },

    /** On or off sale; asking for the status it already has changes and records nothing. */
    async setStatus(actor: AuditActor, input: SetGoodsStatusRequest): Promise<AdminGoods> {
      return repo.transaction(async (trx) => {
        const { goods: before } = await read(input.id, trx);
        if (!(await repo.setStatus(input.id, input.status, now(), trx))) return before;
        await audit.record(trx, {
          actor,
          area: 'catalogue',
          action: 'goods.status',
          record: { type: 'goods', id: input.id },
          before: { status: before.status },
          after: { status: input.status },
        });
        return (await read(input.id, trx)).goods;
      });
    },
  };
}

export type GoodsAdminService = ReturnType<typeof goodsAdminService>;
