import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import type { LineProblem, OrderLineInput, OrderQuote } from '@ffe/shared/contracts/order';
import { type ContentLanguage, inLanguage } from '@ffe/shared/domain/content-language';
import { toYuan } from '@ffe/shared/domain/money';
import type { OrderLineTable } from '../../db/schema';
import { invalidParam, notFound } from '../../platform/errors';
import { toGoodsSummary } from '../catalogue/catalogue.module';
import type { OrderGoodsRow, OrderRepository, OrderSkuRow } from './order.repository';

/** A checklist line as the shop sells it now: the goods, its option, the option's (else the goods') price and stock. */
export interface PricedLine {
  goods: OrderGoodsRow;
  sku: OrderSkuRow | null;
  quantity: number;
  priceCents: number;
  /** The option's picture, else the goods' cover: a stored path. */
  cover: string;
  stock: number;
  addOn: boolean;
  problem: LineProblem | null;
}

/** How an order line names its goods: 「name · 33枝」 with an option, the name alone without. */
export const lineLabel = (line: { name: string; skuName: string | null }) =>
  line.skuName === null ? line.name : `${line.name} · ${line.skuName}`;

function problemOf(goods: OrderGoodsRow, sku: OrderSkuRow | null, stock: number, quantity: number) {
  if (goods.status === 'off_sale' || (sku !== null && sku.removed_at !== null)) return 'offSale' as const;
  if (stock === 0) return 'soldOut' as const;
  if (stock < quantity) return 'notEnoughStock' as const;
  return null;
}

/**
 * Prices the checklist per option (decision 020): an option is required for a goods with specifications and refused
 * for one without (400 `lines.N.skuId`), and must be that goods' (else 404 SKU_NOT_FOUND). Add-ons alone are
 * `addOnAlone`: they are bought only with flowers.
 */
export async function priceLines(repo: OrderRepository, input: readonly OrderLineInput[]): Promise<PricedLine[]> {
  const skuIds = input.flatMap((l) => (l.skuId === undefined ? [] : [l.skuId]));
  const [goodsRows, skuRows] = await Promise.all([
    repo.goodsFor([...new Set(input.map((l) => l.goodsId))]),
    skuIds.length > 0 ? repo.skusFor(skuIds) : Promise.resolve([]),
  ]);
  const goods = new Map(goodsRows.map((g) => [g.id, g]));
  const skus = new Map(skuRows.map((s) => [s.id, s]));
  const lines = input.map((line, i): PricedLine => {
    const row = goods.get(line.goodsId);
    if (!row) throw notFound(`goods ${line.goodsId}`, 'GOODS_NOT_FOUND');
    if (row.spec_name !== null && line.skuId === undefined) {
      throw invalidParam(`lines.${i}.skuId: choose an option of this goods`);
    }
    if (row.spec_name === null && line.skuId !== undefined) {
      throw invalidParam(`lines.${i}.skuId: this goods has no options`);
    }
    const sku = line.skuId === undefined ? null : (skus.get(line.skuId) ?? null);
    if (line.skuId !== undefined && sku?.goods_id !== row.id) {
      throw notFound(`option ${line.skuId} of goods ${row.id}`, 'SKU_NOT_FOUND');
    }
    const stock = sku ? sku.stock : row.stock;
    return {
      goods: row,
      sku,
      quantity: line.quantity,
      priceCents: sku ? sku.sale_price : row.sale_price,
      cover: sku?.picture ?? row.cover,
      stock,
      addOn: row.is_add_on === 1,
      problem: problemOf(row, sku, stock, line.quantity),
    };
  });
  if (lines.every((l) => l.addOn)) for (const l of lines) l.problem ??= 'addOnAlone';
  return lines;
}

/** The quote's view of a priced line, amounts in yuan. */
export function toQuoteLine(
  line: PricedLine,
  imageUrl: (path: string) => string,
  language: ContentLanguage = 'zh-CN',
): OrderQuote['lines'][number] {
  return {
    goodsId: line.goods.id,
    skuId: line.sku?.id ?? null,
    name: inLanguage(language, line.goods.name, line.goods.name_en),
    specName: line.sku ? inLanguage(language, line.goods.spec_name ?? '', line.goods.spec_name_en) : null,
    skuName: line.sku ? inLanguage(language, line.sku.name, line.sku.name_en) : null,
    addOn: line.addOn,
    cover: imageUrl(line.cover),
    price: toYuan(line.priceCents),
    quantity: line.quantity,
    amount: toYuan(line.priceCents * line.quantity),
    stock: line.stock,
    problem: line.problem,
  };
}

/** The order line a priced line is stored as: a snapshot later edits never change. */
export function toLineRow(line: PricedLine, orderId: string, sort: number, id: string): OrderLineTable {
  return {
    id,
    order_id: orderId,
    goods_id: line.goods.id,
    name: line.goods.name,
    name_en: line.goods.name_en ?? null,
    cover: line.cover,
    price: line.priceCents,
    quantity: line.quantity,
    amount: line.priceCents * line.quantity,
    sort,
    commented: 0,
    sku_id: line.sku?.id ?? null,
    spec_name: line.sku ? line.goods.spec_name : null,
    sku_name: line.sku?.name ?? null,
    sku_name_en: line.sku?.name_en ?? null,
    is_add_on: line.addOn ? 1 : 0,
  };
}

/** The on-sale add-ons the order's flowers offer, first named first. */
export async function addOnsOffered(
  repo: OrderRepository,
  lines: readonly PricedLine[],
  imageUrl: (path: string) => string,
  language: ContentLanguage = 'zh-CN',
): Promise<GoodsSummary[]> {
  const named = [...new Set(lines.filter((l) => !l.addOn).flatMap((l) => JSON.parse(l.goods.add_on_ids) as string[]))];
  if (named.length === 0) return [];
  const byId = new Map((await repo.onSaleAddOns(named)).map((a) => [a.id, a]));
  return named.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGoodsSummary(row, imageUrl, language)] : [];
  });
}
