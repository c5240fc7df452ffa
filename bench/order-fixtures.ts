/**
 * The shop the order bench buys from: goods with a known stock, signed-in buyers, and the audit of the stock
 * afterwards. Written straight to the database before the server starts, and read from it after it stopped.
 */
import type { Db } from '@ffe/server/src/db/connect';
import type { GoodsTable, UserTable } from '@ffe/server/src/db/schema';
import { sessionRepository } from '@ffe/server/src/modules/auth/session.repository';
import { tokenService } from '@ffe/server/src/modules/auth/token.service';

/**
 * The stock of the goods on offer. Every order asks for one goods picked at random among all 20, 1–3 units
 * (2 on average), so at R order requests a second each goods loses about R / 10 units a second.
 *
 * - 15 plentiful goods hold 1,000,000 units each: no run can sell that many, so most requests succeed and
 *   orders/s measures the server, not how much there was to sell.
 * - 5 scarce goods hold 20, 80, 320, 1,280 and 5,120 units: they run out after about 200 / R, 800 / R, 3,200 / R,
 *   12,800 / R and 51,200 / R seconds. The steps are 4× apart and the default window (2 s warm-up, then 10 s
 *   measured) spans 6×, so for any speed from ~17 to ~25,000 requests/s at least one of them runs out while the run
 *   is measured, with buyers racing for its last units: that is when an unguarded stock update would oversell.
 *   (A 2-core machine shared with other work made ~50 orders/s on PostgreSQL, hence the low end.)
 *
 * At most 5 of 20 goods are sold out at a time, so no more than ~25 % of requests meet an OUT_OF_STOCK refusal.
 * A fixed total such as 20 × 400 units would instead run out in the warm-up on a fast machine (leaving a window of
 * refusals) or never on a slow one (leaving the guard untested).
 */
export const STOCK_PLAN: readonly number[] = [
  ...Array.from({ length: 15 }, () => 1_000_000),
  20,
  80,
  320,
  1_280,
  5_120,
];

/** The goods of STOCK_PLAN meant to run out. */
export const SCARCE_STOCKS: readonly number[] = STOCK_PLAN.filter((stock) => stock < 10_000);

/** The most units one order line asks for; the least is 1. */
export const MAX_UNITS_PER_ORDER = 3;

export interface OrderGoods {
  id: string;
  initialStock: number;
}

export interface Buyer {
  id: string;
  /** Sent as the `authorization` header, as the web app sends it. */
  token: string;
}

export interface PreparedShop {
  goods: OrderGoods[];
  buyers: Buyer[];
}

/**
 * Inserts a category, the goods of STOCK_PLAN and `buyerCount` members into a migrated, empty database, and signs
 * each member in with `tokenSecret` (the server must be started with the same secret to accept the tokens).
 */
export async function prepareShop(db: Db, tokenSecret: string, buyerCount: number): Promise<PreparedShop> {
  const now = Date.now();
  const categoryId = 'bench-orders';
  await db
    .insertInto('categories')
    .values({
      id: categoryId,
      parent_id: null,
      name: '压测花束',
      icon: '/images/icon/rose-red.svg',
      sort: 1,
      visible: 1,
    })
    .execute();

  const goodsRows: GoodsTable[] = STOCK_PLAN.map((stock, i) => {
    const name = `压测花束${i + 1}`;
    const cover = '/images/bouquet/rose-red-kraft-1.svg';
    return {
      id: `bench-goods-${i + 1}`,
      category_id: categoryId,
      name,
      sale_price: 19_900,
      market_price: 25_900,
      stock,
      sales: 0,
      status: 'on_sale',
      cover,
      pictures: JSON.stringify([cover]),
      tags: '[]',
      flower_language: '热烈的爱',
      materials: '红玫瑰11枝',
      packaging: '牛皮纸',
      delivery_notes: '同城3小时送达',
      description: '',
      search_text: name,
      created_at: now,
      updated_at: now,
      spec_name: null,
      is_add_on: 0,
      add_on_ids: '[]',
    };
  });
  await db.insertInto('goods').values(goodsRows).execute();

  const users: UserTable[] = Array.from({ length: buyerCount }, (_, i) => ({
    id: `bench-buyer-${i + 1}`,
    role: 'customer',
    phone: `137${String(i + 1).padStart(8, '0')}`,
    username: null,
    password_hash: null,
    wechat_openid: null,
    nickname: `压测会员${i + 1}`,
    avatar: '',
    gender: 'unknown',
    birthday: null,
    language: null,
    created_at: now,
    updated_at: now,
  }));
  if (users.length > 0) await db.insertInto('users').values(users).execute();

  // A session row each, as a login leaves it: the server checks the session as well as the signature.
  const tokens = tokenService(sessionRepository(db), tokenSecret);
  const buyers: Buyer[] = [];
  for (const user of users) buyers.push({ id: user.id, token: (await tokens.issue(user.id, user.role)).token });

  return { goods: goodsRows.map((g) => ({ id: g.id, initialStock: g.stock })), buyers };
}

