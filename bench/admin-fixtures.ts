/**
 * The shop the back-office bench reads: months of orders written straight to the database before the server starts,
 * as the shop would have them after taking them one by one (lines, payments, the slots' bookings), and the admin.
 */

import type { Db } from '@ffe/server/src/db/connect';
import type { GoodsTable, OrderLineTable, OrderTable, PaymentTable, UserTable } from '@ffe/server/src/db/schema';
import { seedStaffAccounts } from '@ffe/server/src/seed/accounts';
import { DELIVERY_SLOTS } from '@ffe/shared/constants';
import { shopDate } from '@ffe/shared/domain/delivery-rules';
import type { OrderStatus } from '@ffe/shared/domain/order-state';

const DAY_MS = 86_400_000;
const GOODS = 40;
const CUSTOMERS = 2_000;
/** Rows a statement: well under SQLite's limit of bound values with the orders' ~45 columns. */
const BATCH = 250;

export interface AdminShopPlan {
  orders: number;
  /** Delivery days the orders spread over, ending `daysAhead` after today. */
  days: number;
  daysAhead: number;
  adminPassword: string;
}

export interface PreparedAdminShop {
  orders: number;
  lines: number;
  /** Today in the shop's time: the day the list scenario reads, and the one with the most states. */
  today: string;
  ordersToday: number;
}

/** A fixed pseudo-random sequence, so every run seeds the same shop. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A state an order of a day `offset` days from today plausibly has now. */
function statusFor(offset: number, r: number): OrderStatus {
  if (offset < 0) {
    if (r < 0.08) return 'cancelled';
    if (r < 0.12) return 'refunded';
    if (r < 0.3) return 'received';
    return 'completed';
  }
  if (offset === 0) {
    if (r < 0.05) return 'cancelled';
    if (r < 0.3) return 'paid';
    if (r < 0.55) return 'preparing';
    if (r < 0.8) return 'delivering';
    return 'received';
  }
  if (r < 0.08) return 'pending_payment';
  if (r < 0.12) return 'cancelled';
  if (r < 0.15) return 'refunding';
  return offset === 1 && r > 0.85 ? 'preparing' : 'paid';
}

const DISTRICTS = ['朝阳区', '海淀区', '东城区', '西城区', '丰台区', '通州区'];
const MESSAGES = [
  '生日快乐，天天开心！',
  '愿你every day都有花香',
  '谢谢你一直在身边',
  '',
  '',
  '周年快乐 ❤',
  '早日康复',
];

