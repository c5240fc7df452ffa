import type { Db } from '../../db/connect';
import { conflict } from '../../platform/errors';
import type { OrderRepository } from './order.repository';
import { lineLabel } from './order-lines';

/** What the stock paths read of an order line. */
export interface StockLine {
  goods_id: string;
  sku_id: string | null;
  name: string;
  sku_name: string | null;
  quantity: number;
}

const byOption = (a: StockLine, b: StockLine) =>
  a.goods_id.localeCompare(b.goods_id) || (a.sku_id ?? '').localeCompare(b.sku_id ?? '');

/** Each goods once, sorted by id, with the sum of its lines. */
function perGoods(lines: readonly StockLine[]) {
  const sums = new Map<string, { quantity: number; line: StockLine }>();
  for (const line of lines) {
    const sum = sums.get(line.goods_id);
    if (sum) sum.quantity += line.quantity;
    else sums.set(line.goods_id, { quantity: line.quantity, line });
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** An order's lines of one goods all name options or none (the quote refuses a mix). */
const soldAs = (line: StockLine) => (line.sku_id === null ? ('plain' as const) : ('inOptions' as const));

const outOfStock = (line: StockLine) =>
  conflict('OUT_OF_STOCK', `「${lineLabel({ name: line.name, skuName: line.sku_name })}」库存不足`);

/**
 * Stock moves take every option row (sorted by goods and option) before any goods row (sorted by id): one locking order
 * for every order, so two orders touching two sizes of one goods never wait on each other in a circle (decision 020).
 */
export function orderStock(repo: OrderRepository) {
  return {
    /** Takes the lines' stock from their options, then from the goods' totals; 409 OUT_OF_STOCK when one falls short. */
    async reserve(lines: readonly StockLine[], trx: Db) {
      for (const line of lines.filter((l) => l.sku_id !== null).sort(byOption)) {
        if (!(await repo.reserveSkuStock(line.sku_id as string, line.goods_id, line.quantity, trx))) {
          throw outOfStock(line);
        }
      }
      for (const [goodsId, { quantity, line }] of perGoods(lines)) {
        if (!(await repo.reserveStock(goodsId, quantity, trx, soldAs(line)))) throw outOfStock(line);
      }
    },

    /** Gives the lines' stock back to their options and, while an option is live, to its goods' total. */
    async giveBack(lines: readonly StockLine[], trx: Db) {
      const toGoods: StockLine[] = lines.filter((l) => l.sku_id === null);
      for (const line of lines.filter((l) => l.sku_id !== null).sort(byOption)) {
        if (await repo.returnSkuStock(line.sku_id as string, line.quantity, trx)) toGoods.push(line);
      }
      for (const [goodsId, { quantity, line }] of perGoods(toGoods)) {
        await repo.returnStock(goodsId, quantity, trx, soldAs(line));
      }
    },

    /** Counts a paid order's units as sold, on each option and on its goods. */
    async addSales(lines: readonly StockLine[], trx: Db) {
      for (const line of lines.filter((l) => l.sku_id !== null).sort(byOption)) {
        await repo.addSkuSales(line.sku_id as string, line.quantity, trx);
      }
      for (const [goodsId, { quantity }] of perGoods(lines)) await repo.addSales(goodsId, quantity, trx);
    },
  };
}
