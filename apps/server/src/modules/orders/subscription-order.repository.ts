import type { Db } from '../../db/connect';

/** The queries only a subscription's orders need (issue 45, decision 061); the rest are the orders' own. */
export function subscriptionOrderRepository(db: Db) {
  return {
    /** The names a delivery line keeps of its goods and size. */
    sizeOf: (goodsId: string, skuId: string | null, trx: Db) =>
      trx
        .selectFrom('goods')
        .leftJoin('goods_skus', (join) =>
          join.onRef('goods_skus.goods_id', '=', 'goods.id').on('goods_skus.id', '=', skuId ?? ''),
        )
        .select(['goods.spec_name', 'goods_skus.name as sku_name', 'goods_skus.name_en as sku_name_en'])
        .where('goods.id', '=', goodsId)
        .executeTakeFirst(),

    /** A paid purchase order refunded in full moves to refunded, once; answers whether it moved. */
    async refundedInFull(id: string, at: number, trx: Db) {
      const result = await trx
        .updateTable('orders')
        .set({ status: 'refunded', updated_at: at })
        .where('id', '=', id)
        .where('kind', '=', 'subscription')
        .where('status', '=', 'paid')
        .where((eb) => eb('refunded_amount', '=', eb.ref('pay_amount')))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The delivery orders' states as subscriptions show them. */
    statesOf: (ids: readonly string[], trx: Db = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('orders')
            .select(['id', 'status', 'order_no', 'delivery_photo', 'received_at'])
            .where('id', 'in', ids)
            .execute(),
  };
}

export type SubscriptionOrderRepository = ReturnType<typeof subscriptionOrderRepository>;
