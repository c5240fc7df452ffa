import type { Sessions } from '../auth/auth.module';
import type { OrdersOffers } from '../orders/orders.module';
import type { PaymentsOffers } from '../payments/payments.module';
import type { Platform } from '../platform';
import type { UploadsOffers } from '../uploads/uploads.module';
import { afterSaleRepository } from './after-sale.repository';
import { adminAfterSaleRoutes, afterSaleRoutes, staffAfterSaleRoutes } from './after-sale.routes';
import { afterSaleService } from './after-sale.service';

/** After-sale requests: the member's, the staff's queue, the console's; a settled refund closes its request. */
export function afterSalesModule(
  { database, audit }: Platform,
  { guard }: Sessions,
  { orders, orderRepo }: OrdersOffers,
  { refunds, refundSettled }: PaymentsOffers,
  { uploads }: UploadsOffers,
) {
  const afterSales = afterSaleService({
    repo: afterSaleRepository(database.db),
    orderRepo,
    orders,
    pictures: uploads,
    refunds,
    audit,
  });
  refundSettled.listen(afterSales.refundSettled);
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(afterSaleRoutes(afterSales, guard));
      await app.register(staffAfterSaleRoutes(afterSales, guard));
      await app.register(adminAfterSaleRoutes(afterSales, guard));
    },
  };
}