/** One goods after the run: what it had, what it has, and what the order lines say was sold. */
export interface GoodsAudit extends OrderGoods {
  finalStock: number;
  unitsInOrders: number;
  orders: number;
}

export interface StockAudit {
  goods: GoodsAudit[];
  /** Order rows in the database, whatever the answers the load generator saw. */
  orders: number;
  unitsSold: number;
  soldOutGoods: number;
  /** Units sold beyond the initial stock, summed over the goods: must be 0. */
  oversoldUnits: number;
  /** Goods whose stock went below zero. */
  negativeStockGoods: string[];
  /** Goods whose stock moved by a different amount than their order lines add up to (a lost or double update). */
  unbalancedGoods: string[];
  /** Goods in more orders than they had units (each order takes at least one). */
  overOrderedGoods: string[];
}

/**
 * Reads the stock of `goods` and the order lines that took from it. Run it once no server writes any more, so
 * every figure comes from the same state.
 */
export async function auditStock(db: Db, goods: readonly OrderGoods[]): Promise<StockAudit> {
  const ids = goods.map((g) => g.id);
  const [stockRows, lineRows, orderCount] = await Promise.all([
    db.selectFrom('goods').select(['id', 'stock']).where('id', 'in', ids).execute(),
    db
      .selectFrom('order_lines')
      .select((eb) => [
        'goods_id',
        eb.fn.sum<number | string>('quantity').as('units'),
        eb.fn.count<number | string>('order_id').as('orders'),
      ])
      .where('goods_id', 'in', ids)
      .groupBy('goods_id')
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const stockOf = new Map(stockRows.map((r) => [r.id, r.stock]));
  // PostgreSQL answers sum() and count() as bigint; Number() reads either dialect's answer.
  const linesOf = new Map(lineRows.map((r) => [r.goods_id, { units: Number(r.units), orders: Number(r.orders) }]));

  const audited = goods.map((g): GoodsAudit => {
    const finalStock = stockOf.get(g.id);
    if (finalStock === undefined) throw new Error(`goods ${g.id} is missing after the run`);
    const lines = linesOf.get(g.id) ?? { units: 0, orders: 0 };
    return { ...g, finalStock, unitsInOrders: lines.units, orders: lines.orders };
  });
  return {
    goods: audited,
    orders: Number(orderCount.n),
    unitsSold: audited.reduce((sum, g) => sum + g.unitsInOrders, 0),
    soldOutGoods: audited.filter((g) => g.finalStock === 0).length,
    oversoldUnits: audited.reduce((sum, g) => sum + Math.max(0, g.unitsInOrders - g.initialStock), 0),
    negativeStockGoods: audited.filter((g) => g.finalStock < 0).map((g) => g.id),
    unbalancedGoods: audited.filter((g) => g.initialStock - g.finalStock !== g.unitsInOrders).map((g) => g.id),
    overOrderedGoods: audited.filter((g) => g.orders > g.initialStock).map((g) => g.id),
  };
}
