import { z } from 'zod';

/**
 * One of the shop's days (UTC+8), as `domain/shop-figures.ts` defines each figure: orders paid that day, what they came
 * to (sales), money given back that day (refunds) and what was kept (revenue = sales − refunds, below zero when
 * refunds win), in yuan.
 */
export const dashboardDay = z.object({
  date: z.iso.date(),
  orders: z.number().int(),
  sales: z.number(),
  refunds: z.number(),
  revenue: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

/**
 * A delivery slot of tomorrow: `booked` places (unpaid orders within their pay window hold one too) against
 * `capacity`, and the paid `orders` among them. A slot no longer in the settings that still has orders has capacity 0
 * and no times.
 */
export const dashboardSlot = z.object({
  id: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  capacity: z.number().int(),
  booked: z.number().int(),
  orders: z.number().int(),
});
export type DashboardSlot = z.infer<typeof dashboardSlot>;

/** A goods by the sales of orders paid this month: pieces sold and what their lines came to before coupons, in yuan. */
export const dashboardTopGoods = z.object({
  goodsId: z.string(),
  name: z.string(),
  cover: z.string(),
  quantity: z.number().int(),
  amount: z.number(),
});
export type DashboardTopGoods = z.infer<typeof dashboardTopGoods>;

/** POST /api/admin/dashboard: today's figures, tomorrow's slots, the last 30 days (oldest first), the month's top 10. */
export const adminDashboard = {
  request: z.object({}),
  response: z.object({
    today: z.object({
      date: z.iso.date(),
      orders: z.number().int(),
      sales: z.number(),
      refunds: z.number(),
      revenue: z.number(),
      /** Sales over orders, to the cent; 0 with no orders. */
      averageOrderValue: z.number(),
      /** Paid orders waiting to be made. */
      toPrepare: z.number().int(),
      /** Orders made and waiting for a courier. */
      toDispatch: z.number().int(),
      /** After-sale requests requested or approved. */
      openAfterSales: z.number().int(),
    }),
    tomorrow: z.object({ date: z.iso.date(), slots: z.array(dashboardSlot) }),
    days: z.array(dashboardDay),
    topGoods: z.array(dashboardTopGoods),
  }),
  path: '/api/admin/dashboard' as const,
};
export type AdminDashboard = z.infer<typeof adminDashboard.response>;
