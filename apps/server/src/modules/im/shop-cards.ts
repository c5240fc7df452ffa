import type { OrderCardBody } from '@ffe/shared/contracts/im';
import type { Order } from '@ffe/shared/contracts/order';
import type { CatalogueService } from '../catalogue/catalogue.module';
import type { OrderRepository, OrderService } from '../orders/orders.module';
import { answersCustomers, type ShopCards } from './im-delivery.service';

function orderCard(order: Order): OrderCardBody {
  const [first] = order.lines;
  return {
    order_id: order.id,
    order_no: order.orderNo,
    name: first?.name ?? '',
    image: first?.cover ?? '',
    goods_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    amount: order.payAmount,
    order_status: order.status,
    pay_channel: order.payChannel,
    status: order.paidAt === null ? 0 : 1,
    pay_time: order.paidAt,
  };
}

/** Cards filled from the catalogue and the orders, never from what the client says about them. */
export function shopCards(catalogue: CatalogueService, orders: OrderService, orderRepo: OrderRepository): ShopCards {
  return {
    async goods(goodsId) {
      const goods = await catalogue.goodsDetail(goodsId);
      return { goods_id: goods.id, name: goods.name, price: goods.salePrice, image: goods.cover };
    },
    async order(viewer, orderId) {
      return orderCard(
        answersCustomers(viewer) ? await orders.anyOrder(orderId) : await orders.detail(viewer.uid, orderId),
      );
    },
    async paidOrder(orderId) {
      const row = await orderRepo.findById(orderId);
      if (!row) return undefined;
      return { memberId: row.user_id, card: orderCard(await orders.anyOrder(orderId)) };
    },
  };
}