/** Inserts goods, customers, `plan.orders` orders with their lines and payments, the slots' bookings and the admin. */
export async function prepareAdminShop(db: Db, plan: AdminShopPlan, now = Date.now()): Promise<PreparedAdminShop> {
  const random = randomFrom(13);
  await seedStaffAccounts(db, {
    customerServiceUid: 'customer-service',
    staffPassword: undefined,
    adminPassword: plan.adminPassword,
  });

  await db
    .insertInto('categories')
    .values({
      id: 'bench-admin',
      parent_id: null,
      name: '压测花束',
      icon: '/images/icon/rose-red.svg',
      sort: 1,
      visible: 1,
    })
    .execute();
  const goods: GoodsTable[] = Array.from({ length: GOODS }, (_, i) => {
    const name = `${['红玫瑰', '香槟玫瑰', '向日葵', '百合', '康乃馨'][i % 5]}花束·${i + 1}号`;
    const cover = '/images/bouquet/rose-red-kraft-1.svg';
    return {
      id: `bench-admin-goods-${i + 1}`,
      category_id: 'bench-admin',
      name,
      sale_price: 9_900 + (i % 8) * 5_000,
      market_price: 15_900 + (i % 8) * 5_000,
      stock: 100_000,
      sales: 0,
      status: 'on_sale',
      cover,
      pictures: JSON.stringify([cover]),
      tags: '[]',
      flower_language: '热烈的爱',
      materials: '鲜花11枝',
      packaging: '牛皮纸',
      delivery_notes: '同城3小时送达',
      description: '',
      search_text: name,
      created_at: now - 120 * DAY_MS,
      updated_at: now - 120 * DAY_MS,
      spec_name: null,
      is_add_on: 0,
      add_on_ids: '[]',
    };
  });
  await inBatches(goods, (rows) => db.insertInto('goods').values(rows).execute());

  const users: UserTable[] = Array.from({ length: CUSTOMERS }, (_, i) => ({
    id: `bench-admin-customer-${i + 1}`,
    role: 'customer',
    phone: `136${String(i + 1).padStart(8, '0')}`,
    username: null,
    password_hash: null,
    wechat_openid: null,
    nickname: `会员${i + 1}`,
    avatar: '',
    gender: 'unknown',
    birthday: null,
    language: null,
    created_at: now - 120 * DAY_MS,
    updated_at: now - 120 * DAY_MS,
  }));
  await inBatches(users, (rows) => db.insertInto('users').values(rows).execute());

  const today = shopDate(now);
  const orders: OrderTable[] = [];
  const lines: OrderLineTable[] = [];
  const payments: PaymentTable[] = [];
  const booked = new Map<string, number>();
  let ordersToday = 0;
  for (let n = 0; n < plan.orders; n++) {
    const offset = plan.daysAhead - (n % plan.days);
    const date = shopDate(now, offset);
    const slot = DELIVERY_SLOTS[Math.floor(random() * DELIVERY_SLOTS.length)]?.id ?? '09-12';
    const status = statusFor(offset, random());
    // Made up to four days before delivery, never after now.
    const createdAt = Math.min(now - 60_000, now + offset * DAY_MS - Math.floor(random() * 4 * DAY_MS));
    const paid = status !== 'pending_payment' && !(status === 'cancelled' && random() < 0.9);
    const paidAt = paid ? createdAt + 90_000 : null;
    const id = `bench-admin-order-${n + 1}`;
    const lineCount = 1 + Math.floor(random() * 3);
    let goodsAmount = 0;
    for (let l = 0; l < lineCount; l++) {
      const g = goods[Math.floor(random() * GOODS)] as GoodsTable;
      const quantity = 1 + Math.floor(random() * 2);
      goodsAmount += g.sale_price * quantity;
      lines.push({
        id: `${id}-line-${l + 1}`,
        order_id: id,
        goods_id: g.id,
        name: g.name,
        cover: g.cover,
        price: g.sale_price,
        quantity,
        amount: g.sale_price * quantity,
        sort: l,
        commented: 0,
        sku_id: null,
        spec_name: null,
        sku_name: null,
        is_add_on: 0,
      });
    }
    const deliveryFee = goodsAmount >= 19_900 ? 0 : 1_000;
    const payAmount = goodsAmount + deliveryFee;
    const dispatched = ['delivering', 'received', 'completed'].includes(status);
    const received = ['received', 'completed'].includes(status);
    const user = users[Math.floor(random() * CUSTOMERS)] as UserTable;
    orders.push({
      id,
      order_no: `B${String(n + 1).padStart(12, '0')}`,
      user_id: user.id,
      idempotency_key: `bench-admin-${n + 1}`,
      status,
      goods_amount: goodsAmount,
      delivery_fee: deliveryFee,
      surcharge: 0,
      surcharge_reason: null,
      notify_recipient: 1,
      discount_amount: 0,
      pay_amount: payAmount,
      refunded_amount: status === 'refunded' ? payAmount : 0,
      coupon_id: null,
      coupon_name: null,
      recipient_name: `收花人${(n % 500) + 1}`,
      recipient_phone: `139${String(n + 1).padStart(8, '0')}`,
      province: '北京市',
      city: '北京市',
      district: DISTRICTS[n % DISTRICTS.length] as string,
      detail: `建国路${(n % 300) + 1}号院${(n % 12) + 1}号楼`,
      delivery_date: date,
      delivery_slot: slot,
      card_message: MESSAGES[n % MESSAGES.length] as string,
      anonymous: n % 9 === 0 ? 1 : 0,
      card_signature: n % 9 === 0 ? '' : '爱你的小林',
      sender_name: `订购人${(n % 300) + 1}`,
      sender_phone: `137${String(n + 1).padStart(8, '0')}`,
      invoice: null,
      note: n % 5 === 0 ? '请提前电话联系' : '',
      pay_channel: paid ? (n % 2 === 0 ? 'wechat' : 'alipay') : null,
      has_after_sale: status === 'refunding' ? 1 : 0,
      pay_deadline: createdAt + 15 * 60_000,
      paid_at: paidAt,
      preparing_at: status === 'preparing' || dispatched ? createdAt + 3_600_000 : null,
      dispatched_at: dispatched ? createdAt + 7_200_000 : null,
      received_at: received ? createdAt + 10_800_000 : null,
      courier_user_id: null,
      courier_name: dispatched ? '配送员·老王' : null,
      courier_phone: dispatched ? '13800000000' : null,
      delivery_photo: null,
      attention: null,
      refund_reason: status === 'refunded' ? '顾客改期' : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (paidAt !== null) {
      payments.push({
        id: `${id}-pay`,
        order_id: id,
        user_id: user.id,
        provider: 'sandbox',
        channel: n % 2 === 0 ? 'wechat' : 'alipay',
        amount: payAmount,
        status: status === 'refunded' ? 'refunded' : 'succeeded',
        trade_no: `T${n + 1}`,
        refunded_amount: status === 'refunded' ? payAmount : 0,
        pays_order: 1,
        paid_at: paidAt,
        created_at: createdAt,
        updated_at: paidAt,
      });
    }
    if (status !== 'cancelled' && status !== 'refunded') {
      const key = `${date} ${slot}`;
      booked.set(key, (booked.get(key) ?? 0) + 1);
    }
    if (date === today) ordersToday++;
  }

  await db.transaction().execute(async (trx) => {
    await inBatches(orders, (rows) => trx.insertInto('orders').values(rows).execute());
    await inBatches(lines, (rows) => trx.insertInto('order_lines').values(rows).execute());
    await inBatches(payments, (rows) => trx.insertInto('payments').values(rows).execute());
    const loads = [...booked].map(([key, count]) => {
      const [deliveryDate = '', slot = ''] = key.split(' ');
      return { delivery_date: deliveryDate, slot, booked: count };
    });
    await inBatches(loads, (rows) => trx.insertInto('delivery_slot_loads').values(rows).execute());
  });
  return { orders: orders.length, lines: lines.length, today, ordersToday };
}

async function inBatches<T>(rows: readonly T[], insert: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}
